#!/usr/bin/env python3
"""Times diary's full build beside Jekyll, Pelican, MkDocs-material and Hugo on one corpus.

    Benchmarks/peers.py                     1,000 articles, 3 timed runs each
    Benchmarks/peers.py --size 500 -r 5     another size or count of runs
    Benchmarks/peers.py --tools diary,jekyll

The corpus is `run.py`'s (`../shared/bench/make-corpus.py`, the same seed, cached under
`.build/bench-corpus/`). Each peer gets the same articles laid out as it expects, made once
under `.build/bench-peers/` and not timed:

- Jekyll (the Debian package, installed with apt-get when missing): `_posts/DATE-post-N.md`
  with the corpus's front matter, one post layout and an index of every post; Kramdown with
  GFM and Rouge highlighting, as it comes; the disk cache off, so every run is a full build.
- Pelican and MkDocs-material (from PyPI, in the benchmark-only venv `.build/peers-venv`):
  Pelican's own metadata lines (`Title:`, `Date:`, `Tags:`, `Summary:`) before the same body,
  its default theme, Pygments highlighting; MkDocs with the corpus files as they are under
  `docs/`, the material theme, its search plugin and Pygments highlighting
  (`pymdownx.highlight`, `pymdownx.superfences`).
- Hugo, only when it is installed (`make bench` installs it): `run.py`'s Hugo site.

A peer that is missing and cannot be installed is skipped with one line saying so. Every tool
runs once as a warm-up (reported apart), then the tools take turns, run by run, the order
rotated each time; wall time, CPU time and peak RSS come from `os.wait4`, with the load average
before each run. Medians with min and max are printed with diary's time as a fraction of each
peer's (wall and CPU), and saved as JSON.

Standard library only (the peers themselves aside).
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402  (the benchmark's corpus, runs and diary build)

ROOT = run.ROOT
WORK = ROOT / ".build" / "bench-peers"
VENV = ROOT / ".build" / "peers-venv"
PYPI_PACKAGES = ["pelican", "markdown", "mkdocs-material"]
ALL_TOOLS = ["diary", "jekyll", "pelican", "mkdocs-material", "hugo"]

JEKYLL_CONFIG = """\
title: Synthetic Diary
markdown: kramdown
kramdown:
  input: GFM
defaults:
  - scope: {path: ""}
    values: {layout: post}
"""
JEKYLL_POST = """\
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ page.title }} | {{ site.title }}</title>
<meta name="description" content="{{ page.summary | strip_html }}"></head>
<body><header><a href="{{ '/' | relative_url }}">{{ site.title }}</a></header>
<main><article><h1>{{ page.title }}</h1>
<p><time datetime="{{ page.date | date_to_xmlschema }}">{{ page.date | date: "%-d %B %Y" }}</time></p>
<ul class="tags">{% for tag in page.tags %}<li>{{ tag }}</li>{% endfor %}</ul>
{{ content }}
</article></main></body></html>
"""
JEKYLL_INDEX = """\
---
layout: null
---
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ site.title }}</title></head>
<body><h1>{{ site.title }}</h1><ul class="posts">
{% for post in site.posts %}<li><a href="{{ post.url | relative_url }}">{{ post.title }}</a>
<time>{{ post.date | date: "%Y-%m-%d" }}</time><br>{{ post.summary }}</li>
{% endfor %}</ul></body></html>
"""
PELICAN_CONFIG = """\
SITENAME = "Synthetic Diary"
SITEURL = ""
PATH = "content"
TIMEZONE = "UTC"
DEFAULT_LANG = "en"
DEFAULT_PAGINATION = False
RELATIVE_URLS = True
"""
MKDOCS_CONFIG = """\
site_name: Synthetic Diary
theme:
  name: material
plugins:
  - search
markdown_extensions:
  - tables
  - pymdownx.highlight
  - pymdownx.superfences
"""


# MARK: Peers


def front_matter(text):
    """The article's YAML front matter as a dictionary of raw values, and its body."""
    _, head, body = text.split("---\n", 2)
    fields = {}
    for line in head.splitlines():
        key, _, value = line.partition(": ")
        fields[key] = value
    return fields, body


def unquoted(value):
    return json.loads(value) if value.startswith(("\"", "[")) else value


def jekyll_site(flat, size):
    site = WORK / f"jekyll-{size}"
    if (site / ".complete").exists():
        return site
    shutil.rmtree(site, ignore_errors=True)
    (site / "_posts").mkdir(parents=True)
    (site / "_layouts").mkdir()
    (site / "_config.yml").write_text(JEKYLL_CONFIG)
    (site / "_layouts" / "post.html").write_text(JEKYLL_POST)
    (site / "index.html").write_text(JEKYLL_INDEX)
    for name in run.articles_in(flat):
        text = (flat / name).read_text()
        date = front_matter(text)[0]["date"][:10]
        (site / "_posts" / f"{date}-{name}").write_text(text)
    (site / ".complete").write_text("")
    return site


