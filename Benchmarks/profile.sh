#!/usr/bin/env bash
# Profiles one `diary build` of the benchmark corpus with `perf record -g` and
# prints the hottest symbols (self time) and the stages (time including callees),
# Swift names demangled. Usage: Benchmarks/profile.sh [ARTICLES] (default 10000).
# The raw profile stays in .build/bench-profile/perf-ARTICLES.data; the stage table uses
# Benchmarks/callees.py.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-10000}
out=.build/bench-profile
mkdir -p "$out"
if ! command -v perf >/dev/null; then
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq && $sudo apt-get install -y -qq linux-perf
fi
line=$(python3 Benchmarks/run.py --prepare --sizes "$size" --tools diary --output "$out/prepare.json" | grep " diary: ")
read -r -a command <<<"${line#* diary: }"
rm -rf "${command[5]}"  # the --output folder, as the benchmark does
perf record -g -F 499 -o "$out/perf-$size.data" -- "${command[@]}"

demangle() { if command -v swift >/dev/null; then swift demangle --simplified --compact; else cat; fi; }
echo "== Hottest symbols (self) =="
perf report -i "$out/perf-$size.data" --no-children --sort symbol --stdio --percent-limit 0.7 2>/dev/null |
    grep -E '^ +[0-9.]+%' | demangle | cut -c1-160 | tee "$out/self-$size.txt"
echo "== Including callees =="
perf report -i "$out/perf-$size.data" --children --sort symbol --stdio --percent-limit 1.5 2>/dev/null |
    grep -E '^ +[0-9.]+%' | demangle | cut -c1-160 | tee "$out/children-$size.txt"
echo "== Stages and their direct callees (share of all samples) =="
perf script -i "$out/perf-$size.data" -F comm,tid,ip,sym 2>/dev/null | demangle |
    python3 Benchmarks/callees.py "SiteBuilder.readArticles" "PageWriter.writeArticle" "ArticleRenderer.render(" \
        "HTMLRenderer.render(" "RussianTypography.apply" "MarkdownParser.parse" "SearchDocument.init" \
        "PageWriter.writeSitePages" | tee "$out/stages-$size.txt"
