#!/usr/bin/env python3
"""Benchmarks `diary build` against Hugo and the cmark-gfm CLI on one corpus.

    Benchmarks/run.py                       1,000 and 10,000 articles, 5 repetitions
    Benchmarks/run.py --sizes 1000 -r 3     other sizes or repetitions
    Benchmarks/run.py --scaling             diary at 1k, 2k, 4k and 8k articles
    Benchmarks/run.py --smoke               50 articles, 1 repetition (CI)
    Benchmarks/run.py --large               diary at 10,000 and 100,000 articles: peak RSS, cost per article
    Benchmarks/run.py --prepare --sizes N   build and generate only; print the commands
    Benchmarks/run.py --markdown FILE.json  the saved figures as Markdown tables

The corpora come from `../shared/bench/make-corpus.py` (unmodified, one seed)
and are cached under `.build/bench-corpus/`. Tools run alternately, run by
run, after one warm-up run each that is reported apart; each run's wall time,
CPU time (user and system) and peak RSS come from `os.wait4`, with the load
average just before it. The medians with min and max, the ratios against the
targets of the performance issue and every single run are printed and saved
as JSON. A tool that fails is reported with the first lines of its error, and
the exit status is 1.

Besides full builds, diary is timed after edits to a copy of the corpus built
once with the cache: one article's prose (`diary-incremental`), the site's
title in `site.yaml` (`diary-title-edit`), a Mustache comment in the base
template (`diary-template-comment`) and a change to the base template that
every page shows (`diary-template-change`). The floors are cmark-gfm on the
whole corpus in one process (`cmark-gfm`), cmark-gfm on all cores (the corpus
in as many parts as diary uses threads, run at once: `cmark-gfm-cores`), and a
read-parse-write floor (`floor-rpw`: every file read, parsed by libcmark-gfm
and written as its own HTML file, on as many threads; `Benchmarks/floor.c`,
compiled on first use).

Standard library only.
"""

import argparse
import json
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
CORPUS_SCRIPT = ROOT.parent / "shared" / "bench" / "make-corpus.py"
CACHE = ROOT / ".build" / "bench-corpus"
WORK = ROOT / ".build" / "bench-out"
DEFAULT_SEED = 20240601
GFM_EXTENSIONS = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
# Hugo 0.111 highlights fenced code with Chroma by default. This environment
# override of `markup.highlight.codeFences` turns that off and nothing else
# (`--config config.toml,extra.toml` would also drop the site's title).
HUGO_PLAIN_ENVIRONMENT = {"HUGO_MARKUP_HIGHLIGHT_CODEFENCES": "false"}
# diary draws no sharing cards (one rsvg-convert process per article, which no peer and no floor
# does): the benchmark times the generator, as it did before the cards.
DIARY_ENVIRONMENT = {"DIARY_RSVG_CONVERT": ""}
ERROR_LINES = 12
# Outputs of earlier runs wait here (under the work folder) to be deleted after the last run.
TRASH = "set-aside"
# How long ext4 without a journal keeps freshly freed inodes from being handed out (see set_aside).
INODE_SETTLING_S = 31
# The incremental builds' output folders built once in this benchmark (see primed_edit).
PRIMED = set()
# diary's tools timed after an edit to a copy of the corpus built with the cache, and the edit.
EDIT_TOOLS = ["diary-incremental", "diary-title-edit", "diary-template-comment", "diary-template-change"]
ALL_TOOLS = ["diary", *EDIT_TOOLS, "hugo", "hugo-plain", "cmark-gfm", "cmark-gfm-cores", "floor-rpw"]
FLOOR_SOURCE = Path(__file__).resolve().parent / "floor.c"
FLOOR_BINARY = ROOT / ".build" / "bench-floor"
# How many threads diary builds with (its default: every core), and so how many parts the floors use.
THREADS = os.cpu_count() or 1

