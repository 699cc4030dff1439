#!/usr/bin/env python3
"""Stems words with the pure-Python Snowball stemmers, the oracle for Sources/Stemming.

Usage: stemmer-oracle.py INPUT OUTPUT

INPUT holds one word a line, each as "ru<TAB>word" or "en<TAB>word"; OUTPUT gets the
stem of each, one a line, in the same order. The first run makes a virtual environment
(.build/stemmer-oracle-venv) with a pinned snowballstemmer from PyPI and reruns itself there.
Exit status 3 means the environment could not be made; the message says what to install.
"""

import os
import subprocess
import sys

SNOWBALL_VERSION = "3.1.1"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "stemmer-oracle-venv")
VENV_PYTHON = os.path.join(VENV, "bin", "python3")
MARKER = os.path.join(VENV, "snowballstemmer-" + SNOWBALL_VERSION)


def fail(message):
    sys.stderr.write("stemmer-oracle: " + message + "\n")
    sys.exit(3)


def ensure_environment():
    """Makes the virtual environment unless it already holds the pinned version."""
    if os.path.exists(MARKER) and os.path.exists(VENV_PYTHON):
        return
    made = subprocess.run(
        [sys.executable, "-m", "venv", "--clear", VENV], capture_output=True, text=True
    )
    if made.returncode != 0:
        fail(
            "cannot create a Python virtual environment at " + VENV + ":\n" + made.stderr.strip()
            + "\nOn Debian or Ubuntu the venv module comes with: sudo apt-get install python3-venv"
        )
    installed = subprocess.run(
        [VENV_PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "snowballstemmer==" + SNOWBALL_VERSION],
        capture_output=True, text=True,
    )
    if installed.returncode != 0:
        fail(
            "cannot install snowballstemmer==" + SNOWBALL_VERSION + " from PyPI:\n"
            + installed.stderr.strip()
        )
    open(MARKER, "w").close()


def stem_file(input_path, output_path):
    # The generated modules directly: the package prefers PyStemmer (C) when it is installed.
    from snowballstemmer.english_stemmer import EnglishStemmer
    from snowballstemmer.russian_stemmer import RussianStemmer

    stemmers = {"ru": RussianStemmer(), "en": EnglishStemmer()}
    with open(input_path, encoding="utf-8") as words, open(output_path, "w", encoding="utf-8") as stems:
        for number, line in enumerate(words, start=1):
            language, tab, word = line.rstrip("\n").partition("\t")
            if not tab or language not in stemmers:
                fail("%s:%d: expected 'ru' or 'en', a tab and a word" % (input_path, number))
            stems.write(stemmers[language].stemWord(word) + "\n")


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: stemmer-oracle.py INPUT OUTPUT\n")
        sys.exit(2)
    if os.path.realpath(sys.prefix) != os.path.realpath(VENV):
        ensure_environment()
        os.execv(VENV_PYTHON, [VENV_PYTHON, os.path.abspath(__file__)] + sys.argv[1:])
    stem_file(sys.argv[1], sys.argv[2])


if __name__ == "__main__":
    main()
