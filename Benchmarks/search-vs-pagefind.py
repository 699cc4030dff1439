#!/usr/bin/env python3
"""The site search measured against Pagefind.

Usage:
    Benchmarks/search-vs-pagefind.py [--articles 1000] [--json RESULT.json]

Needs a built `diary` (swift build), swiftc (the index stage is compiled with -O on its own),
node, and network access to PyPI once: Pagefind comes from `pagefind-bin` in a venv under
.build/pagefind-venv. Everything it writes stays under .build/search-bench/.

What it measures, on the synthetic corpus of /work/shared/bench/make-corpus.py:
  1. index build time: ours is the index stage alone (tokenise, stem, merge, write the files),
     compiled with -O from Sources/DiarySearch and Sources/Stemming, best of three;
     Pagefind's is `pagefind --site` over the same built HTML;
  2. index size on disk (ours: search-index.json, search/ and js/stemmer.wasm; Pagefind: pagefind/
     without its UI files), and gzipped as GitHub Pages serves it (Pagefind's files are gzip already);
  2b. the index's share of the site: its bytes against every byte of the built site (issue 35 asks
     for at most 10 %);
  3. bytes downloaded for a one-word and a three-word query, each in a fresh page: our search.js
     engine and Pagefind's pagefind.js run in node, their fetches counted, the first five results'
     files included (what each UI shows);
  3b. bytes and requests for each of the ten queries of TEN_QUERIES on a cold cache (a fresh node
     process per query, every file it fetches counted, the shown results' files included);
  4. quality over the bundled diary: for every query in QUERIES, our top five must contain each
     article in Pagefind's top five that holds the query's words (Pagefind's other pages, tag lists
     and the home page, are left out of its list; so are its fallback hits on a shorter word, e.g.
     «до» for «докер», which are listed apart).

`measure()` returns everything as a dict; the command prints a Markdown table (and JSON with --json).
"""

import gzip
import html
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "search-bench")
VENV = os.path.join(ROOT, ".build", "pagefind-venv")
CORPUS_SCRIPT = "/work/shared/bench/make-corpus.py"

ONE_WORD = "scheduler"
THREE_WORDS = "compiler cache thread"
# Ten queries on the synthetic corpus, each run on a cold cache: one, two and three words, a
# prefix being typed, an identifier, and a word no article has.
TEN_QUERIES = [
    "scheduler", "compiler", "reducer", "regression", "swift build", "compiler cache thread",
    "concurrent manifest", "sched", "NavigationStack", "zyzzyva",
]

# Russian and English queries a reader of the bundled diary types: words in other forms than the
# text's, words from the body only, identifiers, and multi-word queries.
QUERIES = [
    "кнопками", "кнопка", "галерея", "галереи", "фильтры", "фильтр", "камера", "камеры", "жесты",
    "стикеры", "таймер", "сторис", "навигация", "разрешения", "превью", "состояние", "зависимости",
    "монетизация", "докер", "сервер", "качество фото", "формат изображений", "обрезка и поворот",
    "родительский контроль", "свайп карточки", "панель инструментов", "символы", "гит", "объекты окружения",
    "SwiftUI", "UIKit", "Combine", "CoreML", "ButtonStyle", "NavigationStack", "PreviewProvider",
    "ObservableObject", "environment", "toolbar", "gesture", "filters", "gallery", "Docker", "git",
    "state", "preview", "button style", "photo quality",
]


def run(command, **options):
    result = subprocess.run(command, capture_output=True, text=True, **options)
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command[:3])} … failed ({result.returncode}):\n{result.stderr[-3000:]}{result.stdout[-1000:]}")
    return result


def diary_executable():
    for configuration in ["release", "debug"]:
        path = os.path.join(ROOT, ".build", configuration, "diary")
        if os.access(path, os.X_OK):
            return path
    sys.exit("error: no built diary; run 'swift build --build-tests' first")


def pagefind_executable():
    binary = os.path.join(VENV, "lib", f"python{sys.version_info.major}.{sys.version_info.minor}",
                          "site-packages", "pagefind_bin", "pagefind")
    if not os.access(binary, os.X_OK):
        if not os.path.isdir(VENV):
            run([sys.executable, "-m", "venv", VENV])
        run([os.path.join(VENV, "bin", "pip"), "install", "-q", "pagefind-bin"])
    if not os.access(binary, os.X_OK):
        sys.exit(f"error: pagefind-bin installed no binary at {binary}")
    return binary