# The performance issue's targets, as (name, numerator, denominator, limit, smallest size it is
# set for). The edit's target is "one article of 10,000": at smaller sizes the ratio is printed
# for information only (a fixed cost weighs more against a smaller full build).
RATIO_TARGETS = [
    ("diary after a one-article edit / full build", "diary-incremental", "diary", 0.05, 10000),
    ("diary after a site.yaml title edit / full build", "diary-title-edit", "diary", 0.3, 10000),
    ("diary after a template comment / full build", "diary-template-comment", "diary", 0.15, 10000),
    ("diary after a change to every page / full build", "diary-template-change", "diary", 0.6, 10000),
    ("diary / cmark-gfm on all cores (wall)", "diary", "cmark-gfm-cores", 1.5, 0),
    ("diary / cmark-gfm on all cores (CPU)", "diary", "cmark-gfm-cores", 2.0, 0),
    ("diary / read-parse-write floor (wall)", "diary", "floor-rpw", None, 0),
    ("diary / cmark-gfm in one process (wall)", "diary", "cmark-gfm", None, 0),
    ("diary / hugo with highlighting (wall)", "diary", "hugo", 0.15, 0),
    ("diary / hugo without highlighting (wall)", "diary", "hugo-plain", 1.0, 0),
]
PEAK_RSS_LIMIT_MB = 200
# Issue 35 item 5: at 100,000 articles (`--large`) the peak RSS stays within 400 MB and the time
# per article within 10 % of 10,000 articles' (the sizes between are printed for information).
LARGE_SIZE = 100000
LARGE_PEAK_RSS_LIMIT_MB = 400
PER_ARTICLE_BASE_SIZE = 10000
PER_ARTICLE_GROWTH_LIMIT = 1.10
CPU_PER_WALL_MIN = 1.7
DOUBLING_LIMIT = 2.1


# MARK: Tools


def log(message):
    print(message, file=sys.stderr, flush=True)


def ensure_debian_package(command, package):
    """Installs `package` with apt-get when `command` is missing; returns its path or None."""
    if shutil.which(command):
        return shutil.which(command)
    log(f"{command} is missing; installing the Debian package {package}")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for step in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", package]):
        if subprocess.run(sudo + step, env=environment).returncode != 0:
            log(f"could not install {package}; {command} is left out")
            return None
    return shutil.which(command)


