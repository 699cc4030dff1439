import Foundation

/// One example of a CommonMark-style spec file: Markdown in, expected HTML out.
public struct SpecExample: Sendable, CustomStringConvertible {
    /// The file the example comes from, such as `spec.txt`.
    public let file: String
    /// The example's 1-based number in its file, as cmark-gfm's `spec_tests.py` counts them.
    public let number: Int
    /// The line of the opening fence in the file.
    public let line: Int
    /// The extension names after `example` (`table`, `autolink`…), empty for plain examples.
    public let extensions: [String]
    public let markdown: String
    public let html: String

    public var description: String { "\(file) example \(number) (line \(line))" }
}

/// Reads the examples of spec files from `../shared/spec/cmark-gfm/` beside the package root.
///
/// An example is a line of 32 backticks followed by ` example` (and optionally extension
/// names), the Markdown, a line holding only `.`, the HTML, and a closing line of 32 backticks.
/// `→` stands for a tab on both sides.
public enum SpecExamples {
    public static let fence = String(repeating: "`", count: 32)

    /// `Tests/TestSupport/<file>.swift` is three levels below the package root.
    public static let directory: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/spec/cmark-gfm")

    /// The examples of `file`, or `nil` (after printing a skip line) when the file is absent.
    public static func examples(in file: String) -> [SpecExample]? {
        let url = directory.appendingPathComponent(file)
        guard let source = try? String(contentsOf: url, encoding: .utf8) else {
            print("cmark-gfm \(file) not found at ../shared/spec/cmark-gfm (\(url.path)): skipped")
            return nil
        }
        return parse(source, file: file)
    }

    /// The examples of a spec file's text.
    public static func parse(_ source: String, file: String) -> [SpecExample] {
        enum State {
            case prose
            case markdown
            case html
        }
        var state = State.prose
        var examples: [SpecExample] = []
        var markdown = ""
        var html = ""
        var extensions: [String] = []
        var startLine = 0
        // Split on the byte: a Swift `Character` joins `\r\n`, which some examples rely on.
        let lines = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        for (index, line) in lines.enumerated() {
            switch state {
            case .prose:
                guard line.hasPrefix(fence + " example") else { continue }
                extensions = line.dropFirst(fence.count + " example".count).split(separator: " ").map(String.init)
                markdown = ""
                html = ""
                startLine = index + 1
                state = .markdown
            case .markdown:
                if line == "." { state = .html } else { markdown += line + "\n" }
            case .html:
                if line == fence {
                    examples.append(
                        SpecExample(
                            file: file, number: examples.count + 1, line: startLine, extensions: extensions,
                            markdown: untabbed(markdown), html: untabbed(html)))
                    state = .prose
                } else {
                    html += line + "\n"
                }
            }
        }
        return examples
    }

    private static func untabbed(_ text: String) -> String {
        text.replacingOccurrences(of: "→", with: "\t")
    }
}
