import Foundation

/// The one virtual environment with html5lib 1.1 (PyPI) that the HTML5 oracles share, and the
/// Python lines that make it and rerun the script inside it.
package enum HTML5LibEnvironment {
    /// `.build/sanitizer-html5lib-venv` in the package.
    package static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: ".build/sanitizer-html5lib-venv")

    /// The start of a script whose last argument is the environment's folder: it makes the
    /// environment on the first run (a marker file says html5lib is in it), reruns itself there,
    /// and imports `html5lib`. The caller's lines follow. Suites run in parallel: the first script
    /// makes the environment under an exclusive lock (`<folder>.lock`) while the others wait on it.
    package static let scriptPrelude = """
        import fcntl, json, os, subprocess, sys
        venv = sys.argv[-1]
        python = os.path.join(venv, "bin", "python3")
        marker = os.path.join(venv, "html5lib-1.1")
        if sys.executable != python:
            if not os.path.exists(marker):
                os.makedirs(os.path.dirname(venv), exist_ok=True)
                with open(venv + ".lock", "w") as lock:
                    fcntl.flock(lock, fcntl.LOCK_EX)
                    if not os.path.exists(marker):
                        subprocess.run([sys.executable, "-m", "venv", "--clear", venv], check=True)
                        subprocess.run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                                        "html5lib==1.1"], check=True)
                        open(marker, "w").close()
            os.execv(python, [python] + sys.argv)
        import html5lib

        """
}
