#!/usr/bin/env python3
"""Generates DiaryUI's web fonts and text metrics from DejaVu Sans and DejaVu Sans Bold.

DiaryUI measures text with the advance widths of one open font, and the site draws the SVG text with the
same font, so what is measured is what is shown. The font, "DiaryUI Sans", has two real faces: regular
(400) and bold (700). This script reads DejaVu Sans and DejaVu Sans Bold (Debian's fonts-dejavu-core) and
writes:

  Public/fonts/DiaryUISans.woff2          the regular face, subset to the supported characters
  Public/fonts/DiaryUISans-Bold.woff2     the bold face, the same characters
  Sources/DiaryUI/Text/FontMetrics.swift  both faces' advance widths and their vertical metrics, read
                                          back from the two web fonts

Both faces cover one character set (CHARACTER_RANGES, PUNCTUATION). Layout features (kerning, ligatures)
are dropped from the web fonts so a browser advances exactly by the widths in the table.

With --check nothing is written: the script exits with status 1 when FontMetrics.swift differs from the
metrics of the committed web fonts, or when a web font differs from a fresh subset of its source (checked
only when the DejaVu fonts are installed). The fonts depend on the fontTools and brotli versions, so both
are pinned: run outside that environment, the script makes it (.build/font-tools-venv, from PyPI) and
reruns itself there. Exit status 3 means the environment could not be made; the message says why.

Usage (from the package root or anywhere):
    python3 Sources/DiaryUI/Text/generate-font-metrics.py [--check] [DEJAVU_FOLDER]
"""

import io
import os
import pathlib
import subprocess
import sys

FONT_TOOLS_VERSION = "4.68.0"
BROTLI_VERSION = "1.2.1"
PACKAGE_ROOT = pathlib.Path(__file__).resolve().parents[3]
VENV = PACKAGE_ROOT / ".build/font-tools-venv"
VENV_PYTHON = VENV / "bin/python3"
MARKER = VENV / f"fonttools-{FONT_TOOLS_VERSION}-brotli-{BROTLI_VERSION}"

SOURCE_FOLDER = "/usr/share/fonts/truetype/dejavu"
FAMILY_NAME = "DiaryUI Sans"
METRICS_FILE = PACKAGE_ROOT / "Sources/DiaryUI/Text/FontMetrics.swift"
FONTS_FOLDER = PACKAGE_ROOT / "Public/fonts"


class Face:
    """One face of DiaryUI Sans: its DejaVu source, its web font and its names."""

    def __init__(self, swift_name, source, style):
        self.swift_name = swift_name
        self.source = source
        self.style = style
        suffix = "-" + style if style else ""
        self.web_font = FONTS_FOLDER / f"DiaryUISans{suffix}.woff2"
        self.full_name = FAMILY_NAME + (" " + style if style else "")
        self.postscript_name = FAMILY_NAME.replace(" ", "") + suffix


FACES = [Face("regular", "DejaVuSans.ttf", ""), Face("bold", "DejaVuSans-Bold.ttf", "Bold")]

# Contiguous blocks get an array each; the punctuation list is stored as sorted pairs.
ASCII = (0x20, 0x7E)
LATIN1 = (0xA0, 0xFF)
CYRILLIC = (0x400, 0x45F)
PUNCTUATION = [
    0x2009, 0x200A, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E,
    0x2022, 0x2026, 0x202F, 0x2032, 0x2033, 0x2039, 0x203A, 0x20AC, 0x20BD, 0x2116, 0x2122, 0x2190, 0x2191,
    0x2192, 0x2193, 0x2212, 0x2248, 0x2260, 0x2264, 0x2265,
]
CHARACTER_RANGES = [ASCII, LATIN1, CYRILLIC]
BLOCKS = [("ascii", ASCII), ("latin1", LATIN1), ("cyrillic", CYRILLIC)]


def fail(message, status=3):
    sys.stderr.write("generate-font-metrics: " + message + "\n")
    sys.exit(status)


# MARK: The pinned environment


def ensure_environment():
    """Makes the virtual environment unless it already holds the pinned versions."""
    if MARKER.exists() and VENV_PYTHON.exists():
        return
    made = subprocess.run([sys.executable, "-m", "venv", "--clear", str(VENV)], capture_output=True, text=True)
    if made.returncode != 0:
        fail(
            f"cannot create a Python virtual environment at {VENV}:\n{made.stderr.strip()}\n"
            "On Debian or Ubuntu the venv module comes with: sudo apt-get install python3-venv"
        )
    pins = [f"fonttools=={FONT_TOOLS_VERSION}", f"brotli=={BROTLI_VERSION}"]
    installed = subprocess.run(
        [str(VENV_PYTHON), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"] + pins,
        capture_output=True, text=True,
    )
    if installed.returncode != 0:
        fail(f"cannot install {' '.join(pins)} from PyPI:\n{installed.stderr.strip()}")
    MARKER.touch()


# MARK: Web fonts


def codepoints():
    points = [cp for low, high in CHARACTER_RANGES for cp in range(low, high + 1)]
    return points + PUNCTUATION


def web_font_bytes(face, source_folder):
    """The subset of `face`'s DejaVu source as WOFF2 bytes."""
    from fontTools import subset

    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = []
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6]
    options.hinting = False
    options.desubroutinize = True
    # No layout tables (kerning, ligatures, math): glyphs advance exactly as measured. FFTM holds
    # FontForge timestamps the web font does not need.
    options.drop_tables += ["FFTM", "GDEF", "GPOS", "GSUB", "MATH"]
    font = subset.load_font(str(pathlib.Path(source_folder) / face.source), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codepoints())
    subsetter.subset(font)
    rename(font, face)
    output = io.BytesIO()
    subset.save_font(font, output, options)
    return output.getvalue()


