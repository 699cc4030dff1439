#!/usr/bin/env python3
"""Generates DiaryUI's web fonts and text metrics from Debian-packaged open fonts.

DiaryUI measures text with the advance widths of open fonts close to Apple's system fonts, and the site
draws the SVG text with the same fonts, so what is measured is what is shown. Three families:

  DiaryUI Sans     for Font.Design.default (SF Pro): Inter 4 (fonts-inter), its nine real weights,
                   Thin (ultraLight, 100) to Black (900); Public/fonts/DiaryUISans.woff2 is the regular face,
                   DiaryUISans-<Weight>.woff2 the others
  DiaryUI Rounded  for .rounded (SF Pro Rounded): Quicksand (fonts-quicksand), regular and bold; it has no
                   Cyrillic, which the browser takes from DiaryUI Sans at the same weight, as DiaryUI measures it
  DiaryUI Mono     for .monospaced (SF Mono): DejaVu Sans Mono (fonts-dejavu-core), regular and bold

Each web font is subset to one character set (CHARACTER_RANGES, PUNCTUATION) without layout features
(kerning, ligatures), so a browser advances exactly by the widths in the table. The script writes the web
fonts and Sources/DiaryUI/Text/FontMetrics.swift (every face's advance widths, read back from the web
fonts). The vertical metrics DiaryUI lays lines out with are SF Pro's, in SystemFontMetrics.swift.

With --check nothing is written: the script exits with status 1 when FontMetrics.swift differs from the
metrics of the committed web fonts, or when a web font differs from a fresh subset of its source (checked
only when the source font is installed). The fonts depend on the fontTools and brotli versions, so both
are pinned: run outside that environment, the script makes it (.build/font-tools-venv, from PyPI) and
reruns itself there. Exit status 3 means the environment could not be made; the message says why.

Usage (from the package root or anywhere):
    python3 Sources/DiaryUI/Text/generate-font-metrics.py [--check]
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

INTER = "/usr/share/fonts/opentype/inter"
QUICKSAND = "/usr/share/fonts/truetype/quicksand"
DEJAVU = "/usr/share/fonts/truetype/dejavu"
METRICS_FILE = PACKAGE_ROOT / "Sources/DiaryUI/Text/FontMetrics.swift"
FONTS_FOLDER = PACKAGE_ROOT / "Public/fonts"
# A code point the face lacks; DiaryUI falls back as the browser does (see FontFace.swift).
MISSING = 0xFFFF


class Face:
    """One face of a DiaryUI family: its source font, its web font and its names."""

    def __init__(self, swift_name, source, family, file_stem, style):
        self.swift_name = swift_name
        self.source = pathlib.Path(source)
        self.family = family
        self.style = style
        self.web_font = FONTS_FOLDER / f"{file_stem}{'-' + style if style else ''}.woff2"
        self.full_name = family + (" " + style if style else "")
        self.postscript_name = family.replace(" ", "") + "-" + (style or "Regular")


INTER_WEIGHTS = [
    ("ultraLight", "Thin"), ("thin", "ExtraLight"), ("light", "Light"), ("regular", "Regular"),
    ("medium", "Medium"), ("semibold", "SemiBold"), ("bold", "Bold"), ("heavy", "ExtraBold"), ("black", "Black"),
]
FACES = [
    Face("sans" + name[0].upper() + name[1:], f"{INTER}/Inter-{style}.otf", "DiaryUI Sans", "DiaryUISans",
         "" if style == "Regular" else style)
    for name, style in INTER_WEIGHTS
] + [
    Face("roundedRegular", f"{QUICKSAND}/Quicksand-Regular.ttf", "DiaryUI Rounded", "DiaryUIRounded", ""),
    Face("roundedBold", f"{QUICKSAND}/Quicksand-Bold.ttf", "DiaryUI Rounded", "DiaryUIRounded", "Bold"),
    Face("monoRegular", f"{DEJAVU}/DejaVuSansMono.ttf", "DiaryUI Mono", "DiaryUIMono", ""),
    Face("monoBold", f"{DEJAVU}/DejaVuSansMono-Bold.ttf", "DiaryUI Mono", "DiaryUIMono", "Bold"),
]

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


def web_font_bytes(face):
    """The subset of `face`'s source font as WOFF2 bytes."""
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
    font = subset.load_font(str(face.source), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codepoints())
    subsetter.subset(font)
    rename(font, face)
    output = io.BytesIO()
    subset.save_font(font, output, options)
    return output.getvalue()


