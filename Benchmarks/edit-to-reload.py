#!/usr/bin/env python3
"""How long an edit takes to reach the browser under `diary serve`.

Usage:
    Benchmarks/edit-to-reload.py [--diary .build/debug/diary] [--edits 10] [--no-wasm]

Copies the bundled diary (Content/) to .build/edit-to-reload/, starts `diary serve` on a free
loopback port, listens to its Server-Sent Events stream (/__diary/events, what the page's reload
script listens to), then appends a sentence to one article `--edits` times and measures, for each
edit, the time from the file's write to the event that makes an open page reload. Prints every
time and the median; nothing is asserted.
"""

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build" / "edit-to-reload"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def events(port):
    """A socket reading the server's event stream, and a function returning the next `data:` line."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=120)
    connection.sendall(f"GET /__diary/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    buffer = b""

    def next_data():
        """The data of the next message without an `event:` field: the build generation."""
        nonlocal buffer
        while True:
            while b"\n\n" in buffer:
                message, buffer = buffer.split(b"\n\n", 1)
                lines = message.split(b"\n")
                if any(line.startswith(b"event:") for line in lines):
                    continue
                data = [line[5:].strip() for line in lines if line.startswith(b"data:")]
                if data:
                    return data[0].decode()
            chunk = connection.recv(65536)
            if not chunk:
                raise RuntimeError("the event stream closed")
            buffer += chunk

    return connection, next_data


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--diary", default=str(ROOT / ".build" / "debug" / "diary"))
    parser.add_argument("--edits", type=int, default=10)
    parser.add_argument("--no-wasm", action="store_true")
    arguments = parser.parse_args()
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    # Inside the package, so the sample modules and the caches are found as for Content/ itself.
    content = ROOT / ".build" / "edit-to-reload-content"
    shutil.rmtree(content, ignore_errors=True)
    shutil.copytree(ROOT / "Content", content)
    port = free_port()
    command = [arguments.diary, "serve", "--content", str(content), "--output", str(WORK / "site"),
               "--templates", str(ROOT / "Templates"), "--public", str(ROOT / "Public"), "--port", str(port)]
    if arguments.no_wasm:
        command.append("--no-wasm")
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        for line in server.stdout:
            if line.startswith("Serving"):
                break
        else:
            sys.exit("diary serve stopped before serving")
        connection, next_data = events(port)
        first = next_data()
        article = content / "buttons" / "index.md"
        original = article.read_text()
        times = []
        for number in range(arguments.edits):
            time.sleep(0.5)
            started = time.perf_counter()
            article.write_text(original + f"\nПравка номер {number}.\n")
            while True:
                data = next_data()
                if data != first:
                    first = data
                    break
            times.append((time.perf_counter() - started) * 1000)
            print(f"edit {number + 1}: {times[-1]:.0f} ms")
        print(f"median {statistics.median(times):.0f} ms, min {min(times):.0f}, max {max(times):.0f} "
              f"({len(times)} edits, load average {os.getloadavg()[0]:.1f})")
        connection.close()
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
