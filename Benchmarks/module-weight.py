#!/usr/bin/env python3
"""Where the bytes of a sample module's `.wasm` go, by function, grouped.

Usage:
    Benchmarks/module-weight.py NAMED.wasm BUILD_SOURCES [--top 30]

NAMED.wasm is a module linked like `diary` links it but without `wasm-ld --strip-all` (and
optimised with `wasm-opt -Oz --debuginfo`, which keeps the name section), so every function
keeps its mangled Swift name. BUILD_SOURCES is the `sources/` folder of the module's build
folder (`diary` keeps it in the `--wasm-cache`): its `DiaryUI/DiaryUI-<Folder>_<File>.swift`
files map DiaryUI's types to their folders, the module's own `*.extracted.swift` names the
sample's types, the module's other files are glue.

It prints the code bytes per group (DiaryUI folder, sample code, glue, standard library split
into String/Unicode and the rest, the C shim), then cross-cutting totals (generic
specialisations, `ViewBuilder.buildBlock` closures, outlined copies of view values), then the
largest functions, demangled with the toolchain's `swift-demangle`.
"""

import argparse
import collections
import re
import shutil
import subprocess
from pathlib import Path

DECLARATION = re.compile(
    r'^\s*(?:(?:public|private|fileprivate|internal|final|indirect)\s+)*(?:struct|class|enum|protocol|actor)\s+'
    r'([A-Za-z_]\w*)', re.MULTILINE)
PREFIX = re.compile(
    r'^(specialized |partial apply for |closure #\d+ in |implicit closure #\d+ in |static |protocol witness for '
    r'|outlined [a-z ]+ of |one-time initialization function for |merged |reabstraction thunk helper from '
    r'|function signature specialization <[^>]*> of )')
STRING = re.compile(r'String|Unicode|Character|UTF|_NFC|Breadcrumb|Substring|Smol')


def leb(data: bytes, index: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[index]
        index += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, index


def functions(wasm: bytes) -> list[tuple[int, str]]:
    """(body bytes, name) of every function the module defines."""
    index, imports, bodies, names = 8, 0, [], {}
    while index < len(wasm):
        section = wasm[index]
        size, start = leb(wasm, index + 1)
        end = start + size
        if section == 2:
            count, at = leb(wasm, start)
            for _ in range(count):
                for _ in range(2):
                    length, at = leb(wasm, at)
                    at += length
                kind = wasm[at]
                at += 1
                if kind == 0:
                    imports += 1
                    _, at = leb(wasm, at)
                elif kind in (1, 2):
                    at += 1 if kind == 1 else 0
                    flags = wasm[at]
                    _, at = leb(wasm, at + 1)
                    if flags & 1:
                        _, at = leb(wasm, at)
                else:
                    at += 2
        elif section == 10:
            count, at = leb(wasm, start)
            for _ in range(count):
                length, body = leb(wasm, at)
                bodies.append(body + length - at)
                at = body + length
        elif section == 0:
            length, at = leb(wasm, start)
            if wasm[at:at + length] == b'name':
                at += length
                while at < end:
                    kind = wasm[at]
                    length, at = leb(wasm, at + 1)
                    if kind == 1:
                        count, entry = leb(wasm, at)
                        for _ in range(count):
                            number, entry = leb(wasm, entry)
                            size_of_name, entry = leb(wasm, entry)
                            names[number] = wasm[entry:entry + size_of_name].decode('utf-8', 'replace')
                            entry += size_of_name
                    at += length
        index = end
    return [(size, names.get(imports + number, f'f{imports + number}')) for number, size in enumerate(bodies)]


def demangled(names: list[str]) -> list[str]:
    tool = shutil.which('swift-demangle') or str(Path(shutil.which('swiftc') or 'swiftc').with_name('swift-demangle'))
    output = subprocess.run([tool, '--compact', '--simplified'], input='\n'.join(names), capture_output=True,
                            text=True, check=True).stdout
    return output.split('\n')[:len(names)]


def subject(name: str) -> str:
    """The type or function a demangled name is about, its prefixes removed."""
    conformance = re.search(r' in conformance (\w+)', name)
    while (shorter := PREFIX.sub('', name)) != name:
        name = shorter
    match = re.match(r'\w+', name)
    if conformance and name.startswith('protocol'):
        return conformance.group(1)
    return match.group(0) if match else name


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('wasm', type=Path)
    parser.add_argument('sources', type=Path)
    parser.add_argument('--top', type=int, default=30)
    arguments = parser.parse_args()

    kinds: dict[str, str] = {}
    for file in sorted(arguments.sources.glob('*/*.swift')):
        module = file.parent.name
        if module == 'DiaryUI':
            group = 'DiaryUI ' + file.name.removeprefix('DiaryUI-').split('_')[0] + '/'
        elif module == 'WasmWireFormat':
            group = 'glue'
        else:
            group = 'sample code' if file.name.endswith('.extracted.swift') else 'glue'
        for declared in DECLARATION.findall(file.read_text(encoding='utf-8')):
            kinds.setdefault(declared, group)

    rows = functions(arguments.wasm.read_bytes())
    readable = demangled([name for _, name in rows])
    groups, counts, cross = collections.Counter(), collections.Counter(), collections.Counter()
    for (size, mangled), name in zip(rows, readable):
        about = subject(name)
        if mangled.startswith(('$es', '$eS')):
            group = 'stdlib: String/Unicode' if STRING.search(name) else 'stdlib: collections, hashing, numbers'
        elif not mangled.startswith('$e'):
            group = 'glue' if mangled.startswith(('diary_', 'doctest')) else 'C shim and libc'
        else:
            group = kinds.get(about, 'DiaryUI (free functions)' if about in (
                'renderPreviews', 'makeOutputs', 'makeStack', 'concatenated', 'withStateScope') else 'other')
        groups[group] += size
        counts[group] += 1
        if name.startswith('specialized') or ' specialized ' in name[:40]:
            cross['generic specialisations'] += size
        if 'ViewBuilder.buildBlock' in name:
            cross['ViewBuilder.buildBlock closures'] += size
        if name.startswith('outlined'):
            cross['outlined copies and destroys'] += size
        if '_makeView' in name:
            cross['_makeView, every copy'] += size

    total = sum(groups.values())
    print(f'{total} bytes of code in {len(rows)} functions ({arguments.wasm})')
    for group, size in groups.most_common():
        print(f'{size:8d} {100 * size / total:5.1f} %  {counts[group]:4d} functions  {group}')
    print('across the groups:')
    for label, size in cross.most_common():
        print(f'{size:8d} {100 * size / total:5.1f} %  {label}')
    print('largest functions:')
    for (size, _), name in sorted(zip(rows, readable), key=lambda row: -row[0][0])[:arguments.top]:
        print(f'{size:8d}  {name[:150]}')
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