def pelican_site(flat, size):
    site = WORK / f"pelican-{size}"
    if (site / ".complete").exists():
        return site
    shutil.rmtree(site, ignore_errors=True)
    (site / "content").mkdir(parents=True)
    (site / "pelicanconf.py").write_text(PELICAN_CONFIG)
    for name in run.articles_in(flat):
        fields, body = front_matter((flat / name).read_text())
        metadata = (f"Title: {unquoted(fields['title'])}\nDate: {fields['date'].replace('T', ' ').rstrip('Z')}\n"
                    f"Tags: {', '.join(unquoted(fields['tags']))}\nSummary: {unquoted(fields['summary'])}\n\n")
        (site / "content" / name).write_text(metadata + body)
    (site / ".complete").write_text("")
    return site


def mkdocs_site(flat, size):
    site = WORK / f"mkdocs-{size}"
    if (site / ".complete").exists():
        return site
    shutil.rmtree(site, ignore_errors=True)
    (site / "docs").mkdir(parents=True)
    (site / "mkdocs.yml").write_text(MKDOCS_CONFIG)
    (site / "docs" / "index.md").write_text("# Synthetic Diary\n")
    for name in run.articles_in(flat):
        shutil.copyfile(flat / name, site / "docs" / name)
    (site / ".complete").write_text("")
    return site


def venv_tool(name):
    """`name` from the benchmark-only venv, installing the PyPI peers into it once; None when that
    fails."""
    binary = VENV / "bin" / name
    if binary.exists():
        return binary
    run.log(f"installing {', '.join(PYPI_PACKAGES)} from PyPI into {VENV}")
    if not (VENV / "bin" / "pip").exists() and subprocess.run([sys.executable, "-m", "venv", str(VENV)]).returncode:
        return None
    install = [str(VENV / "bin" / "pip"), "install", "-q", "--disable-pip-version-check", *PYPI_PACKAGES]
    if subprocess.run(install).returncode != 0:
        return None
    return binary if binary.exists() else None


def peer_jobs(tools, size, seed, diary=None):
    """Each available tool's job, and one line for each tool skipped."""
    flat = run.corpus(size, seed, hugo_layout=False)
    out = WORK / "out" / str(size)
    jobs, skipped = {}, []
    if "diary" in tools:
        diary = diary or run.build_diary("release")
        jobs["diary"] = run.tool_jobs(["diary"], diary, size, seed, WORK / "out")["diary"]
    if "jekyll" in tools:
        if run.ensure_debian_package("jekyll", "jekyll") is None:
            skipped.append("jekyll: skipped, the Debian package jekyll could not be installed")
        else:
            site = jekyll_site(flat, size)
            jobs["jekyll"] = run.Job(
                ["jekyll", "build", "--quiet", "--disable-disk-cache", "--source", str(site),
                 "--destination", str(out / "jekyll")], out / "jekyll")
    for tool, binary, make_site, command in (
            ("pelican", "pelican", pelican_site,
             lambda site, target: ["content", "--settings", "pelicanconf.py", "--output", str(target), "--quiet"]),
            ("mkdocs-material", "mkdocs", mkdocs_site,
             lambda site, target: ["build", "--quiet", "--site-dir", str(target)])):
        if tool not in tools:
            continue
        path = venv_tool(binary)
        if path is None:
            skipped.append(f"{tool}: skipped, {', '.join(PYPI_PACKAGES)} could not be installed from PyPI into {VENV}")
            continue
        site = make_site(flat, size)
        jobs[tool] = run.Job([str(path), *command(site, out / tool)], out / tool, cwd=site)
    if "hugo" in tools:
        if shutil.which("hugo") is None:
            skipped.append("hugo: skipped, not installed (make bench installs the Debian package)")
        else:
            jobs["hugo"] = run.tool_jobs(["hugo"], None, size, seed, WORK / "out")["hugo"]
    return jobs, skipped


# MARK: Runs and report


def measure(jobs, repetitions, after_each_run):
    """One warm-up run of each job, then `repetitions` runs of each, the order rotated;
    `after_each_run` gets the results so far, so an interrupted benchmark keeps what it measured."""
    warmups, runs = {}, {tool: [] for tool in jobs}
    for tool, job in jobs.items():
        warmups[tool] = run.run_once(job)
        run.log(f"[warm-up] {tool:<16} {outcome(warmups[tool])}  (load {warmups[tool]['load_average_before']})")
    tools = list(jobs)
    for repetition in range(repetitions):
        shift = repetition % len(tools)
        for tool in tools[shift:] + tools[:shift]:
            result = run.run_once(jobs[tool])
            runs[tool].append(result)
            run.log(f"[{repetition + 1}/{repetitions}] {tool:<16} {outcome(result)}  "
                    f"(load {result['load_average_before']})")
            after_each_run({tool: run.summarise(runs[tool], warmups[tool]) for tool in jobs if runs[tool]})
    return {tool: run.summarise(runs[tool], warmups[tool]) for tool in jobs}


