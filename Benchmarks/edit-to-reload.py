#!/usr/bin/env python3
"""How long an edit takes to reach the browser under `diary serve`.

Usage:
    Benchmarks/edit-to-reload.py [--diary .build/debug/diary] [--edits 10] [--no-wasm]

Copies the bundled diary (Content/) to .build/edit-to-reload/, starts `diary serve` on a free
loopback port, listens to its Server-Sent Events stream (/__diary/events, what the page's reload
script listens to), then appends a sentence to one article `--edits` times and measures, for each
edit, the time from the file's write to the event that makes an open page reload. With
`--browser`, the article is also open in headless Chromium (Debian's chromium and chromedriver,
driven over WebDriver's HTTP protocol), and the time is until the page shows the new sentence.
Prints every time and the median; nothing is asserted.

With `--swift`, each edit changes the first `.padding(32)` of the article's Swift (a preview's
view) to a new value instead, and prints for each edit the time from the write to the reload
event after which the article's page holds a different preview picture (save → updated picture),
and to when the page's `.wasm` is a new, loadable module (save → working Run). `diary serve`
compiles an edited sample module against DiaryUI compiled once (WasmCompiler.splitsLibraries);
the optimised build it then starts in the background (SampleQueue) is cancelled by the next edit.
"""

import json
import urllib.request

import argparse
import os
import random
import re
import threading
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


