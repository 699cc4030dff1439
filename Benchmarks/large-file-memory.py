#!/usr/bin/env python3
"""Peak memory of a build with a very large file beside an article, against the same build without it.

Usage:
    Benchmarks/large-file-memory.py [--diary .build/release/diary] [--gigabytes 4]

Makes a small site in .build/large-file-memory/ (the repository's templates and public files, one
article), builds it with `--no-cache` and measures the build's peak resident memory (the kernel's
`ru_maxrss` for the child); then puts a sparse `big.zip` of `--gigabytes` (a zip signature and a
hole, so it takes no disk) beside the article, and a sparse `big.bin` in `Public/`, builds again
and measures again. Prints both peaks and their difference; the issue's target is a difference
under 100 MB. The copies the build writes are real bytes, so the output folder needs that much
free disk; it is removed at the end. Nothing is asserted.
"""

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build" / "large-file-memory"
ARTICLE = "---\ntitle: Большой файл\ndate: 2024-01-01\nsummary: Архив рядом со статьёй.\n---\n[Архив](big.zip)\n"


def peak_kilobytes(diary):
    """Runs one clean build in WORK and returns its peak RSS in KB (that child's own, by wait4)."""
    command = [
        diary, "build", "--content", "Content", "--templates", "Templates", "--public", "Public", "--no-wasm",
        "--no-cache", "--output", "_site", "--base-url", "https://example.org/",
    ]
    process = subprocess.Popen(command, cwd=WORK, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"build failed:\n{process.stderr.read().decode()}")
    return usage.ru_maxrss


def sparse(path, size, head=b""):
    with open(path, "wb") as file:
        file.write(head)
        file.truncate(size)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--diary", default=str(ROOT / ".build" / "release" / "diary"))
    parser.add_argument("--gigabytes", type=float, default=4)
    arguments = parser.parse_args()
    arguments.diary = str(Path(arguments.diary).resolve())
    shutil.rmtree(WORK, ignore_errors=True)
    (WORK / "Content" / "big").mkdir(parents=True)
    shutil.copytree(ROOT / "Templates", WORK / "Templates")
    shutil.copytree(ROOT / "Public", WORK / "Public")
    (WORK / "Content" / "big" / "index.md").write_text(ARTICLE)
    try:
        without = peak_kilobytes(arguments.diary)
        shutil.rmtree(WORK / "_site")
        size = int(arguments.gigabytes * 1024**3)
        sparse(WORK / "Content" / "big" / "big.zip", size, b"PK\x03\x04")
        sparse(WORK / "Public" / "big.bin", size)
        with_files = peak_kilobytes(arguments.diary)
        print(f"peak RSS without the files: {without / 1024:.1f} MB")
        print(f"peak RSS with two {arguments.gigabytes:g} GB files: {with_files / 1024:.1f} MB")
        print(f"difference: {(with_files - without) / 1024:.1f} MB (target: under 100 MB)")
    finally:
        shutil.rmtree(WORK, ignore_errors=True)


if __name__ == "__main__":
    main()
