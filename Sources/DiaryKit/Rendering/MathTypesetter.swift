import DiaryMarkdown
import Foundation

/// Typesets an article's formulas to MathML at build time with KaTeX run by `node`: one
/// process per article that has math, none for the others, and no network. The MathML needs
/// no script or style sheet in the page: browsers draw it themselves.
///
/// KaTeX comes from Debian's `libjs-katex` (or `node-katex`); when `node` or KaTeX is missing
/// the formulas are shown as TeX code and the article gets one warning saying what to install.
struct MathTypesetter: Sendable {
    /// The `node` program, or `nil` when none was found.
    var node: String?
    /// KaTeX's CommonJS module, or `nil` when none was found.
    var katex: String?
    /// How long one article's formulas may take.
    var seconds: Double = 60

    /// Where Debian's packages put KaTeX, in order of preference.
    static let katexCandidates = [
        "/usr/share/javascript/katex/katex.min.js", "/usr/share/javascript/katex/katex.js",
        "/usr/share/nodejs/katex/dist/katex.js", "/usr/lib/nodejs/katex/dist/katex.js",
    ]

    /// `node` from `PATH` and KaTeX from its Debian places.
    static let system: MathTypesetter = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(
            separator: ":")
        let node = ["node", "nodejs"].lazy.flatMap { name in paths.lazy.map { "\($0)/\(name)" } }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        let katex = katexCandidates.first { FileManager.default.isReadableFile(atPath: $0) }
        return MathTypesetter(node: node, katex: katex)
    }()

    /// The programs found, for the render cache's key: a build after installing `node` or KaTeX
    /// typesets what the previous build showed as TeX.
    var identity: String { "\(node ?? "no node") \(katex ?? "no KaTeX")" }

    /// One formula's typesetting: KaTeX's MathML, or why there is none.
    enum Result: Sendable, Equatable {
        case mathML(String)
        case failed(String)
    }

    /// One formula to typeset.
    struct Formula: Hashable, Sendable {
        var tex: String
        var isDisplay: Bool
    }

    /// The results for `formulas` (each distinct formula typeset once), or a message for the
    /// whole batch when KaTeX could not run at all.
    func typeset(_ formulas: Set<Formula>) -> Swift.Result<[Formula: Result], MathSetupProblem> {
        guard !formulas.isEmpty else { return .success([:]) }
        guard let node else {
            return .failure(MathSetupProblem("node was not found; install nodejs and libjs-katex (apt)"))
        }
        guard let katex else {
            return .failure(MathSetupProblem("KaTeX was not found; install libjs-katex (apt)"))
        }
        let ordered = Array(formulas)
        let output: Data
        do {
            output = try run(node: node, katex: katex, input: ordered.map { [$0.tex, $0.isDisplay] as [Any] })
        } catch {
            return .failure(error)
        }
        guard let items = try? JSONSerialization.jsonObject(with: output) as? [[String: String]],
            items.count == ordered.count
        else {
            return .failure(MathSetupProblem("KaTeX gave no readable answer"))
        }
        var results: [Formula: Result] = [:]
        for (formula, item) in zip(ordered, items) {
            results[formula] = item["html"].map(Result.mathML) ?? .failed(item["error"] ?? "unknown error")
        }
        return .success(results)
    }

    /// Runs the script on `input` and returns what it printed.
    private func run(node: String, katex: String, input: [[Any]]) throws(MathSetupProblem) -> Data {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "diary-math-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = scratch.appending(path: "typeset.js")
        let inputFile = scratch.appending(path: "formulas.json")
        let outputFile = scratch.appending(path: "out.json")
        let errorFile = scratch.appending(path: "err.txt")
        let process = Process()
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(MathTypesetterScript.source.utf8).write(to: script)
            try JSONSerialization.data(withJSONObject: input).write(to: inputFile)
            _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: node)
            process.arguments = [script.path, katex, inputFile.path]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
            process.standardError = try FileHandle(forWritingTo: errorFile)
            try process.run()
        } catch {
            throw MathSetupProblem("node could not run KaTeX: \(error.localizedDescription)")
        }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                throw MathSetupProblem("KaTeX took longer than \(Int(seconds)) seconds")
            }
            usleep(2_000)
        }
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            let firstLine =
                message.split(separator: "\n").first { !$0.isEmpty } ?? "exit status \(process.terminationStatus)"
            throw MathSetupProblem("KaTeX failed: \(firstLine)")
        }
        return (try? Data(contentsOf: outputFile)) ?? Data()
    }
}

/// Why no formula of an article could be typeset.
struct MathSetupProblem: Error, Sendable, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

extension MarkdownDocument {
    /// Every formula of the document: `$…$`, `$$…$$` and ```` ```math ```` blocks.
    var formulas: Set<MathTypesetter.Formula> {
        var found: Set<MathTypesetter.Formula> = []
        Self.collectFormulas(in: blocks, into: &found)
        return found
    }

    /// The line of the first top-level block holding a formula.
    var firstFormulaLine: Int? {
        blocks.first { block in
            var found: Set<MathTypesetter.Formula> = []
            Self.collectFormulas(in: [block], into: &found)
            return !found.isEmpty
        }?.position.line
    }

    private static func collectFormulas(in blocks: [Block], into found: inout Set<MathTypesetter.Formula>) {
        for block in blocks {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _): collectFormulas(in: inlines, into: &found)
            case .blockQuote(let children, _): collectFormulas(in: children, into: &found)
            case .list(let list, _): for item in list.items { collectFormulas(in: item.blocks, into: &found) }
            case .footnoteDefinition(let definition, _): collectFormulas(in: definition.blocks, into: &found)
            case .table(let table, _):
                for cell in table.header + table.rows.flatMap({ $0 }) { collectFormulas(in: cell, into: &found) }
            case .codeBlock(let code) where code.language == "math":
                found.insert(.init(tex: code.code.trimmingCharacters(in: .whitespacesAndNewlines), isDisplay: true))
            case .codeBlock, .htmlBlock, .thematicBreak: break
            }
        }
    }

    private static func collectFormulas(in inlines: [Inline], into found: inout Set<MathTypesetter.Formula>) {
        for inline in inlines {
            switch inline {
            case .math(let tex, let isDisplay): found.insert(.init(tex: tex, isDisplay: isDisplay))
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                .link(_, _, let children, _):
                collectFormulas(in: children, into: &found)
            default: break
            }
        }
    }
}
