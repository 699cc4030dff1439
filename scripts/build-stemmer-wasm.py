#!/usr/bin/env python3
"""Builds Public/js/stemmer.wasm: Sources/Stemming compiled with Embedded Swift for the browser.

Usage:
    scripts/build-stemmer-wasm.py           rebuild Public/js/stemmer.wasm
    scripts/build-stemmer-wasm.py --check   exit 1 when it is older than its sources

The search page stems a query with the very code that stemmed the index. The file is committed
rather than compiled by every `diary build`: a cold Embedded compile costs seconds of CPU (minutes
on a busy machine) and needs a toolchain that can target wasm32, while the site must build fast,
byte-identically, on any machine. The SHA-256 of everything the file is made from (the Stemming
sources, the exports below, the runtime shim of Sources/SampleWasm and the flags) is stored in a
custom section `diary-stemmer-sources`, so `--check` (run by the tests) finds a stale file without
a compiler. The swiftc used is $DIARY_SWIFTC or the first on PATH; clang and wasm-ld are taken
from the same toolchain folder.

Exports: `memory`, `search_buffer()` (the address of a 256-byte buffer) and
`search_stem(length) -> length`, which replaces the UTF-8 word in the buffer by its stem.
The module imports WASI's `fd_write` (the shim's standard output; the page ignores it).
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Public", "js", "stemmer.wasm")
SECTION = b"diary-stemmer-sources"

EXPORTS = """\
/// The page's entry points: a fixed buffer it writes a UTF-8 word into, and `search_stem`, which
/// replaces the word with its stem and returns the stem's length in bytes.
private let capacity = 256
nonisolated(unsafe) private var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)

@_cdecl("search_buffer")
public func searchBuffer() -> UnsafeMutablePointer<UInt8> { buffer }

@_cdecl("search_stem")
public func searchStem(_ count: Int32) -> Int32 {
    let length = max(0, min(Int(count), capacity))
    let word = String(decoding: UnsafeBufferPointer(start: buffer, count: length), as: UTF8.self)
    var written = 0
    for byte in Stemmer.stem(word).utf8 where written < capacity {
        buffer[written] = byte
        written += 1
    }
    return Int32(written)
}
"""

SWIFT_FLAGS = [
    "-target", "wasm32-unknown-none-wasm", "-enable-experimental-feature", "Embedded", "-wmo", "-Osize",
    "-parse-as-library", "-Xfrontend", "-disable-stack-protector", "-module-name", "Stemming",
]
CLANG_FLAGS = [
    "--target=wasm32-unknown-unknown", "-Os", "-nostdlib", "-ffreestanding", "-fno-builtin", "-fno-stack-protector",
]
LINK_FLAGS = [
    "--no-entry", "--gc-sections", "--strip-all", "--stack-first", "-z", "stack-size=65536",
    "--export=search_buffer", "--export=search_stem",
]


def stemming_sources():
    folder = os.path.join(ROOT, "Sources", "Stemming")
    names = sorted(name for name in os.listdir(folder) if name.endswith(".swift"))
    return [(name, open(os.path.join(folder, name), encoding="utf-8").read()) for name in names]


def runtime_shim():
    """The C source of SampleWasm's RuntimeShim.source, dedented as Swift's multi-line literal does."""
    path = os.path.join(ROOT, "Sources", "SampleWasm", "Runtime", "RuntimeShim.swift")
    text = open(path, encoding="utf-8").read()
    match = re.search(r'source = #"""\n(.*?)\n( *)"""#', text, re.S)
    if not match:
        sys.exit(f"error: cannot find RuntimeShim.source in {path}")
    indent = match.group(2)
    lines = match.group(1).split("\n")
    return "\n".join(line[len(indent):] if line.startswith(indent) else line for line in lines) + "\n"


def sources_digest():
    digest = hashlib.sha256()
    for name, text in stemming_sources():
        digest.update(f"{name}\0{len(text.encode())}\0".encode() + text.encode())
    for part in [EXPORTS, runtime_shim(), " ".join(SWIFT_FLAGS + CLANG_FLAGS + LINK_FLAGS)]:
        digest.update(part.encode() + b"\0")
    return digest.hexdigest()


def leb128(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def custom_section(name, payload):
    body = leb128(len(name)) + name + payload
    return b"\0" + leb128(len(body)) + body


def recorded_digest(path):
    """The digest stored in the file's custom section, or None."""
    try:
        data = open(path, "rb").read()
    except OSError:
        return None
    marker = leb128(len(SECTION)) + SECTION
    at = data.rfind(marker)
    return data[at + len(marker):at + len(marker) + 64].decode("ascii", "replace") if at >= 0 else None


def toolchain():
    swiftc = os.environ.get("DIARY_SWIFTC") or shutil.which("swiftc")
    if not swiftc:
        sys.exit("error: no swiftc on PATH; set DIARY_SWIFTC to a Swift 6.3 toolchain's swiftc")
    folder = os.path.dirname(os.path.realpath(swiftc))
    tools = [os.path.join(folder, "swiftc"), os.path.join(folder, "clang"), os.path.join(folder, "wasm-ld")]
    for tool in tools:
        if not os.access(tool, os.X_OK):
            sys.exit(f"error: {tool} is missing: this toolchain cannot build WebAssembly")
    return tools


def build(digest):
    swiftc, clang, linker = toolchain()
    with tempfile.TemporaryDirectory(prefix="stemmer-wasm-") as scratch:
        paths = []
        for name, text in stemming_sources():
            paths.append(os.path.join(scratch, name))
            open(paths[-1], "w", encoding="utf-8").write(text)
        exports = os.path.join(scratch, "SearchStemExports.swift")
        open(exports, "w", encoding="utf-8").write(EXPORTS)
        shim = os.path.join(scratch, "shim.c")
        open(shim, "w", encoding="utf-8").write(runtime_shim())
        wasm = os.path.join(scratch, "stemmer.wasm")
        steps = [
            [swiftc] + SWIFT_FLAGS + ["-c"] + paths + [exports, "-o", os.path.join(scratch, "Stemming.o")],
            [clang] + CLANG_FLAGS + ["-c", shim, "-o", os.path.join(scratch, "shim.o")],
            [linker] + LINK_FLAGS + [os.path.join(scratch, "Stemming.o"), os.path.join(scratch, "shim.o"), "-o", wasm],
        ]
        for step in steps:
            result = subprocess.run(step, capture_output=True, text=True)
            if result.returncode != 0:
                sys.exit(f"error: {os.path.basename(step[0])} failed:\n{result.stderr}{result.stdout}")
        data = open(wasm, "rb").read() + custom_section(SECTION, digest.encode("ascii"))
    open(OUTPUT, "wb").write(data)
    print(f"wrote {os.path.relpath(OUTPUT, ROOT)}: {len(data)} bytes, sources {digest[:12]}")


def main():
    digest = sources_digest()
    if sys.argv[1:] == ["--check"]:
        recorded = recorded_digest(OUTPUT)
        if recorded != digest:
            sys.exit(
                f"error: {os.path.relpath(OUTPUT, ROOT)} was built from other sources than Sources/Stemming now "
                f"holds (recorded {recorded}, now {digest}); run scripts/build-stemmer-wasm.py and commit the file")
        print(f"{os.path.relpath(OUTPUT, ROOT)} is up to date ({digest[:12]})")
    elif sys.argv[1:]:
        sys.exit(__doc__)
    else:
        build(digest)


if __name__ == "__main__":
    main()
