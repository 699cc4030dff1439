import DiaryContent
import Foundation

/// The `diary-extract` command: extract one module from the articles and write one Swift file.
///
/// Its command line is declared in the `diary-extract` executable (`ExtractCommandLine`):
/// `diary-extract --module NAME --output FILE [--examples] [--content DIR] [ARTICLE.md ...]`.
///
/// Without `--examples` the file holds the module's compiled blocks and its preview registry (for
/// the library target, which must depend on DiaryUI); with it, the module's examples as Swift
/// Testing tests (for the `NAMETests` target). Every article is read (each `.md` under
/// `--content`, searched when the command runs, plus those named); only those whose front matter
/// names the module contribute.
public struct ExtractCommand: Sendable, Hashable {
    /// Which of the module's two files to write.
    public enum Product: Sendable, Hashable {
        /// The library target's compiled blocks.
        case library
        /// The test target's example tests.
        case exampleTests
    }

    /// The sample module, e.g. `Buttons`.
    public var module: String
    /// Which file to write.
    public var product: Product
    /// Where to write it.
    public var outputPath: String
    /// Articles to consider besides those found under ``contentDirectory``.
    public var articlePaths: [String]
    /// A folder whose `.md` files (at any depth) are all considered, or `nil`.
    ///
    /// Searched when the command runs rather than listed by the plugin, because SwiftPM reuses
    /// its build plan (and the plugin's argument list) until a manifest or a target folder
    /// changes; an article added later would otherwise go unseen.
    public var contentDirectory: String?

    /// Creates a command directly.
    public init(
        module: String, product: Product, outputPath: String, articlePaths: [String], contentDirectory: String? = nil
    ) {
        self.module = module
        self.product = product
        self.outputPath = outputPath
        self.articlePaths = articlePaths
        self.contentDirectory = contentDirectory
    }

    /// Reads the articles, extracts the module and writes the file when its bytes change.
    ///
    /// Nothing is written when there are errors, so the build fails instead of compiling stale
    /// or partial code.
    /// - Returns: The diagnostics to print and whether the file was (re)written.
    public func run() -> ExtractOutcome {
        let found = contentDirectory.map(ArticleFiles.paths(under:)) ?? []
        let (articles, loadDiagnostics) = ArticleFiles.load(
            Set((articlePaths + found).map(Self.canonicalPath)).sorted())
        var diagnostics = loadDiagnostics
        let report = SampleExtractor.extract(module: module, from: articles)
        diagnostics += report.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return ExtractOutcome(diagnostics: diagnostics, wroteOutput: false)
        }
        let source =
            switch product {
            case .library: GeneratedSource.library(report.extraction)
            case .exampleTests: GeneratedSource.exampleTests(report.extraction)
            }
        do {
            let wrote = try OutputFile.write(source, toPath: outputPath)
            return ExtractOutcome(diagnostics: diagnostics, wroteOutput: wrote)
        } catch {
            diagnostics.append(.error("cannot write the generated file: \(error)", file: outputPath))
            return ExtractOutcome(diagnostics: diagnostics, wroteOutput: false)
        }
    }

    /// The absolute path with symbolic links resolved, so `#sourceLocation` names the file an
    /// editor opens no matter how the package was reached.
    static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
