#!/usr/bin/env python3
"""How long a newcomer's `make preview` waits, after `diary` is built, for the first page and for
every preview (issue 31, item 6).

Usage:
    Benchmarks/first-page.py [--diary .build/debug/diary] [--optimised]

Starts `diary serve` on the bundled diary (Content/) with an empty wasm cache of its own
(.build/first-page/cache, so no sample module is compiled yet, as on a fresh clone), and prints,
from the start of the process, each line the server prints as it comes: when it announces itself, when the home page and an
article with previews first answer 200, when each sample module is compiled (the fast,
unoptimised build the pages wait for), and when the last one is in the served site. With
`--optimised` it also waits for the background builds of the optimised modules. Times only;
nothing is asserted. The `apt` and `swift build` phases are not part of it.
"""

import argparse
import re
import shutil
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build" / "first-page"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--diary", default=str(ROOT / ".build" / "debug" / "diary"))
    parser.add_argument("--optimised", action="store_true")
    arguments = parser.parse_args()
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    started = time.monotonic()
    server = subprocess.Popen(
        [arguments.diary, "serve", "--port", "0", "--content", str(ROOT / "Content"),
         "--output", str(WORK / "site"), "--wasm-cache", str(WORK / "cache"),
         "--cache", str(WORK / "build-cache")],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    port = threading.Event()
    found = {}

    def read():
        for line in server.stdout:
            at = time.monotonic() - started
            lines.append((at, line.rstrip("\n")))
            print(f"{at:7.1f} s  {line.rstrip()}", flush=True)
            match = re.search(r" at http://127\.0\.0\.1:(\d+)/", line)
            if match:
                found["port"] = int(match.group(1))
                port.set()

    threading.Thread(target=read, daemon=True).start()
    try:
        if not port.wait(1800):
            sys.exit("diary serve did not announce its port")
        for path in ["/", "/toolbars/"]:
            while True:
                try:
                    with urllib.request.urlopen(f"http://127.0.0.1:{found['port']}{path}") as response:
                        if response.status == 200:
                            print(f"{time.monotonic() - started:7.1f} s  GET {path} 200", flush=True)
                            break
                except OSError:
                    pass
                time.sleep(0.05)
        done = re.compile(r"\((\d+)/(\d+) modules done\)")
        while True:
            time.sleep(0.5)
            counts = [done.search(text) for _, text in lines]
            counts = [match for match in counts if match]
            if counts and counts[-1].group(1) == counts[-1].group(2):
                rebuilt = [at for at, text in lines if text.startswith("Rebuilt")]
                last = max(at for at, text in lines if done.search(text))
                if any(at > last for at in rebuilt):
                    break
            if server.poll() is not None:
                break
        if arguments.optimised:
            total = int(counts[-1].group(2)) if counts else 0
            while sum(text.startswith("optimised sample module") for _, text in lines) < total:
                time.sleep(1)
            time.sleep(5)
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