def build_diary(configuration):
    """Builds `diary` (`release` or `debug`) and returns the binary's path."""
    log(f"swift build -c {configuration} --product diary")
    subprocess.run(["swift", "build", "-c", configuration, "--product", "diary"], cwd=ROOT, check=True)
    bin_path = subprocess.run(
        ["swift", "build", "-c", configuration, "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    return str(Path(bin_path) / "diary")


def version_of(command):
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unknown ({error})"
    return (result.stdout or result.stderr).strip().splitlines()[0] if (result.stdout or result.stderr) else ""


# MARK: Corpora


def corpus(size, seed, hugo_layout):
    """The corpus folder for `size` articles, generated once per seed, size and layout."""
    name = f"{'hugo' if hugo_layout else 'flat'}-{size}"
    folder = CACHE / f"seed-{seed}" / name
    summary = folder.with_name(name + ".summary")
    if folder.is_dir() and summary.is_file():
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    partial = folder.with_name(name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.parent.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, str(CORPUS_SCRIPT), str(size), str(partial), "--seed", str(seed)]
    if hugo_layout:
        command.append("--hugo")
    log(" ".join(command))
    line = subprocess.run(command, check=True, capture_output=True, text=True).stdout.strip()
    partial.rename(folder)
    summary.write_text(line + "\n")
    return folder


def articles_in(folder):
    return sorted(entry.name for entry in os.scandir(folder) if entry.name.endswith(".md"))


# MARK: Runs


class Job(NamedTuple):
    """One tool's command line for one corpus."""

    command: list
    output_folder: Path
    cwd: Path = None
    stdout_path: Path = None
    environment: dict = None
    # Run before each timed run instead of emptying the output folder (the incremental build).
    prepare: object = None


def run_once(job):
    """Runs `job` once into an empty output folder (or after its `prepare`); returns wall, CPU,
    peak RSS and errors."""
    command, output_folder, cwd, stdout_path, environment, prepare = job
    if prepare is not None:
        prepare()
    else:
        set_aside(output_folder)
    output_folder.parent.mkdir(parents=True, exist_ok=True)
    if stdout_path is not None:
        output_folder.mkdir()
    stderr_path = output_folder.with_name(output_folder.name + ".stderr")
    load_before = os.getloadavg()[0]
    with open(stdout_path or os.devnull, "wb") as stdout, open(stderr_path, "wb") as stderr:
        started = time.perf_counter()
        process = subprocess.Popen(
            command, cwd=cwd, stdout=stdout, stderr=stderr, env=dict(os.environ, **(environment or {})))
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    run = {
        "wall_s": round(wall, 4),
        "cpu_s": round(usage.ru_utime + usage.ru_stime, 4),
        "user_s": round(usage.ru_utime, 4),
        "sys_s": round(usage.ru_stime, 4),
        "peak_rss_mb": round(usage.ru_maxrss / 1024, 1),
        "exit_status": process.returncode,
        "load_average_before": round(load_before, 2),
    }
    if process.returncode != 0:
        text = stderr_path.read_text(errors="replace").strip().splitlines()
        ending = (f"killed by {signal.Signals(-process.returncode).name}" if process.returncode < 0
                  else f"exit status {process.returncode}")
        run["error"] = "\n".join(text[:ERROR_LINES] + [f"({ending})"])
    else:
        run["output_files"] = sum(len(files) for _, _, files in os.walk(output_folder))
    return run


def set_aside(folder):
    """Moves the last run's output out of the way (a rename, instant) instead of deleting it.

    Deleting tens of thousands of files just before a run slows that run: ext4 without a journal
    (this machine's file system) does not hand out inodes freed in the last 30 seconds (5 minutes
    while their table block is unwritten) and reads a block for each one it skips, so every new
    file costs more the more were just deleted. The set-aside folders are deleted once, after the
    last run (``clear_trash``).
    """
    if folder.exists():
        trash = folder.parent.parent / TRASH
        trash.mkdir(parents=True, exist_ok=True)
        folder.rename(trash / f"{folder.parent.name}-{folder.name}-{time.time_ns()}")


def clear_trash(work, settle):
    """Deletes the outputs `set_aside` kept; with `settle`, then waits until freshly freed
    inodes no longer slow the file system (before the first run)."""
    trash = work / TRASH
    if not trash.exists():
        return
    log(f"deleting earlier outputs in {trash}")
    shutil.rmtree(trash, ignore_errors=True)
    os.sync()
    if settle:
        log(f"waiting {INODE_SETTLING_S} s for the freed inodes to settle")
        time.sleep(INODE_SETTLING_S)


def tool_jobs(tools, diary, size, seed, work):
    """The job of each tool for `size` articles, by tool name."""
    flat_tools = {"diary", "cmark-gfm", "cmark-gfm-cores", "floor-rpw", *EDIT_TOOLS}
    flat = corpus(size, seed, hugo_layout=False) if flat_tools & set(tools) else None
    hugo_site = corpus(size, seed, hugo_layout=True) if {"hugo", "hugo-plain"} & set(tools) else None
    out = work / str(size)
    jobs = {}
    public = ["--public", str(ROOT / "Public")]
    site_files = ["--base-url", "http://127.0.0.1/", "--templates", str(ROOT / "Templates"), *public]
    if "diary" in tools:
        # A full build: nothing reused from earlier runs.
        jobs["diary"] = Job(
            [diary, "build", "--content", str(flat), "--output", str(out / "diary"), "--no-cache", *site_files],
            out / "diary", environment=DIARY_ENVIRONMENT)
    for tool in EDIT_TOOLS:
        if tool not in tools:
            continue
        # Each edit has its own copy of the corpus, templates, cache and site.
        content = out / f"{tool}-content-{seed}"
        templates = out / f"{tool}-templates"
        command = [diary, "build", "--content", str(content), "--output", str(out / tool),
                   "--cache", str(out / f"{tool}-cache"), "--base-url", "http://127.0.0.1/",
                   "--templates", str(templates), *public]
        edit = EDITS[tool]
        jobs[tool] = Job(command, out / tool, environment=DIARY_ENVIRONMENT,
                         prepare=lambda edit=edit, content=content, templates=templates, command=command, tool=tool:
                         primed_edit(flat, content, templates, command, out / tool, edit))
    hugo = ["hugo", "--source", str(hugo_site), "--quiet", "--noBuildLock", "--destination"]
    if "hugo" in tools:
        jobs["hugo"] = Job(hugo + [str(out / "hugo")], out / "hugo")
    if "hugo-plain" in tools:
        jobs["hugo-plain"] = Job(hugo + [str(out / "hugo-plain")], out / "hugo-plain",
                                 environment=HUGO_PLAIN_ENVIRONMENT)
    extensions = [flag for name in GFM_EXTENSIONS for flag in ("--extension", name)]
    if "cmark-gfm" in tools:
        # All articles in one process (cmark-gfm concatenates its inputs): the one-core floor.
        jobs["cmark-gfm"] = Job(["cmark-gfm", *extensions, *articles_in(flat)], out / "cmark-gfm",
                                cwd=flat, stdout_path=out / "cmark-gfm" / "all.html")
    if "cmark-gfm-cores" in tools:
        # The corpus in THREADS parts, one cmark-gfm each, all at once; `sh` waits for them, so
        # `wait4` on it gives their CPU time too.
        lists = write_part_lists(flat, out, THREADS)
        script = " ".join(f'xargs -a "{path}" cmark-gfm {" ".join(extensions)} > "$1/part-{index}.html" &'
                          for index, path in enumerate(lists)) + " wait"
        jobs["cmark-gfm-cores"] = Job(["sh", "-c", script, "sh", str(out / "cmark-gfm-cores")],
                                      out / "cmark-gfm-cores", cwd=flat, stdout_path=Path(os.devnull))
    if "floor-rpw" in tools:
        jobs["floor-rpw"] = Job([str(FLOOR_BINARY), str(THREADS), str(flat), str(out / "floor-rpw")],
                                out / "floor-rpw", stdout_path=Path(os.devnull))
    return jobs


def write_part_lists(flat, out, parts):
    """The corpus's article names in `parts` lists of about equal size, one file each; their paths."""
    names = articles_in(flat)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for index in range(parts):
        path = out / f"cmark-gfm-part-{index}.txt"
        path.write_text("".join(name + "\n" for name in names[index::parts]))
        paths.append(path)
    return paths


def build_floor():
    """Compiles the read-parse-write floor against Debian's libcmark-gfm; its path, or None."""
    if FLOOR_BINARY.exists() and FLOOR_BINARY.stat().st_mtime >= FLOOR_SOURCE.stat().st_mtime:
        return FLOOR_BINARY
    FLOOR_BINARY.parent.mkdir(parents=True, exist_ok=True)
    command = ["cc", "-O2", "-o", str(FLOOR_BINARY), str(FLOOR_SOURCE), "-lcmark-gfm-extensions", "-lcmark-gfm",
               "-lpthread"]
    log(" ".join(command))
    if subprocess.run(command).returncode != 0:
        log("could not compile the read-parse-write floor (libcmark-gfm-dev); floor-rpw is left out")
        return None
    return FLOOR_BINARY


def edit_one_article(content, templates):
    """One article's prose changed, differently each time."""
    article = content / articles_in(content)[len(articles_in(content)) // 2]
    text = article.read_text()
    stamp = f"\n\nEdited at {time.time_ns()}.\n"
    marker = "\n\nEdited at "
    article.write_text((text.split(marker)[0] if marker in text else text) + stamp)


def edit_title(content, templates):
    """The site's title in `site.yaml`, different each time."""
    (content / "site.yaml").write_text(f'title: "Synthetic Diary {time.time_ns()}"\n')


def edit_base_template(templates, text):
    """The base template with `text` before `</body>`, in place of the last edit's."""
    base = templates / "base.mustache"
    start, end = "\n<!--edit-->", "<!--/edit-->"
    original = re.sub(re.escape(start) + ".*?" + re.escape(end), "", base.read_text(), flags=re.DOTALL)
    head, tail = original.rsplit("</body>", 1)
    base.write_text(head + start + text + end + "</body>" + tail)


def edit_template_comment(content, templates):
    """A Mustache comment in the base template, different each time: no page's bytes change."""
    edit_base_template(templates, f"{{{{! edited at {time.time_ns()} }}}}")


def edit_template_everywhere(content, templates):
    """A visible change to the base template, different each time: every page's bytes change."""
    edit_base_template(templates, f"<!-- edited at {time.time_ns()} -->")


EDITS = {
    "diary-incremental": edit_one_article,
    "diary-title-edit": edit_title,
    "diary-template-comment": edit_template_comment,
    "diary-template-change": edit_template_everywhere,
}


def primed_edit(corpus_folder, content, templates, command, output, edit):
    """Before a timed build after an edit: a copy of the corpus and of the templates built with
    the cache once per benchmark (not timed: a new `diary` renders everything again), then
    `edit` made to them.

    After that first build the benchmark waits for the inodes it freed to settle (see
    `set_aside`): an author's edit follows builds that replaced few files, not a whole site."""
    if not content.exists():
        shutil.copytree(corpus_folder, content)
        (content / "site.yaml").write_text('title: "Synthetic Diary"\n')
    if not templates.exists():
        shutil.copytree(ROOT / "Templates", templates)
    if output not in PRIMED:
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=dict(os.environ, **DIARY_ENVIRONMENT))
        PRIMED.add(output)
        os.sync()
        log(f"waiting {INODE_SETTLING_S} s for the inodes the first build of {output.name} freed to settle")
        time.sleep(INODE_SETTLING_S)
    edit(content, templates)


def measure(sizes, tools, repetitions, diary, seed, work, after_each_run):
    """Runs every tool on every size its number of `repetitions`, rotating the order run by run.

    `after_each_run` gets the results so far, so an interrupted benchmark keeps what it measured.
    """
    plan = {size: tool_jobs(tools, diary, size, seed, work) for size in sizes}
    runs = {size: {tool: [] for tool in plan[size]} for size in sizes}
    warmups = {size: {} for size in sizes}
    # One warm-up run of each tool first (caches, the page cache, the edits' primed sites),
    # reported apart and left out of the medians.
    for size in sizes:
        for tool, job in plan[size].items():
            run = run_once(job)
            warmups[size][tool] = run
            outcome = f"{run['wall_s']:.2f} s" if "error" not in run else "FAILED"
            log(f"[warm-up] {size:>6} {tool:<22} {outcome}  (load {run['load_average_before']})")
    for repetition in range(max(repetitions.values())):
        slots = [(size, tool) for size in sizes if repetition < repetitions[size] for tool in plan[size]]
        shift = repetition % len(slots)
        for size, tool in slots[shift:] + slots[:shift]:
            run = run_once(plan[size][tool])
            runs[size][tool].append(run)
            outcome = f"{run['wall_s']:.2f} s" if "error" not in run else "FAILED"
            log(f"[{repetition + 1}/{repetitions[size]}] {size:>6} {tool:<22} {outcome}  "
                f"(load {run['load_average_before']})")
            after_each_run(summarised(runs, warmups))
    return summarised(runs, warmups)


def summarised(runs, warmups=None):
    return {size: {tool: summarise(tool_runs, (warmups or {}).get(size, {}).get(tool))
                   for tool, tool_runs in by_tool.items() if tool_runs}
            for size, by_tool in runs.items()}


def summarise(runs, warmup=None):
    good = [run for run in runs if "error" not in run]
    summary = {"runs": runs}
    if warmup is not None:
        summary["warmup"] = warmup
    if good:
        keys = ("wall_s", "cpu_s", "user_s", "sys_s", "peak_rss_mb")
        summary["median"] = {key: round(statistics.median(run[key] for run in good), 4) for key in keys}
        summary["min"] = {key: min(run[key] for run in good) for key in keys}
        summary["max"] = {key: max(run[key] for run in good) for key in keys}
        summary["load_average_before"] = [run["load_average_before"] for run in runs]
        summary["median"]["cpu_per_wall"] = round(summary["median"]["cpu_s"] / summary["median"]["wall_s"], 2)
    failed = [run for run in runs if "error" in run]
    if failed:
        summary["error"] = failed[0]["error"]
    return summary


# MARK: Verdicts


def verdicts(results):
    """Every target of the issue that these results can judge, with its measured value."""
    checks = []
    for size, by_tool in results.items():
        diary = by_tool.get("diary", {}).get("median")
        if diary is None:
            continue
        for name, numerator, denominator, limit, from_size in RATIO_TARGETS:
            top = by_tool.get(numerator, {}).get("median")
            other = by_tool.get(denominator, {}).get("median")
            if top and other:
                measure_key = "cpu_s" if name.endswith("(CPU)") else "wall_s"
                value = top[measure_key] / other[measure_key]
                is_target = limit is not None and int(size) >= from_size
                wording = ("info" if limit is None else f"<= {limit}" if is_target
                           else f"info ({limit} at {from_size:,})")
                checks.append({"size": size, "target": name, "value": round(value, 3), "limit": wording,
                               "met": value <= limit if is_target else None,
                               "cpu_value": round(top["cpu_s"] / other["cpu_s"], 3)})
        for tool in EDIT_TOOLS[1:]:
            edit = by_tool.get(tool, {}).get("median")
            if edit:
                checks.append({"size": size, "target": f"{tool} sys / user CPU", "limit": "< 1",
                               "value": round(edit["sys_s"] / max(edit["user_s"], 1e-9), 3),
                               "met": edit["sys_s"] < edit["user_s"]})
        rss_limit = (PEAK_RSS_LIMIT_MB if int(size) <= PER_ARTICLE_BASE_SIZE
                     else LARGE_PEAK_RSS_LIMIT_MB if int(size) >= LARGE_SIZE else None)
        checks.append({"size": size, "target": "diary peak RSS (MB)", "value": diary["peak_rss_mb"],
                       "limit": f"<= {rss_limit}" if rss_limit else "info",
                       "met": diary["peak_rss_mb"] <= rss_limit if rss_limit else None})
        checks.append({"size": size, "target": "diary CPU / wall", "value": diary["cpu_per_wall"],
                       "limit": f">= {CPU_PER_WALL_MIN}", "met": diary["cpu_per_wall"] >= CPU_PER_WALL_MIN})
    return checks


def per_article_growth(results, tool="diary"):
    """Time per article at each size above 10,000 against 10,000's (wall; CPU beside it): the
    100,000-article target of ``--large``, information at the sizes between."""
    base = results.get(PER_ARTICLE_BASE_SIZE, {}).get(tool, {}).get("median")
    if not base:
        return []
    checks = []
    for size, by_tool in sorted(results.items()):
        median = by_tool.get(tool, {}).get("median")
        if int(size) <= PER_ARTICLE_BASE_SIZE or not median:
            continue
        scale = PER_ARTICLE_BASE_SIZE / int(size)
        value = median["wall_s"] * scale / base["wall_s"]
        is_target = int(size) >= LARGE_SIZE
        checks.append({"size": size, "target": f"{tool} time per article, {size} / {PER_ARTICLE_BASE_SIZE} articles",
                       "value": round(value, 3),
                       "limit": f"<= {PER_ARTICLE_GROWTH_LIMIT}" if is_target else "info",
                       "met": value <= PER_ARTICLE_GROWTH_LIMIT if is_target else None,
                       "cpu_value": round(median["cpu_s"] * scale / base["cpu_s"], 3),
                       "ms_per_article": round(median["wall_s"] * 1000 / int(size), 3)})
    return checks


def doublings(results, tool="diary"):
    """Time ratios between consecutive sizes that double, for the linear-cost target.

    The CPU-time ratio is given too: on a shared machine it is steadier than wall time.
    """
    timed = sorted((size, by_tool[tool]["median"]) for size, by_tool in results.items()
                   if by_tool.get(tool, {}).get("median"))
    checks = []
    for (small, small_median), (large, large_median) in zip(timed, timed[1:]):
        if large == 2 * small:
            value = large_median["wall_s"] / small_median["wall_s"]
            checks.append({"size": large, "target": f"{tool} time {large} / {small} articles",
                           "value": round(value, 3), "limit": f"<= {DOUBLING_LIMIT}",
                           "met": value <= DOUBLING_LIMIT,
                           "cpu_value": round(large_median["cpu_s"] / small_median["cpu_s"], 3)})
    return checks


# MARK: Report


def print_report(results, checks):
    print("\nMedians, with [min-max] of the timed runs; the warm-up run apart; load = load average "
          "before each timed run.")
    print(f"\n{'articles':>8}  {'tool':<22} {'wall s':>20} {'CPU s':>8} {'user s':>8} {'sys s':>7} "
          f"{'peak MB':>8}  {'warm-up':>7}  runs  load")
    for size, by_tool in results.items():
        for tool, summary in by_tool.items():
            ok = sum("error" not in run for run in summary["runs"])
            median = summary.get("median")
            warmup = summary.get("warmup", {}).get("wall_s")
            warm = f"{warmup:>7.2f}" if warmup is not None else f"{'-':>7}"
            if median:
                spread = f"{median['wall_s']:.2f} [{summary['min']['wall_s']:.2f}-{summary['max']['wall_s']:.2f}]"
                load = " ".join(f"{value:.1f}" for value in summary["load_average_before"])
                print(f"{size:>8}  {tool:<22} {spread:>20} {median['cpu_s']:>8.2f} {median['user_s']:>8.2f} "
                      f"{median['sys_s']:>7.2f} {median['peak_rss_mb']:>8.1f}  {warm}  {ok}/{len(summary['runs'])}"
                      f"   {load}")
            else:
                print(f"{size:>8}  {tool:<22} {'failed':>20}{'':>36}  {warm}  0/{len(summary['runs'])}")
    for size, by_tool in results.items():
        for tool, summary in by_tool.items():
            if "error" in summary:
                print(f"\n{tool} failed at {size} articles:\n  " + summary["error"].replace("\n", "\n  "))
    if checks:
        print(f"\n{'articles':>8}  {'target':<50} {'value':>8}  {'limit':<7} met  (same ratio of CPU time)")
        for check in checks:
            cpu = f"  ({check['cpu_value']})" if "cpu_value" in check else ""
            print(f"{check['size']:>8}  {check['target']:<50} {check['value']:>8}  {check['limit']:<7} "
                  f"{verdict_word(check['met']):<3}{cpu}")


def verdict_word(met):
    """`yes`, `NO`, or `-` for a figure given for information (not a target at that size)."""
    return "-" if met is None else "yes" if met else "NO"


def markdown_tables(paths):
    """The medians and target verdicts of saved JSON files as Markdown tables, for the README."""
    rows = ["| Articles | Tool | Wall (s) | CPU (s) | User (s) | Sys (s) | CPU / wall | Peak RSS (MB) | Runs |",
            "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    targets = ["| Articles | Target | Limit | Wall-time value | CPU-time value | Met |",
               "| ---: | --- | --- | ---: | ---: | --- |"]
    for path in paths:
        report = json.loads(Path(path).read_text())
        for size, by_tool in report["results"].items():
            for tool, summary in by_tool.items():
                median = summary.get("median")
                runs = f"{sum('error' not in run for run in summary['runs'])}/{len(summary['runs'])}"
                if median:
                    rows.append(f"| {int(size):,} | {tool} | {median['wall_s']:.2f} | {median['cpu_s']:.2f} | "
                                f"{median.get('user_s', 0):.2f} | {median.get('sys_s', 0):.2f} | "
                                f"{median['cpu_per_wall']:.2f} | {median['peak_rss_mb']:.0f} | {runs} |")
                else:
                    rows.append(f"| {int(size):,} | {tool} | failed | | | | | | {runs} |")
        for check in report["targets"]:
            targets.append(f"| {int(check['size']):,} | {check['target']} | {check['limit']} | {check['value']} | "
                           f"{check.get('cpu_value', '')} | {verdict_word(check['met']).lower()} |")
    return "\n".join(rows) + "\n\n" + "\n".join(targets)


def command_lines(jobs):
    """The jobs as shell-like text, cmark-gfm's thousands of file names shortened."""
    lines = {}
    for tool, job in jobs.items():
        command = [part for part in job.command if not part.endswith(".md")]
        if tool == "cmark-gfm":
            command += ["post-*.md", ">", "all.html"]
        if tool == "cmark-gfm-cores":
            command = ["sh", "-c", f"'{command[2]}'", "sh", command[4]]
        prefix = " ".join(f"{key}={value}" for key, value in (job.environment or {}).items())
        lines[tool] = (prefix + " " if prefix else "") + " ".join(command)
    return lines


def machine():
    return {
        "cpus": os.cpu_count(),
        "kernel": platform.release(),
        "python": platform.python_version(),
        "load_average_at_start": [round(value, 2) for value in os.getloadavg()],
    }


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000", help="article counts, comma-separated (default 1000,10000)")
    parser.add_argument("-r", "--repetitions", default="5",
                        help="timed runs of each tool per size (default 5); one number, or one per size: 5,1")
    parser.add_argument("--scaling", action="store_true", help="diary only, at 1000, 2000, 4000 and 8000 articles")
    parser.add_argument("--smoke", action="store_true", help="50 articles, 1 repetition: checks the benchmark works")
    parser.add_argument("--large", action="store_true",
                        help="diary only, at 10,000 and 100,000 articles, 3 and 1 runs: peak RSS and time per article "
                             "(generating the 100,000-article corpus the first time takes long)")
    parser.add_argument("--tools", help="comma-separated subset of " + ",".join(ALL_TOOLS))
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help=f"corpus seed (default {DEFAULT_SEED})")
    parser.add_argument("--diary", help="use this diary binary instead of building one")
    parser.add_argument("--configuration", choices=["release", "debug"], default="release",
                        help="how to build diary (default release; debug reuses the test build, for --smoke in CI)")
    parser.add_argument("--output", default="results.json", help="JSON file to write (default results.json)")
    parser.add_argument("--markdown", nargs="+", metavar="JSON",
                        help="print the saved results of these JSON files as Markdown tables and stop")
    parser.add_argument("--prepare", action="store_true",
                        help="only build diary and the corpora, then print each tool's command line (for profiling)")
    arguments = parser.parse_args()
    if arguments.smoke:
        arguments.sizes, arguments.repetitions = "50", 1
    elif arguments.large:
        if arguments.sizes == parser.get_default("sizes"):
            arguments.sizes = f"{PER_ARTICLE_BASE_SIZE},{LARGE_SIZE}"
        if arguments.repetitions == parser.get_default("repetitions"):
            # Three runs of the smallest size, one of each larger.
            arguments.repetitions = ",".join(["3"] + ["1"] * (len(arguments.sizes.split(",")) - 1))
        arguments.tools = arguments.tools or "diary"
    elif arguments.scaling:
        arguments.sizes = "1000,2000,4000,8000"
        arguments.tools = arguments.tools or "diary"
    arguments.sizes = [int(size) for size in arguments.sizes.split(",")]
    counts = [int(count) for count in str(arguments.repetitions).split(",")]
    if len(counts) not in (1, len(arguments.sizes)):
        parser.error("give one repetition count, or one per size")
    arguments.repetitions = dict(zip(arguments.sizes, counts * len(arguments.sizes) if len(counts) == 1 else counts))
    arguments.tools = (arguments.tools or ",".join(ALL_TOOLS)).split(",")
    unknown = set(arguments.tools) - set(ALL_TOOLS)
    if unknown or min(arguments.repetitions.values()) < 1 or min(arguments.sizes) < 1:
        parser.error(f"unknown tools {sorted(unknown)}" if unknown else "sizes and repetitions must be positive")
    return arguments


def main():
    arguments = parse_arguments()
    if arguments.markdown:
        print(markdown_tables(arguments.markdown))
        return
    # Sites go under WORK/<name of the JSON file>/, so two benchmarks can run at once.
    work = WORK / Path(arguments.output).stem
    if not CORPUS_SCRIPT.is_file():
        sys.exit(f"error: the corpus generator {CORPUS_SCRIPT} is missing")
    tools = list(arguments.tools)
    for command, package, names in (("hugo", "hugo", ("hugo", "hugo-plain")),
                                    ("cmark-gfm", "cmark-gfm", ("cmark-gfm", "cmark-gfm-cores"))):
        if set(names) & set(tools) and ensure_debian_package(command, package) is None:
            tools = [tool for tool in tools if tool not in names]
    if "floor-rpw" in tools and build_floor() is None:
        tools.remove("floor-rpw")
    diary = arguments.diary or (build_diary(arguments.configuration)
                                if {"diary", *EDIT_TOOLS} & set(tools) else None)
    if arguments.prepare:
        for size in arguments.sizes:
            for tool, line in command_lines(tool_jobs(tools, diary, size, arguments.seed, work)).items():
                print(f"{size} {tool}: {line}")
        return
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    report = {
        "seed": arguments.seed,
        "repetitions": {str(size): count for size, count in arguments.repetitions.items()},
        "commit": commit.stdout.strip(),
        "diary_configuration": "given binary" if arguments.diary else arguments.configuration,
        "machine": machine(),
        "threads": THREADS,
        "versions": {
            "hugo": version_of(["hugo", "version"]) if {"hugo", "hugo-plain"} & set(tools) else None,
            "cmark-gfm": version_of(["cmark-gfm", "--version"]) if "cmark-gfm" in tools else None,
        },
        "commands": command_lines(tool_jobs(tools, diary, arguments.sizes[0], arguments.seed, work)),
    }

    def save(results):
        report["results"] = {str(size): by_tool for size, by_tool in results.items()}
        report["targets"] = verdicts(results) + doublings(results) + per_article_growth(results)
        report["machine"]["load_average_at_end"] = [round(value, 2) for value in os.getloadavg()]
        Path(arguments.output).write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")

    for size in arguments.sizes:
        for job in tool_jobs(tools, diary, size, arguments.seed, work).values():
            if job.prepare is None:
                set_aside(job.output_folder)
    clear_trash(work, settle=True)
    results = measure(arguments.sizes, tools, arguments.repetitions, diary, arguments.seed, work, save)
    save(results)
    clear_trash(work, settle=False)
    print_report(results, report["targets"])
    print(f"\nsaved {arguments.output}")
    failed = any("error" in summary for by_tool in results.values() for summary in by_tool.values())
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