def outcome(result):
    return f"{result['wall_s']:.2f} s" if "error" not in result else "FAILED"


def ratios(results):
    """diary's median wall and CPU time as a fraction of each peer's."""
    diary = results.get("diary", {}).get("median")
    return {tool: {"wall": round(diary["wall_s"] / summary["median"]["wall_s"], 4),
                   "cpu": round(diary["cpu_s"] / summary["median"]["cpu_s"], 4)}
            for tool, summary in results.items()
            if diary and tool != "diary" and summary.get("median")} if diary else {}


def print_report(size, results, skipped, fractions):
    print(f"\n{size:,} articles: medians of the timed runs [min-max]; load = load average before each run.")
    print(f"\n{'tool':<16} {'wall s':>20} {'CPU s':>8} {'user s':>8} {'sys s':>7} {'peak MB':>8} "
          f"{'diary/tool wall':>16} {'CPU':>7}  {'warm-up':>7}  load")
    for tool, summary in results.items():
        median = summary.get("median")
        warm = summary.get("warmup", {}).get("wall_s")
        if not median:
            print(f"{tool:<16} {'failed':>20}")
            continue
        spread = f"{median['wall_s']:.2f} [{summary['min']['wall_s']:.2f}-{summary['max']['wall_s']:.2f}]"
        fraction = fractions.get(tool)
        wall = f"{fraction['wall']:.3f}" if fraction else "-"
        cpu = f"{fraction['cpu']:.3f}" if fraction else "-"
        load = " ".join(f"{value:.1f}" for value in summary["load_average_before"])
        print(f"{tool:<16} {spread:>20} {median['cpu_s']:>8.2f} {median['user_s']:>8.2f} {median['sys_s']:>7.2f} "
              f"{median['peak_rss_mb']:>8.1f} {wall:>16} {cpu:>7}  {warm:>7.2f}  {load}")
    for line in skipped:
        print(line)
    for tool, summary in results.items():
        if "error" in summary:
            print(f"\n{tool} failed:\n  " + summary["error"].replace("\n", "\n  "))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=1000, help="articles (default 1000)")
    parser.add_argument("-r", "--repetitions", type=int, default=3, help="timed runs of each tool (default 3)")
    parser.add_argument("--tools", default=",".join(ALL_TOOLS), help="comma-separated subset of " + ",".join(ALL_TOOLS))
    parser.add_argument("--seed", type=int, default=run.DEFAULT_SEED, help=f"corpus seed (default {run.DEFAULT_SEED})")
    parser.add_argument("--output", default="Benchmarks/results-peers.json", help="JSON file to write")
    parser.add_argument("--diary", help="use this diary binary instead of building a release one")
    arguments = parser.parse_args()
    tools = arguments.tools.split(",")
    unknown = set(tools) - set(ALL_TOOLS)
    if unknown or arguments.repetitions < 1 or arguments.size < 1:
        parser.error(f"unknown tools {sorted(unknown)}" if unknown else "size and repetitions must be positive")
    if not run.CORPUS_SCRIPT.is_file():
        sys.exit(f"error: the corpus generator {run.CORPUS_SCRIPT} is missing")
    jobs, skipped = peer_jobs(tools, arguments.size, arguments.seed, arguments.diary)
    for line in skipped:
        run.log(line)
    if not jobs:
        sys.exit("error: no tool to run")
    for job in jobs.values():
        run.set_aside(job.output_folder)
    run.clear_trash(WORK / "out", settle=False)
    report = {
        "size": arguments.size, "seed": arguments.seed, "repetitions": arguments.repetitions,
        "commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                 text=True).stdout.strip(),
        "machine": run.machine(),
        "versions": {tool: run.version_of(command) for tool, command in (
            ("jekyll", ["jekyll", "--version"]), ("pelican", [str(VENV / "bin" / "pelican"), "--version"]),
            ("mkdocs-material", [str(VENV / "bin" / "python"), "-c", "import importlib.metadata as m; "
                                 "print('mkdocs-material', m.version('mkdocs-material'))"]),
            ("hugo", ["hugo", "version"])) if tool in jobs},
        "commands": {tool: " ".join(job.command) for tool, job in jobs.items()},
        "skipped": skipped,
    }

    def save(results):
        report["results"] = results
        report["diary_fraction_of_peer"] = ratios(results)
        report["machine"]["load_average_at_end"] = [round(value, 2) for value in os.getloadavg()]
        Path(arguments.output).write_text(json.dumps(report, indent=2) + "\n")

    results = measure(jobs, arguments.repetitions, save)
    save(results)
    run.clear_trash(WORK / "out", settle=False)
    print_report(arguments.size, results, skipped, ratios(results))
    print(f"\nsaved {arguments.output}")
    sys.exit(1 if any("error" in summary for summary in results.values()) else 0)


if __name__ == "__main__":
    main()