def rename(font, face):
    """Gives the subset its own family name, as the OFL and the Bitstream Vera licence ask of modified fonts."""
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 16):
            value = face.family
        elif record.nameID in (2, 17):
            value = face.style or "Regular"
        elif record.nameID in (3, 4):
            value = face.full_name
        elif record.nameID == 6:
            value = face.postscript_name
        else:
            continue
        names.setName(value, record.nameID, record.platformID, record.platEncID, record.langID)


# MARK: Metrics


def swift_array(values, per_line=12, indent="            "):
    rows = []
    for start in range(0, len(values), per_line):
        rows.append(indent + ", ".join(str(v) for v in values[start:start + per_line]) + ",")
    return "\n".join(rows)


def face_advances(face, font):
    """The `FaceAdvances(...)` initialiser of one face's table."""
    cmap = font.getBestCmap()
    metrics = font["hmtx"]
    arguments = [f"        unitsPerEm: {font['head'].unitsPerEm}"]
    for name, (low, high) in BLOCKS:
        values = [metrics[cmap[cp]][0] if cp in cmap else MISSING for cp in range(low, high + 1)]
        arguments.append(f"        {name}: [\n{swift_array(values)}\n        ]")
    pairs = [f"({cp:#06x}, {metrics[cmap[cp]][0]})" for cp in PUNCTUATION if cp in cmap]
    others = "\n".join("            " + ", ".join(pairs[i:i + 6]) + "," for i in range(0, len(pairs), 6))
    arguments.append(f"        others: [\n{others}\n        ]")
    return (
        f"    /// Advances of the {face.swift_name} face ({face.web_font.name}), in font units.\n"
        f"    static let {face.swift_name} = FaceAdvances(\n" + ",\n".join(arguments) + "\n    )\n"
    )


def metrics_text(fonts):
    """FontMetrics.swift for the web fonts `fonts`, one per face of FACES."""
    versions = sorted({f"{font['name'].getDebugName(1)}: {font['name'].getDebugName(5)}" for font in fonts})
    tables = "\n".join(face_advances(face, font) for face, font in zip(FACES, fonts))
    return f"""// Generated by generate-font-metrics.py from the web fonts in Public/fonts/, subsets of Inter (fonts-inter),
// Quicksand (fonts-quicksand) and DejaVu Sans Mono (fonts-dejavu-core). Do not edit: rerun the script.
// {"; ".join(versions)}

/// The advance widths of every face DiaryUI measures and draws text with (see `FontFace`); a width of
/// 0xFFFF marks a character the face lacks.
enum FontMetrics {{
{tables}}}
"""


def committed_metrics_text():
    from fontTools.ttLib import TTFont

    return metrics_text([TTFont(str(face.web_font)) for face in FACES])


# MARK: Commands


def generate():
    FONTS_FOLDER.mkdir(parents=True, exist_ok=True)
    missing = [str(face.source) for face in FACES if not face.source.exists()]
    if missing:
        fail("missing source fonts (sudo apt-get install fonts-inter fonts-quicksand fonts-dejavu-core): "
             + ", ".join(missing), status=1)
    for face in FACES:
        face.web_font.write_bytes(web_font_bytes(face))
    METRICS_FILE.write_text(committed_metrics_text())
    written = [face.web_font for face in FACES] + [METRICS_FILE]
    print("wrote " + ", ".join(str(path.relative_to(PACKAGE_ROOT)) for path in written))


def check():
    problems = []
    if METRICS_FILE.read_text() != committed_metrics_text():
        problems.append(f"{METRICS_FILE.relative_to(PACKAGE_ROOT)} differs from the metrics of the web fonts")
    for face in FACES:
        if not face.source.exists():
            print(f"skipped comparing {face.web_font.name} with its source: no {face.source}")
            continue
        if face.web_font.read_bytes() != web_font_bytes(face):
            problems.append(f"{face.web_font.relative_to(PACKAGE_ROOT)} differs from a fresh subset of {face.source}")
    if problems:
        fail("\n".join(problems) + "\nrerun the script without --check to regenerate", status=1)
    print("the web fonts and FontMetrics.swift are what the script generates")


def main():
    arguments = sys.argv[1:]
    checking = "--check" in arguments
    if any(argument != "--check" for argument in arguments):
        fail("usage: generate-font-metrics.py [--check]", status=2)
    if os.path.realpath(sys.prefix) != os.path.realpath(VENV):
        ensure_environment()
        os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), os.path.abspath(__file__)] + arguments)
    if checking:
        check()
    else:
        generate()


if __name__ == "__main__":
    main()
