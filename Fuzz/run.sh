#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a while on its seed corpus.
#
#   Fuzz/run.sh [SECONDS] [TARGET ...]
#
# SECONDS (default 20) is each target's run time; TARGET names (FrontMatter, Markdown,
# Mustache, SwiftHighlighter, SampleExtraction, HTTPRequest, CSV, SiteSettings, PreviewRecords,
# Sanitizer) pick targets, all by default. New corpus entries, logs and crashers go to a
# temporary folder, never into the repository (set FUZZ_WORK to choose it). Exits non-zero when
# a target crashes, hangs or runs out of memory, after printing the path of the input that did it.
set -euo pipefail

seconds=${1:-20}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FrontMatter Markdown Mustache SwiftHighlighter SampleExtraction HTTPRequest CSV SiteSettings PreviewRecords Sanitizer)
here=$(cd "$(dirname "$0")" && pwd)

# `-sanitize=fuzzer` instruments every module, but its link step would also give every
# executable libFuzzer's `main`, including the root package's plugin tool. So the fuzzer runtime
# is linked without its `main`, and each target calls `LLVMFuzzerRunDriver` from its own `@main`.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
runtime=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -n 1 || true)
if [ -z "$runtime" ]; then
    echo "error: no libclang_rt.fuzzer_no_main in $toolchain/lib/clang; fuzzing needs a Linux x86_64 toolchain" >&2
    exit 1
fi
flags=(
    -c release
    -Xswiftc -sanitize=fuzzer,address
    -Xswiftc -Xclang-linker -Xswiftc -fno-sanitize=fuzzer
    -Xlinker "$runtime" -Xlinker -lstdc++
)
echo "Building the fuzz targets..."
work=${FUZZ_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/devdiary-fuzz.XXXXXX")}
mkdir -p "$work"
# gold warns once per ASan helper symbol that it cannot export it; those lines are dropped.
if ! swift build --package-path "$here" "${flags[@]}" >"$work/build.log" 2>&1; then
    grep -v "Cannot export local symbol" "$work/build.log" >&2
    echo "error: building the fuzz targets failed" >&2
    exit 1
fi
grep -v "Cannot export local symbol" "$work/build.log" | tail -n 1
bin=$(swift build --package-path "$here" "${flags[@]}" --show-bin-path)

failed=0
for target in "${targets[@]}"; do
    dir="$work/$target"
    mkdir -p "$dir/corpus" "$dir/artifacts"
    echo "Fuzzing $target for ${seconds}s (log: $dir/fuzz.log)"
    # -max_len keeps inputs article-sized; -timeout (seconds per input, ASan debug build) turns
    # a super-linear slow-down into a finding; -rss_limit_mb leaves room for the other jobs.
    status=0
    (cd "$dir" && "$bin/Fuzz$target" "$dir/corpus" "$here/Corpus/$target" \
        -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$dir/artifacts/" -print_final_stats=1 >"$dir/fuzz.log" 2>&1) || status=$?
    grep -E "^#[0-9]+[[:space:]]+DONE|^stat::number_of_executed_units|^Done [0-9]+ runs" "$dir/fuzz.log" || true
    if [ "$status" -ne 0 ]; then
        failed=1
        echo "error: Fuzz$target failed (exit $status); the end of its log:" >&2
        grep -E "ERROR|SUMMARY|Fatal error|==[0-9]+==|^ +#[0-9]+ " "$dir/fuzz.log" | head -n 30 >&2 || true
        for artifact in "$dir"/artifacts/*; do
            [ -e "$artifact" ] && echo "crasher: $artifact" >&2
        done
    fi
done
[ "$failed" -eq 0 ] && echo "Fuzzing found nothing (work folder: $work)"
exit "$failed"