def rename(font, face):
    """Gives the subset its own family name, as the Bitstream Vera licence asks of modified fonts."""
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 16):
            value = FAMILY_NAME
        elif record.nameID in (3, 4):
            value = face.full_name
        elif record.nameID == 6:
            value = face.postscript_name
        else:
            continue
        names.setName(value, record.nameID, record.platformID, record.platEncID, record.langID)


# MARK: Metrics


def swift_array(values, per_line=16, indent="            "):
    rows = []
    for start in range(0, len(values), per_line):
        rows.append(indent + ", ".join(str(v) for v in values[start:start + per_line]) + ",")
    return "\n".join(rows)


def face_advances(face, font):
    """The `FaceAdvances(...)` initialiser of one face's table."""
    cmap = font.getBestCmap()
    metrics = font["hmtx"]
    fallback = font["head"].unitsPerEm
    arguments = []
    for name, (low, high) in BLOCKS:
        values = [metrics[cmap[cp]][0] if cp in cmap else fallback for cp in range(low, high + 1)]
        arguments.append(f"        {name}: [\n{swift_array(values)}\n        ]")
    pairs = [f"({cp:#06x}, {metrics[cmap[cp]][0]})" for cp in PUNCTUATION if cp in cmap]
    others = "\n".join("            " + ", ".join(pairs[i:i + 6]) + "," for i in range(0, len(pairs), 6))
    arguments.append(f"        others: [\n{others}\n        ]")
    return (
        f"    /// Advances of the {face.swift_name} face ({face.web_font.name}), in font units.\n"
        f"    static let {face.swift_name} = FaceAdvances(\n" + ",\n".join(arguments) + "\n    )\n"
    )


def vertical_metrics(font):
    head, hhea = font["head"], font["hhea"]
    return (head.unitsPerEm, hhea.ascent, -hhea.descent, hhea.lineGap)


def metrics_text(fonts):
    """FontMetrics.swift for the web fonts `fonts`, one per face of FACES."""
    shared = {vertical_metrics(font) for font in fonts}
    if len(shared) != 1:
        fail("the faces' vertical metrics differ; FontMetrics holds one set: " + repr(shared), status=1)
    units, ascender, descender, line_gap = shared.pop()
    version = fonts[0]["name"].getDebugName(5)
    tables = "\n".join(face_advances(face, font) for face, font in zip(FACES, fonts))
    return f"""// Generated by generate-font-metrics.py from the web fonts in Public/fonts/, subsets of DejaVu Sans and
// DejaVu Sans Bold ({version}, Debian's fonts-dejavu-core). Do not edit: rerun the script.

/// Metrics of DiaryUI Sans, the font DiaryUI measures and draws text with: the vertical metrics its two faces
/// share, and each face's advance widths.
enum FontMetrics {{
    /// Font units per em.
    static let unitsPerEm: Double = {units}
    /// Height above the baseline, in font units (hhea ascender).
    static let ascender: Double = {ascender}
    /// Depth below the baseline, in font units (hhea descender, as a positive number).
    static let descender: Double = {descender}
    /// Extra space between lines, in font units (hhea line gap).
    static let lineGap: Double = {line_gap}
    /// The advance of characters outside the table: one em, about right for the CJK and emoji a browser
    /// would take from another font.
    static let fallbackAdvance: UInt16 = {units}

{tables}}}
"""


def committed_metrics_text():
    from fontTools.ttLib import TTFont

    return metrics_text([TTFont(str(face.web_font)) for face in FACES])


# MARK: Commands


def generate(source_folder):
    FONTS_FOLDER.mkdir(parents=True, exist_ok=True)
    for face in FACES:
        face.web_font.write_bytes(web_font_bytes(face, source_folder))
    METRICS_FILE.write_text(committed_metrics_text())
    written = [face.web_font for face in FACES] + [METRICS_FILE]
    print("wrote " + ", ".join(str(path.relative_to(PACKAGE_ROOT)) for path in written))


def check(source_folder):
    problems = []
    if METRICS_FILE.read_text() != committed_metrics_text():
        problems.append(f"{METRICS_FILE.relative_to(PACKAGE_ROOT)} differs from the metrics of the web fonts")
    for face in FACES:
        if not (pathlib.Path(source_folder) / face.source).exists():
            print(f"skipped comparing {face.web_font.name} with its source: no {face.source} in {source_folder}")
            continue
        if face.web_font.read_bytes() != web_font_bytes(face, source_folder):
            problems.append(f"{face.web_font.relative_to(PACKAGE_ROOT)} differs from a fresh subset of {face.source}")
    if problems:
        fail("\n".join(problems) + "\nrerun the script without --check to regenerate", status=1)
    print("the web fonts and FontMetrics.swift are what the script generates")


def main():
    arguments = sys.argv[1:]
    checking = "--check" in arguments
    folders = [argument for argument in arguments if argument != "--check"]
    if len(folders) > 1:
        fail("usage: generate-font-metrics.py [--check] [DEJAVU_FOLDER]", status=2)
    if os.path.realpath(sys.prefix) != os.path.realpath(VENV):
        ensure_environment()
        os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), os.path.abspath(__file__)] + arguments)
    source_folder = folders[0] if folders else SOURCE_FOLDER
    if checking:
        check(source_folder)
    else:
        generate(source_folder)


if __name__ == "__main__":
    main()