class Browser:
    """Headless Chromium through chromedriver, on loopback."""

    def __init__(self):
        self.port = free_port()
        self.driver = subprocess.Popen(["chromedriver", f"--port={self.port}", "--allowed-ips=127.0.0.1"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                if self.call("GET", "/status")["value"]["ready"]:
                    break
            except OSError:
                time.sleep(0.1)
        options = {"binary": "/usr/bin/chromium", "args": ["--headless=new", "--no-sandbox", "--disable-gpu"]}
        created = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}})
        self.session = created["value"]["sessionId"]

    def call(self, method, path, body=None):
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", method=method,
                                         data=None if body is None else json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())

    def open(self, url):
        self.call("POST", f"/session/{self.session}/url", {"url": url})

    def shows(self, text):
        script = "return document.body !== null && document.body.innerText.includes(arguments[0]);"
        return self.call("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": [text]})["value"]

    def close(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        finally:
            self.driver.terminate()


def fetch(port, path):
    """The bytes the server answers for `path`."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=60) as response:
        return response.read()


def pictures(page):
    """The preview pictures (inline SVG) of a page's HTML, in order."""
    return re.findall(rb"<svg[^>]*>.*?</svg>", page, re.S)


def wasm_paths(page):
    """The `.wasm` files a page loads: one per sample module it shows (`data-module`)."""
    return sorted({b"wasm/" + name + b".wasm" for name in re.findall(rb'data-module="(\w+)"', page)})


def swift_edits(arguments, port, content, next_data, first):
    """Edits a preview's Swift `--edits` times; prints save → picture and save → working Run."""
    article = content / arguments.article / "index.md"
    original = article.read_text()
    if ".padding(32)" not in original:
        sys.exit(f"{article} has no .padding(32) to edit")
    path = f"/{arguments.article}/"
    page = fetch(port, path)
    # With a module not in the wasm cache, serve answers before it is built (its previews say so)
    # and builds again when it is: the edits start once the page holds its pictures.
    # (The header's icons are inline SVG too: a page is ready when no figure says it is pending.)
    while b"previews-pending" in page or not pictures(page):
        data = next_data()
        if data != first:
            first = data
            page = fetch(port, path)
    picture_times, run_times = [], []
    # A value no earlier run used, so the compile is never a cache hit.
    base = random.randint(100, 900)
    for number in range(arguments.edits):
        time.sleep(1.0)
        old_pictures = pictures(page)
        old_wasm = {name: fetch(port, "/" + name.decode().lstrip("./").lstrip("/")) for name in wasm_paths(page)
                    if not name.startswith(b"http")}
        started = time.perf_counter()
        article.write_text(original.replace(".padding(32)", f".padding({base + number}.5)", 1))
        picture = None
        while picture is None:
            data = next_data()
            if data == first:
                continue
            first = data
            page = fetch(port, path)
            if pictures(page) != old_pictures:
                picture = time.perf_counter() - started
        run = None
        for name in wasm_paths(page):
            body = fetch(port, "/" + name.decode().lstrip("./").lstrip("/"))
            if body[:4] == b"\0asm" and old_wasm.get(name) != body:
                run = time.perf_counter() - started
        picture_times.append(picture * 1000)
        run_times.append((run or picture) * 1000)
        print(f"edit {number + 1}: save → picture {picture_times[-1]:.0f} ms, save → Run {run_times[-1]:.0f} ms"
              + ("" if run else " (no new .wasm)"))
    article.write_text(original)
    print(f"save → updated picture: median {statistics.median(picture_times):.0f} ms, "
          f"min {min(picture_times):.0f}, max {max(picture_times):.0f}")
    print(f"save → working Run: median {statistics.median(run_times):.0f} ms "
          f"({len(run_times)} edits, load average {os.getloadavg()[0]:.1f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--diary", default=str(ROOT / ".build" / "debug" / "diary"))
    parser.add_argument("--edits", type=int, default=10)
    parser.add_argument("--no-wasm", action="store_true")
    parser.add_argument("--browser", action="store_true", help="time until an open page shows the edit")
    parser.add_argument("--article", default="buttons", help="the article folder to edit (default buttons)")
    parser.add_argument("--swift", action="store_true", help="edit a preview's Swift instead of prose")
    arguments = parser.parse_args()
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    # Inside the package, so the caches are found as for Content/ itself.
    content = ROOT / ".build" / "edit-to-reload-content"
    shutil.rmtree(content, ignore_errors=True)
    extra = []
    if arguments.swift:
        # Samples compile only for a `Content/` beside a manifest and DiaryUI: a package copy whose
        # `Sources` is the real one, sharing the package's wasm cache.
        package = ROOT / ".build" / "edit-to-reload-package"
        shutil.rmtree(package, ignore_errors=True)
        package.mkdir(parents=True)
        shutil.copy(ROOT / "Package.swift", package / "Package.swift")
        (package / "Sources").symlink_to(ROOT / "Sources")
        shutil.copytree(ROOT / "Tests" / "Samples", package / "Tests" / "Samples")
        content = package / "Content"
        extra = ["--wasm-cache", str(ROOT / ".build" / "diary-wasm")]
    shutil.copytree(ROOT / "Content", content)
    port = free_port()
    command = [arguments.diary, "serve", "--content", str(content), "--output", str(WORK / "site"),
               "--templates", str(ROOT / "Templates"), "--public", str(ROOT / "Public"), "--port", str(port)] + extra
    if arguments.no_wasm:
        command.append("--no-wasm")
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        for line in server.stdout:
            if line.startswith("Serving"):
                break
        else:
            sys.exit("diary serve stopped before serving")
        # The server's progress lines must not fill the pipe and stop it.
        threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
        connection, next_data = events(port)
        first = next_data()
        if arguments.swift:
            swift_edits(arguments, port, content, next_data, first)
            connection.close()
            return
        article = content / arguments.article / "index.md"
        original = article.read_text()
        browser = Browser() if arguments.browser else None
        if browser:
            browser.open(f"http://127.0.0.1:{port}/{arguments.article}/")
        times = []
        for number in range(arguments.edits):
            time.sleep(1.0)
            sentence = f"Правка номер {number}."
            started = time.perf_counter()
            article.write_text(original + f"\n{sentence}\n")
            if browser:
                while not browser.shows(sentence):
                    time.sleep(0.005)
            else:
                while True:
                    data = next_data()
                    if data != first:
                        first = data
                        break
            times.append((time.perf_counter() - started) * 1000)
            print(f"edit {number + 1}: {times[-1]:.0f} ms")
        what = "the page shows the edit" if browser else "the reload event"
        print(f"until {what}: median {statistics.median(times):.0f} ms, min {min(times):.0f}, max {max(times):.0f} "
              f"({len(times)} edits, load average {os.getloadavg()[0]:.1f})")
        connection.close()
        if browser:
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
