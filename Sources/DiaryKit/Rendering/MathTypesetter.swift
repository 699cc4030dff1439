import DiaryContent
import DiaryMarkdown
import Foundation

/// Typesets an article's formulas to MathML at build time with KaTeX run by `node`: one
/// process for the whole build (``MathSession``), started by the first article that has math,
/// none when no article has any, and no network. The MathML needs no script or style sheet in
/// the page: browsers draw it themselves.
///
/// KaTeX comes from Debian's `libjs-katex` (or `node-katex`), with its mhchem extension for
/// chemistry (`\ce{H2O}`) when it is there; when `node` or KaTeX is missing the formulas are
/// shown as TeX code and the build gets one warning saying what to install
/// (``MathSetupProblem/onceForTheBuild(_:)``).
struct MathTypesetter: Sendable {
    /// The `node` program, or `nil` when none was found.
    let node: String?
    /// KaTeX's CommonJS module, or `nil` when none was found.
    let katex: String?
    /// KaTeX's mhchem extension (`contrib/mhchem.js` beside KaTeX), or `nil` when there is none.
    let mhchem: String?
    /// The running `node`, shared by every copy of this typesetter.
    private let session: MathSession?

    /// - Parameter seconds: How long one article's formulas may take.
    init(node: String?, katex: String?, seconds: Double = 60) {
        self.node = node
        self.katex = katex
        let mhchem = katex.map { PathText.parent(of: $0).appendingPathComponent("contrib/mhchem.js") }
        self.mhchem = mhchem.flatMap { FileManager.default.isReadableFile(atPath: $0) ? $0 : nil }
        if let node, let katex {
            session = MathSession(node: node, katex: katex, mhchem: self.mhchem, seconds: seconds)
        } else {
            session = nil
        }
    }

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

    /// The programs found, for the render cache's key: a build after installing `node`, KaTeX or
    /// mhchem typesets what the previous build showed as TeX.
    var identity: String { "\(node ?? "no node") \(katex ?? "no KaTeX") \(mhchem ?? "no mhchem")" }

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
        guard node != nil else {
            return .failure(MathSetupProblem("node was not found; install nodejs and libjs-katex (apt)"))
        }
        guard let session else {
            return .failure(MathSetupProblem("KaTeX was not found; install libjs-katex (apt)"))
        }
        let ordered = Array(formulas)
        let request: Data
        do {
            request = try JSONSerialization.data(withJSONObject: ordered.map { [$0.tex, $0.isDisplay] as [Any] })
        } catch {
            return .failure(MathSetupProblem("a formula could not be given to KaTeX"))
        }
        let output: [UInt8]
        switch session.ask(Array(request)) {
        case .success(let answer): output = answer
        case .failure(let problem): return .failure(problem)
        }
        guard let items = try? JSONSerialization.jsonObject(with: Data(output)) as? [[String: String]],
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
}

/// Why no formula of an article could be typeset.
struct MathSetupProblem: Error, Sendable, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    /// The start of the warning an article whose math is shown as TeX gets.
    static let warningStart = "math is shown as TeX: "

    /// `warnings` with the articles' "math is shown as TeX" warnings said once for the build: the
    /// first keeps its place and counts the other articles, which lose theirs (a missing `node`
    /// is one thing to install, not one problem per article).
    static func onceForTheBuild(_ warnings: [Diagnostic]) -> [Diagnostic] {
        let setup = warnings.indices.filter { warnings[$0].message.hasPrefix(warningStart) }
        guard setup.count > 1, let first = setup.first else { return warnings }
        var result = warnings
        let others = setup.count - 1
        result[first].message =
            "math is shown as TeX here and in \(others) other \(others == 1 ? "article" : "articles"): "
            + warnings[first].message.dropFirst(warningStart.count)
        for index in setup.dropFirst().reversed() { result.remove(at: index) }
        return result
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
