#!/usr/bin/env python3
"""Time to the first search results on Fast 3G with 4x CPU throttling: diary against MkDocs-material.

Usage:
    Benchmarks/search-first-results.py [--runs 3] [--json RESULT.json]

Needs a built `diary` (swift build), Debian's chromium and chromium-driver, and network access to
PyPI once: MkDocs-material is installed into a benchmark-only venv under .build/mkdocs-venv.
Everything it writes stays under .build/search-first/.

Both sites are built from the bundled diary (Content/): ours with `diary build`; MkDocs-material's
from the same Markdown files (front matter kept, MkDocs reads `title:`), with its own search
(lunr, languages ru and en). Each is served on a loopback port by Python's static server and
opened in headless Chromium through chromedriver; the DevTools protocol sets Chrome's "Fast 3G"
(562.5 ms latency, 180 KB/s down, 84 KB/s up) and 4x CPU throttling, with the cache disabled so
every run starts cold.

For every query, in a fresh page of an article:
  - "idle": the page loads and the network stays quiet for 2 s (what each site fetches on its own
    at load or idle is done); then the query is put into the search field (focus, value, input
    and keyup events) and the clock runs until the first result is in the page;
  - "at once": the same, typed as soon as the page's load event fired.
It prints the median and the spread of each, per site. Nothing is asserted: this measures; the
browser tests (SearchResultsPageInBrowserTests) check behaviour. The machine may be shared, so
read the numbers with the load average it prints.
"""

import functools
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from webdriver_session import FAST_3G, Browser, free_port, throttle  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "search-first")
VENV = os.path.join(ROOT, ".build", "mkdocs-venv")
QUERIES = ["кнопками", "галерея", "swiftui", "фильтры"]
ARTICLE = "buttons/"

# Per site: the search field, the first result, and how to open the search on a narrow header.
SITES = {
    "diary": {"field": "#search-input", "result": ".search-results li a",
              "ready": "document.querySelector('#search-input') !== null"},
    "mkdocs-material": {"field": "input.md-search__input", "result": ".md-search-result__item",
                        "ready": "document.querySelector('input.md-search__input') !== null"},
}


def run(command, **options):
    result = subprocess.run(command, capture_output=True, text=True, **options)
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command[:3])} … failed ({result.returncode}):\n{result.stderr[-3000:]}")
    return result


def diary_executable():
    for configuration in ["release", "debug"]:
        path = os.path.join(ROOT, ".build", configuration, "diary")
        if os.access(path, os.X_OK):
            return path
    sys.exit("error: no built diary; run 'swift build' first")


def build_diary(output):
    shutil.rmtree(output, ignore_errors=True)
    run([diary_executable(), "build", "--content", os.path.join(ROOT, "Content"), "--output", output,
         "--base-url", "http://127.0.0.1/", "--templates", os.path.join(ROOT, "Templates"),
         "--public", os.path.join(ROOT, "Public")])


def build_mkdocs(output):
    """The bundled diary's articles as an MkDocs-material site with its default search."""
    mkdocs = os.path.join(VENV, "bin", "mkdocs")
    if not os.access(mkdocs, os.X_OK):
        if not os.path.isdir(VENV):
            run([sys.executable, "-m", "venv", VENV])
        run([os.path.join(VENV, "bin", "pip"), "install", "-q", "mkdocs-material"])
    project = os.path.join(WORK, "mkdocs")
    shutil.rmtree(project, ignore_errors=True)
    docs = os.path.join(project, "docs")
    content = os.path.join(ROOT, "Content")
    for name in sorted(os.listdir(content)):
        source = os.path.join(content, name, "index.md")
        if os.path.isfile(source):
            os.makedirs(os.path.join(docs, name))
            shutil.copy(source, os.path.join(docs, name, "index.md"))
    with open(os.path.join(docs, "index.md"), "w", encoding="utf-8") as home:
        home.write("# Дневник\n\n" + "\n".join(f"- [{n}]({n}/index.md)" for n in sorted(os.listdir(docs))
                                               if os.path.isdir(os.path.join(docs, n))) + "\n")
    with open(os.path.join(project, "mkdocs.yml"), "w", encoding="utf-8") as config:
        config.write("site_name: Дневник\ntheme:\n  name: material\n  language: ru\n"
                     "plugins:\n  - search:\n      lang: [ru, en]\n")
    shutil.rmtree(output, ignore_errors=True)
    run([mkdocs, "build", "-q", "-f", os.path.join(project, "mkdocs.yml"), "-d", output])


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript"}

    def log_message(self, *arguments):
        pass