def build_site(content, output, base_url="http://127.0.0.1/"):
    if os.path.isdir(output):
        shutil.rmtree(output)
    run([diary_executable(), "build", "--content", content, "--output", output, "--base-url", base_url,
         "--templates", os.path.join(ROOT, "Templates"), "--public", os.path.join(ROOT, "Public")])


def pagefind_index(site):
    """Copies the built HTML (without our index) and runs Pagefind on it: (folder, seconds, peak MB)."""
    folder = site + "-pagefind"
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    shutil.copytree(site, folder, ignore=shutil.ignore_patterns("search", "search-index.json", "stemmer.wasm"))
    binary = pagefind_executable()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    run([binary, "--site", folder])
    seconds = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return folder, (seconds, cpu), after.ru_maxrss / 1024


# The index stage alone, compiled with -O like a release `diary`: the files of
# Sources/DiarySearch over Sources/Stemming, run on every core.
BENCH_MAIN = r"""
import Dispatch
import Foundation
import Glibc
import Synchronization

let input = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
let articles = (input as! [[String: Any]]).map { article in
    (article["title"] as! String, article["headings"] as! [String], article["body"] as! String, article["code"] as! String)
}
let output = CommandLine.arguments[2]
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
let cpuStarted = cpuSeconds()
let started = ContinuousClock.now
let stems = StemCache()
let documents = Mutex<[SearchDocument?]>(Array(repeating: nil, count: articles.count))
DispatchQueue.concurrentPerform(iterations: articles.count) { index in
    let (title, headings, body, code) = articles[index]
    let metadata = SearchDocument.Metadata(
        title: title, url: "/post-\(index)/", date: "", displayDate: "", tags: [], summary: "")
    let document = SearchDocument(metadata: metadata, headings: headings, body: body, code: code, stems: stems)
    documents.withLock { $0[index] = document }
}
let files = SearchIndexFiles(documents: documents.withLock { $0.compactMap { $0 } }, basePath: "/", stemmerURL: nil).files()
// Written as `diary build` writes (FileSystem.write): plain writes, no fsync.
var folders = Set<String>()
for file in files {
    let path = output + "/" + file.path
    let folder = String(path[..<path.lastIndex(of: "/")!])
    if folders.insert(folder).inserted { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    let handle = fopen(path, "wb")!
    // files() hands the document files over inflated; written compressed, as the build writes them.
    let bytes = file.path.hasSuffix(".gz") ? Gzip.compress(Array(file.contents.utf8)) : Array(file.contents.utf8)
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
    fclose(handle)
}
let elapsed = ContinuousClock.now - started
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
print(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, cpuSeconds() - cpuStarted,
    Double(usage.ru_maxrss) / 1024)
"""


def bench_inputs(content):
    """Each article's title, headings, prose and code, split from the Markdown the simple way."""
    articles = []
    for name in sorted(os.listdir(content)):
        if not name.endswith(".md"):
            continue
        text = open(os.path.join(content, name), encoding="utf-8").read()
        front, _, body = text.partition("\n---\n") if text.startswith("---\n") else ("", "", text)
        title = next((line.split(":", 1)[1].strip().strip('"') for line in front.splitlines()
                      if line.startswith("title:")), name)
        prose, code, headings, fenced = [], [], [], False
        for line in body.splitlines():
            if line.startswith("```"):
                fenced = not fenced
            elif fenced:
                code.append(line)
            else:
                prose.append(line)
                if line.startswith("#"):
                    headings.append(line.lstrip("# "))
        articles.append({"title": title, "headings": headings, "body": "\n".join(prose), "code": "\n".join(code)})
    return articles


