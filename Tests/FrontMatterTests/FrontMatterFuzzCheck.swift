import DiaryContent
import FrontMatter

/// The check the `FuzzFrontMatter` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzFrontMatter`), and the regression tests replay.
///
/// The bytes are read as an article: split (YAML, TOML or JSON front matter), then its front
/// matter parsed, then the whole text parsed as YAML, TOML and JSON too. Invalid UTF-8 is repaired with `String(decoding:as:)`, as the site's
/// callers reject it before this step. A thrown ``FrontMatterError`` or ``Diagnostic`` is a fine
/// outcome.
/// - Returns: The broken promise (an impossible line or column), or `nil`; a crash or a hang
///   is a finding too.
func frontMatterFuzzProblem(in bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let source: ArticleSource
    do {
        source = try ArticleSource(path: "fuzz.md", text: text)
    } catch {
        guard error.line == 1, error.column == 1 else { return "unclosed front matter at \(error)" }
        return nil
    }
    guard source.bodyLines.firstFileLine >= 1, source.frontMatterStartLine >= 1 else {
        return "split: a start line below 1"
    }
    do {
        if let root = try FrontMatter.parse(source) {
            guard root.line >= 1, root.column >= 1 else { return "root node at \(root.line):\(root.column)" }
        }
    } catch {
        guard let line = error.line, let column = error.column, line >= 1, column >= 1 else {
            return "error at \(error)"
        }
    }
    for language in 0..<3 {
        do {
            let root: YAMLNode
            switch language {
            case 0: root = try FrontMatter.parse(text, startLine: 1)
            case 1: root = try FrontMatter.parseTOML(text, startLine: 1)
            default: root = try FrontMatter.parseJSON(text, startLine: 1)
            }
            guard root.line >= 1, root.column >= 1 else { return "root node at \(root.line):\(root.column)" }
        } catch {
            guard error.line >= 1, error.column >= 1 else { return "error at \(error.line):\(error.column)" }
        }
    }
    return nil
}
