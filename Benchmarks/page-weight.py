#!/usr/bin/env python3
"""What each page of a built site weighs at load, gzipped.

Usage:
    Benchmarks/page-weight.py SITE_FOLDER [--budget 61440] [--without-fonts]
                              [--budget-after-run 153600] [--json RESULT.json]

Builds nothing: it reads a site `diary build` wrote and, for every HTML page, adds up the gzip
size (level 9, as a static host serves it) of what a browser fetches before the page is usable:

  - the page's HTML;
  - the stylesheets of its `<link rel="stylesheet">` and the scripts of its `<script src>`
    (deferred ones too: they run at load), each counted once per page;
  - the fonts the page needs at load: those of a `<link rel="preload" as="font">`, and those an
    `@font-face` of a loaded stylesheet declares for a family the page's inline SVG uses (the
    previews' `font-family="DiaryUI Sans"`); a bold face only when that SVG asks for bold.

Left out, as the browser fetches them later or on demand: images, scripts a page adds itself
after loading (`js/search.js`, which `js/theme.js` fetches when the page is idle or the field is
used), the search index, the sample modules' `.wasm` (fetched when a preview is near or pressed).

After Run (issue 35 item 6), a page also weighs the `.wasm` of every sample module it names
(`data-module="M"` on a preview or example figure: `wasm/M.wasm`, fetched when a preview is near
or Run is pressed) and `js/wasm.js` when the page did not load it already. `--without-fonts`
leaves the fonts out of both figures ("fonts aside").

It prints one line per page (bytes at load, bytes after Run, then the page), then the largest of
each and the largest module; with `--budget BYTES` it exits 1 when a page is over the budget at
load, with `--budget-after-run BYTES` when one is over it after Run.
"""

import argparse
import gzip
import json
import re
import sys
from pathlib import Path

LINK = re.compile(r'<link\b[^>]*>', re.IGNORECASE)
SCRIPT = re.compile(r'<script\b[^>]*\bsrc="([^"]+)"', re.IGNORECASE)
MODULE = re.compile(r'\bdata-module="([^"]+)"')
ATTRIBUTE = re.compile(r'([a-zA-Z-]+)="([^"]*)"')
FONT_FACE = re.compile(r'@font-face\s*{([^}]*)}', re.IGNORECASE)


def gzip_size(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=9, mtime=0))


def resolve(site: Path, page: Path, reference: str) -> Path | None:
    """The file a same-site reference on `page` names, or None for an outside one."""
    if re.match(r'^[a-z]+:', reference) or reference.startswith('//'):
        return None
    reference = reference.split('#')[0].split('?')[0]
    if reference.startswith('/'):
        # Served under a sub-path or at the root: try the longest suffix that exists.
        parts = reference.strip('/').split('/')
        for start in range(len(parts)):
            candidate = site.joinpath(*parts[start:])
            if candidate.is_file():
                return candidate
        return None
    candidate = (page.parent / reference).resolve()
    return candidate if candidate.is_file() else None


def fonts_at_load(css_file: Path, css: str, html: str) -> list[Path]:
    """The font files of `css`'s @font-face rules that `html` needs at load."""
    found = []
    for rule in FONT_FACE.findall(css):
        family = re.search(r'font-family:\s*"([^"]+)"', rule)
        source = re.search(r'url\("?([^")]+)"?\)', rule)
        weight = re.search(r'font-weight:\s*(\d+)', rule)
        if not family or not source:
            continue
        used = f'font-family="{family.group(1)}"' in html
        if used and weight and int(weight.group(1)) >= 600:
            used = re.search(r'font-weight="(bold|[6-9]00)"', html) is not None
        if used:
            font = (css_file.parent / source.group(1)).resolve()
            if font.is_file():
                found.append(font)
    return found


def page_weight(site: Path, page: Path, fonts: bool = True) -> tuple[int, list[str]]:
    html_bytes = page.read_bytes()
    html = html_bytes.decode('utf-8', errors='replace')
    files: list[Path] = []
    stylesheets: list[Path] = []
    for tag in LINK.findall(html):
        attributes = dict(ATTRIBUTE.findall(tag))
        relation = attributes.get('rel', '')
        target = resolve(site, page, attributes.get('href', ''))
        if target is None:
            continue
        if relation == 'stylesheet':
            stylesheets.append(target)
            files.append(target)
        elif relation == 'preload' and attributes.get('as') == 'font' and fonts:
            files.append(target)
    for source in SCRIPT.findall(html):
        target = resolve(site, page, source)
        if target is not None:
            files.append(target)
    for sheet in stylesheets if fonts else []:
        files += fonts_at_load(sheet, sheet.read_text(encoding='utf-8', errors='replace'), html)
    unique = list(dict.fromkeys(files))
    total = gzip_size(html_bytes) + sum(gzip_size(f.read_bytes()) for f in unique)
    return total, [str(f.relative_to(site)) for f in unique]