def our_index_seconds(content):
    folder = os.path.join(WORK, "index-bench")
    os.makedirs(folder, exist_ok=True)
    search = os.path.join(ROOT, "Sources", "DiarySearch")
    stemming = os.path.join(ROOT, "Sources", "Stemming")
    sources = [os.path.join(search, name) for name in sorted(os.listdir(search)) if name.endswith(".swift")]
    main = os.path.join(folder, "main.swift")
    open(main, "w").write(BENCH_MAIN)
    binary = os.path.join(folder, "search-index-bench")
    stem_sources = [os.path.join(stemming, name) for name in sorted(os.listdir(stemming)) if name.endswith(".swift")]
    run(["swiftc", "-O", "-wmo", "-parse-as-library", "-module-name", "Stemming", "-emit-module", "-emit-module-path",
         os.path.join(folder, "Stemming.swiftmodule"), "-emit-library", "-static", "-o",
         os.path.join(folder, "libStemming.a")] + stem_sources)
    run(["swiftc", "-O", "-wmo", "-module-name", "SearchIndexBench", "-I", folder, "-I",
         os.path.join(ROOT, "Sources", "CZlib"), "-L", folder, "-lStemming", "-lz"]
        + sources + [main, "-o", binary])
    inputs = os.path.join(folder, "inputs.json")
    json.dump(bench_inputs(content), open(inputs, "w"), ensure_ascii=False)
    timings = []
    for _ in range(3):
        output = os.path.join(folder, "out")
        shutil.rmtree(output, ignore_errors=True)
        wall, cpu, megabytes = run([binary, inputs, output]).stdout.split()
        timings.append((float(wall), float(cpu), float(megabytes)))
    return min(timings)


def sizes(folder, paths):
    raw = packed = 0
    for path in paths:
        full = os.path.join(folder, path)
        files = [full] if os.path.isfile(full) else [
            os.path.join(directory, name) for directory, _, names in os.walk(full) for name in names]
        for file in files:
            data = open(file, "rb").read()
            raw += len(data)
            already = file.endswith((".pagefind", ".gz")) or ".pf_" in file
            packed += len(data) if already else len(gzip.compress(data, 6))
    return raw, packed


def folder_bytes(folder):
    """Every byte of a built site (its search index included)."""
    return sum(os.path.getsize(os.path.join(directory, name)) for directory, _, names in os.walk(folder) for name in names)


def pagefind_data(folder):
    return [name for name in os.listdir(os.path.join(folder, "pagefind"))
            if not name.startswith("pagefind-") or name == "pagefind-entry.json"]


# Runs one engine in node with fetch answered from the site folder, counting the bytes; prints JSON:
# {"results": [[url…] per query], "bytes": raw, "gzip": as served, "files": n}.
NODE_HARNESS = r"""
const fs = require("fs"), path = require("path"), zlib = require("zlib");
const [engine, site, queriesJSON] = process.argv.slice(2);
const queries = JSON.parse(queriesJSON);
let bytes = 0, packed = 0, files = 0;
globalThis.fetch = async function (url) {
  const file = path.join(site, decodeURIComponent(new URL(url, "http://site/").pathname));
  const data = fs.readFileSync(file);
  bytes += data.length; files += 1;
  const already = file.endsWith(".pagefind") || file.endsWith(".gz") || file.includes(".pf_");
  packed += already ? data.length : zlib.gzipSync(data).length;
  const body = data.buffer.slice(data.byteOffset, data.byteOffset + data.length);
  return { ok: true, status: 200, arrayBuffer: async () => body, json: async () => JSON.parse(data.toString("utf8")),
           text: async () => data.toString("utf8") };
};
async function ours() {
  // search.js loads the stemmer through the site's WebAssembly loader, as on a page.
  for (const script of ["js/wasm.js", "js/search.js"]) {
    require("vm").runInThisContext(fs.readFileSync(path.join(site, script), "utf8"));
  }
  const query = globalThis.diarySearch("/search-index.json");
  const results = [];
  for (const text of queries) results.push((await query(text)).loaded.map((r) => r.doc.url));
  return results;
}
async function pagefind() {
  const module = await import(path.join(site, "pagefind", "pagefind.js"));
  await module.options({ basePath: "/pagefind/" });
  await module.init();
  const results = [];
  for (const text of queries) {
    const found = await module.search(text);
    const data = await Promise.all(found.results.slice(0, 5).map((r) => r.data()));
    results.push(data.map((d) => d.url));
  }
  return results;
}
(engine === "ours" ? ours() : pagefind()).then((results) => {
  console.log(JSON.stringify({ results, bytes, gzip: packed, files }));
}).catch((error) => { console.error(error); process.exit(1); });
"""


def node_run(engine, site, queries):
    harness = os.path.join(WORK, "harness.cjs")
    open(harness, "w").write(NODE_HARNESS)
    return json.loads(run(["node", harness, engine, site, json.dumps(queries)]).stdout)


def words(text):
    """Lowercased words, ё folded to е, as both engines fold them; an identifier also gives its
    camel-case parts (`DragGesture`: draggesture, drag, gesture)."""
    found = []
    for word in re.findall(r"\w+", text):
        parts = re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+|[^\W\d_a-zA-Z]+", word)
        for part in [word] + (parts if len(parts) > 1 else []):
            found.append(part.lower().replace("ё", "е"))
    return found