def serve(folder):
    port = free_port()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{port}/"


# Puts `query` into the field and notes when the first result appears (performance.now() ms).
TYPE = r"""
const [fieldSelector, resultSelector, query] = arguments;
const field = document.querySelector(fieldSelector);
window.firstResult_ = null;
const started = performance.now();
window.typedAt_ = started;
const check = () => {
  if (window.firstResult_ === null && document.querySelector(resultSelector)) {
    window.firstResult_ = performance.now() - started;
  }
};
new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
field.focus();
field.dispatchEvent(new Event('focus'));
field.value = query;
field.dispatchEvent(new Event('input', { bubbles: true }));
field.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true, key: query.slice(-1) }));
check();
"""


def wait_quiet(browser, seconds=2.0, limit=60):
    """Until no resource has been added for `seconds` (after the load event)."""
    browser.wait("return document.readyState === 'complete'", limit)
    count, since, end = -1, time.time(), time.time() + limit
    while time.time() < end:
        now = browser.js("return performance.getEntriesByType('resource').length")
        if now != count:
            count, since = now, time.time()
        elif time.time() - since >= seconds:
            return
        time.sleep(0.1)


def one_run(url, site, query, idle):
    browser = Browser()
    try:
        throttle(browser, cpu=4, network=FAST_3G, cache=False)
        browser.nav(url + ARTICLE)
        if idle:
            wait_quiet(browser)
        else:
            browser.wait("return document.readyState === 'complete'", 60)
        browser.wait("return " + SITES[site]["ready"], 60)
        browser.cmd("execute/sync", {"script": TYPE, "args": [SITES[site]["field"], SITES[site]["result"], query]})
        found = browser.wait("return window.firstResult_", 60)
        requests = browser.js(
            "return performance.getEntriesByType('resource').filter(e => e.startTime >= window.typedAt_).length")
        return (found / 1000 if found else None), requests
    finally:
        browser.close()


def measure(runs=3):
    os.makedirs(WORK, exist_ok=True)
    folders = {"diary": os.path.join(WORK, "diary"), "mkdocs-material": os.path.join(WORK, "mkdocs-site")}
    build_diary(folders["diary"])
    build_mkdocs(folders["mkdocs-material"])
    result = {"load average": os.getloadavg(), "queries": QUERIES, "sites": {}}
    servers = {site: serve(folder) for site, folder in folders.items()}
    try:
        for site, (_, url) in servers.items():
            result["sites"][site] = {}
            for mode, idle in [("idle", True), ("at once", False)]:
                timings, requests = [], []
                for query in QUERIES:
                    for _ in range(runs):
                        seconds, fetched = one_run(url, site, query, idle)
                        timings.append(seconds)
                        requests.append(fetched)
                result["sites"][site][mode] = {"seconds": timings, "requests after typing": requests}
    finally:
        for server, _ in servers.values():
            server.shutdown()
    result["load average after"] = os.getloadavg()
    return result


def table(result):
    lines = [f"First search results, Fast 3G + 4x CPU, bundled diary ({len(result['queries'])} queries; "
             f"load average before {result['load average'][0]:.2f}, after {result['load average after'][0]:.2f})", "",
             "| site | when typed | median s | min–max s | requests after typing (median) | no result |",
             "| --- | --- | ---: | ---: | ---: | ---: |"]
    for site, modes in result["sites"].items():
        for mode, numbers in modes.items():
            found = [s for s in numbers["seconds"] if s is not None]
            missing = len(numbers["seconds"]) - len(found)
            median = f"{statistics.median(found):.2f}" if found else "—"
            spread = f"{min(found):.2f}–{max(found):.2f}" if found else "—"
            lines.append(f"| {site} | {mode} | {median} | {spread} | "
                         f"{statistics.median(numbers['requests after typing']):.0f} | {missing} |")
    return "\n".join(lines)


def main():
    arguments = sys.argv[1:]
    runs = int(arguments[arguments.index("--runs") + 1]) if "--runs" in arguments else 3
    result = measure(runs)
    print(table(result))
    if "--json" in arguments:
        json.dump(result, open(arguments[arguments.index("--json") + 1], "w"), ensure_ascii=False, indent=2)


if __name__ == "__main__":
    main()
