import Foundation

/// The `diary-extract` command: extract one module from the articles and write one Swift file.
///
/// ```
/// diary-extract --module NAME --output FILE [--examples] [ARTICLE.md ...]
/// ```
///
/// Without `--examples` the file holds the module's compiled blocks (for the library target);
/// with it, the module's examples as Swift Testing tests (for the `NAMETests` target). Every
/// article is read; only those whose front matter names the module contribute.
public struct ExtractCommand: Sendable, Hashable {
    /// Which of the module's two files to write.
    public enum Product: Sendable, Hashable {
        /// The library target's compiled blocks.
        case library
        /// The test target's example tests.
        case exampleTests
    }

    /// The one-line usage, printed with argument errors and for `--help`.
    public static let usage = "usage: diary-extract --module NAME --output FILE [--examples] [ARTICLE.md ...]"

    /// The sample module, e.g. `Buttons`.
    public var module: String
    /// Which file to write.
    public var product: Product
    /// Where to write it.
    public var outputPath: String
    /// Every article to consider.
    public var articlePaths: [String]

    /// Creates a command directly.
    public init(module: String, product: Product, outputPath: String, articlePaths: [String]) {
        self.module = module
        self.product = product
        self.outputPath = outputPath
        self.articlePaths = articlePaths
    }

    /// Parses the arguments that follow the program name.
    /// - Throws: ``CommandLineError`` for `--help` (a clean exit) and for arguments that do not fit.
    public init(arguments: [String]) throws(CommandLineError) {
        var module: String?
        var output: String?
        var product = Product.library
        var articles: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": throw .help
            case "--examples": product = .exampleTests
            case "--module", "--output":
                guard let value = remaining.popFirst() else { throw .invalid("\(argument) needs a value") }
                if argument == "--module" { module = value } else { output = value }
            case "--":
                articles += remaining
                remaining = []
            case _ where argument.hasPrefix("-"): throw .invalid("unknown option \(argument)")
            default: articles.append(argument)
            }
        }
        guard let module, !module.isEmpty else { throw .invalid("--module is required") }
        guard let output, !output.isEmpty else { throw .invalid("--output is required") }
        self.init(module: module, product: product, outputPath: output, articlePaths: articles)
    }

    /// Reads the articles, extracts the module and writes the file when its bytes change.
    ///
    /// Nothing is written when there are errors, so the build fails instead of compiling stale
    /// or partial code.
    /// - Returns: The diagnostics to print and whether the file was (re)written.
    public func run() -> ExtractOutcome {
        var diagnostics: [Diagnostic] = []
        var articles: [Article] = []
        for path in articlePaths.map(Self.canonicalPath).sorted() {
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(.error("cannot read the article", path: path))
                continue
            }
            do {
                articles.append(try ArticleLoader.load(path: path, bytes: Array(data)))
            } catch {
                diagnostics.append(error)
            }
        }
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
            diagnostics.append(.error("cannot write the generated file: \(error)", path: outputPath))
            return ExtractOutcome(diagnostics: diagnostics, wroteOutput: false)
        }
    }

    /// The absolute path with symbolic links resolved, so `#sourceLocation` names the file an
    /// editor opens no matter how the package was reached.
    static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// What a run of ``ExtractCommand`` produced.
public struct ExtractOutcome: Sendable, Hashable {
    /// Errors and warnings to print to standard error.
    public var diagnostics: [Diagnostic]
    /// Whether the output file was written (its bytes changed or it did not exist).
    public var wroteOutput: Bool

    /// 1 when there are errors, else 0.
    public var exitCode: Int32 { diagnostics.contains { $0.severity == .error } ? 1 : 0 }
}

/// Why the command line could not be used as given.
public enum CommandLineError: Error, Sendable, Hashable {
    /// `--help` was asked for: print the usage and exit cleanly.
    case help
    /// The arguments do not fit; the message says which one.
    case invalid(String)
}