def page_text(site, url):
    """The visible text of an article's page: its <main>, tags dropped, entities decoded."""
    page = open(os.path.join(site, url.strip("/"), "index.html"), encoding="utf-8").read()
    main = re.search(r"<main\b.*?</main>", page, re.S)
    body = re.sub(r"<(script|style|svg)\b.*?</\1>", " ", main.group(0) if main else page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def snowball_stems(words_to_stem):
    """Stems of `words_to_stem` by PyPI's snowballstemmer (scripts/stemmer-oracle.py), by word."""
    unique = sorted(set(words_to_stem))
    folder = os.path.join(WORK, "oracle")
    os.makedirs(folder, exist_ok=True)
    source, target = os.path.join(folder, "in.txt"), os.path.join(folder, "out.txt")
    with open(source, "w", encoding="utf-8") as file:
        for word in unique:
            file.write(("ru" if re.search("[а-я]", word) else "en") + "\t" + word + "\n")
    run([sys.executable, os.path.join(ROOT, "scripts", "stemmer-oracle.py"), source, target])
    return dict(zip(unique, open(target, encoding="utf-8").read().split("\n")))


def article_urls(site):
    """The URL of every article in the site's search index (search/doc/N.json.gz: a few articles each)."""
    folder = os.path.join(site, "search", "doc")
    return {document["url"] for name in os.listdir(folder)
            for document in json.load(gzip.open(os.path.join(folder, name), "rt", encoding="utf-8")) if document}


def matching(bundled, queries):
    """For each query, the set of article URLs whose text holds every query word in some form: a
    word with the same Snowball stem, or a word the query word begins (a reader still typing).
    Pagefind falls back to any word the query starts with («до» for «докер»): such hits are listed
    apart, not required of us."""
    articles = {url: set(words(page_text(bundled, url))) for url in article_urls(bundled)}
    query_words = {query: words(query) for query in queries}
    stems = snowball_stems([w for ws in articles.values() for w in ws] + [w for ws in query_words.values() for w in ws])
    article_stems = {url: {stems[w] for w in ws} for url, ws in articles.items()}
    result = {}
    for query, ws in query_words.items():
        result[query] = {
            url for url in articles
            if all(stems[w] in article_stems[url] or any(a.startswith(w) for a in articles[url]) for w in ws)}
    return result


def quality(ours_site, pagefind_site, article_urls):
    mine = node_run("ours", ours_site, QUERIES)["results"]
    theirs = node_run("pagefind", pagefind_site, QUERIES)["results"]
    relevant = matching(ours_site, QUERIES)
    rows = []
    for query, ours, reference in zip(QUERIES, mine, theirs):
        reference = [url for url in reference if url in article_urls]
        rows.append({"query": query, "ours": ours, "pagefind": reference,
                     "missing": [url for url in reference if url not in ours and url in relevant[query]],
                     "pagefind without every word": [url for url in reference if url not in relevant[query]]})
    return rows


def measure(articles=1000):
    """Every number of the comparison, as a dict."""
    os.makedirs(WORK, exist_ok=True)
    corpus = os.path.join(WORK, f"corpus-{articles}")
    if not os.path.isdir(corpus):
        run([sys.executable, CORPUS_SCRIPT, str(articles), corpus])
    site = os.path.join(WORK, f"site-{articles}")
    build_site(corpus, site)
    pagefind_site, pagefind_seconds, pagefind_mb = pagefind_index(site)
    ours_seconds = our_index_seconds(corpus)
    ours_size = sizes(site, ["search-index.json", "search", "js/stemmer.wasm"])
    theirs_size = sizes(pagefind_site, [os.path.join("pagefind", name) for name in pagefind_data(pagefind_site)])
    downloads = {}
    for label, text in [("one word", ONE_WORD), ("three words", THREE_WORDS)]:
        downloads[label] = {"ours": node_run("ours", site, [text]), "pagefind": node_run("pagefind", pagefind_site, [text])}
    cold = [{"query": text, "ours": node_run("ours", site, [text]), "pagefind": node_run("pagefind", pagefind_site, [text])}
            for text in TEN_QUERIES]
    site_bytes = {"ours": folder_bytes(site), "pagefind": folder_bytes(pagefind_site)}

    bundled = os.path.join(WORK, "bundled")
    build_site(os.path.join(ROOT, "Content"), bundled)
    bundled_pagefind, _, _ = pagefind_index(bundled)
    rows = quality(bundled, bundled_pagefind, article_urls(bundled))
    return {
        "articles": articles,
        "index seconds": {"ours": ours_seconds, "pagefind": pagefind_seconds, "pagefind peak MB": pagefind_mb},
        "index bytes": {"ours": ours_size, "pagefind": theirs_size},
        "downloads": downloads,
        "cold queries": cold,
        "site bytes": site_bytes,
        "quality": rows,
    }


def table(result):
    seconds = result["index seconds"]
    size = result["index bytes"]
    lines = [
        f"Search vs Pagefind, {result['articles']} articles", "",
        "| | ours | Pagefind | ratio |", "| --- | ---: | ---: | ---: |",
        f"| index build, s wall | {seconds['ours'][0]:.3f} | {seconds['pagefind'][0]:.2f} | {seconds['ours'][0] / seconds['pagefind'][0]:.3f} |",
        f"| index build, s CPU | {seconds['ours'][1]:.3f} | {seconds['pagefind'][1]:.2f} | {seconds['ours'][1] / seconds['pagefind'][1]:.3f} |",
        f"| peak memory, MB | {seconds['ours'][2]:.0f} | {seconds['pagefind peak MB']:.0f} | "
        f"{seconds['ours'][2] / seconds['pagefind peak MB']:.2f} |",
        f"| index size, KB (gzip) | {size['ours'][0] / 1024:.0f} ({size['ours'][1] / 1024:.0f}) | "
        f"{size['pagefind'][0] / 1024:.0f} ({size['pagefind'][1] / 1024:.0f}) | {size['ours'][1] / size['pagefind'][1]:.2f} |",
    ]
    for label, runs in result["downloads"].items():
        ours, theirs = runs["ours"], runs["pagefind"]
        lines.append(
            f"| downloaded, {label}, KB gzip (raw, files) | {ours['gzip'] / 1024:.1f} ({ours['bytes'] / 1024:.0f}, {ours['files']}) | "
            f"{theirs['gzip'] / 1024:.1f} ({theirs['bytes'] / 1024:.0f}, {theirs['files']}) | {ours['gzip'] / theirs['gzip']:.2f} |")
    whole = result["site bytes"]
    lines.append(f"| index share of the site's bytes | {size['ours'][0] / whole['ours']:.1%} of {whole['ours'] / 2**20:.0f} MB | "
                 f"{size['pagefind'][0] / whole['pagefind']:.1%} of {whole['pagefind'] / 2**20:.0f} MB | |")
    lines += ["", "Each query on a cold cache: KB gzip as served (raw KB), requests", "",
              "| query | ours | Pagefind | ours, results | Pagefind, results |", "| --- | ---: | ---: | ---: | ---: |"]
    for row in result["cold queries"]:
        ours, theirs = row["ours"], row["pagefind"]
        lines.append(
            f"| {row['query']} | {ours['gzip'] / 1024:.1f} ({ours['bytes'] / 1024:.0f}), {ours['files']} | "
            f"{theirs['gzip'] / 1024:.1f} ({theirs['bytes'] / 1024:.0f}), {theirs['files']} | "
            f"{len(ours['results'][0])} | {len(theirs['results'][0])} |")
    rows = result["quality"]
    passed = sum(1 for row in rows if not row["missing"])
    lines += ["", f"Quality: {passed} of {len(rows)} queries: our top 5 holds every article of Pagefind's top 5 "
              "that contains the query's words (same Snowball stem, or a word the query begins)."]
    for row in rows:
        if row["missing"]:
            lines.append(f"- «{row['query']}»: missing {', '.join(row['missing'])} (ours: {', '.join(row['ours'])})")
    for row in rows:
        if row["pagefind without every word"]:
            lines.append(f"- Pagefind's «{row['query']}» also lists {len(row['pagefind without every word'])} article(s) "
                         f"without every query word: {', '.join(row['pagefind without every word'])}")
    return "\n".join(lines)


def main():
    arguments = sys.argv[1:]
    articles = int(arguments[arguments.index("--articles") + 1]) if "--articles" in arguments else 1000
    result = measure(articles)
    print(table(result))
    if "--json" in arguments:
        json.dump(result, open(arguments[arguments.index("--json") + 1], "w"), ensure_ascii=False, indent=2)


if __name__ == "__main__":
    main()