def modules_of(site: Path, page: Path) -> list[Path]:
    """The `.wasm` files of the sample modules `page` names (data-module), that the site has."""
    names = dict.fromkeys(MODULE.findall(page.read_text(encoding='utf-8', errors='replace')))
    return [site / 'wasm' / f'{name}.wasm' for name in names if (site / 'wasm' / f'{name}.wasm').is_file()]


def weight_after_run(site: Path, page: Path, at_load: int, loaded: list[str]) -> tuple[int, list[str]]:
    """`page`'s bytes once its live previews and Run have loaded their modules: `at_load` (of the
    files `loaded`) plus each module's `.wasm` and the loader if the page did not load it yet."""
    modules = modules_of(site, page)
    if not modules:
        return at_load, []
    extra = list(modules)
    loader = site / 'js' / 'wasm.js'
    if 'js/wasm.js' not in loaded and loader.is_file():
        extra.append(loader)
    return at_load + sum(gzip_size(f.read_bytes()) for f in extra), [str(f.relative_to(site)) for f in extra]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('site', type=Path, help='a folder `diary build` wrote')
    parser.add_argument('--budget', type=int, help='exit 1 when a page weighs more (bytes)')
    parser.add_argument('--json', type=Path, help='also write every page\'s figures here')
    parser.add_argument('--without-fonts', action='store_true', help='leave the fonts out ("fonts aside")')
    parser.add_argument('--budget-after-run', type=int,
                        help='exit 1 when a page with its modules weighs more (bytes)')
    arguments = parser.parse_args()
    site = arguments.site.resolve()
    pages = sorted(site.rglob('*.html'))
    if not pages:
        print(f'{site}: no HTML pages; build the site first (diary build)', file=sys.stderr)
        return 2
    weights = {}
    print(f'{"at load":>8}  {"after Run":>9}  page')
    for page in pages:
        total, files = page_weight(site, page, fonts=not arguments.without_fonts)
        after, extra = weight_after_run(site, page, total, files)
        weights[str(page.relative_to(site))] = {
            'gzip_bytes': total, 'files': files, 'gzip_bytes_after_run': after, 'files_after_run': extra}
        print(f'{total:8d}  {after:9d}  {page.relative_to(site)}')
    largest = max(weights.items(), key=lambda item: item[1]['gzip_bytes'])
    print(f'largest: {largest[1]["gzip_bytes"]} bytes ({largest[1]["gzip_bytes"] / 1024:.1f} KiB) {largest[0]}')
    heaviest = max(weights.items(), key=lambda item: item[1]['gzip_bytes_after_run'])
    after = heaviest[1]['gzip_bytes_after_run']
    print(f'largest after Run: {after} bytes ({after / 1024:.1f} KiB) {heaviest[0]}')
    modules = sorted((site / 'wasm').glob('*.wasm'))
    if modules:
        module = max(modules, key=lambda f: gzip_size(f.read_bytes()))
        size = gzip_size(module.read_bytes())
        print(f'largest module: {size} bytes ({size / 1024:.1f} KiB) {module.relative_to(site)}, '
              f'{module.stat().st_size} bytes uncompressed')
    if arguments.json:
        arguments.json.write_text(json.dumps(weights, indent=2, ensure_ascii=False) + '\n', encoding='utf-8')
    status = 0
    if arguments.budget is not None and largest[1]['gzip_bytes'] > arguments.budget:
        print(f'over the budget of {arguments.budget} bytes at load', file=sys.stderr)
        status = 1
    if arguments.budget_after_run is not None and after > arguments.budget_after_run:
        print(f'over the budget of {arguments.budget_after_run} bytes after Run: {heaviest[0]}', file=sys.stderr)
        status = 1
    return status


if __name__ == '__main__':
    sys.exit(main())
