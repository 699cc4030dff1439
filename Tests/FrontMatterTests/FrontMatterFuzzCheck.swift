import DiaryContent
import FrontMatter

/// The check the `FuzzFrontMatter` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzFrontMatter`), and the regression tests replay.
///
/// The bytes are read as an article: split, then its front matter parsed, then the whole text
/// parsed as YAML too. Invalid UTF-8 is repaired with `String(decoding:as:)`, as the site's
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
    do {
        _ = try FrontMatter.parse(text, startLine: 1)
    } catch {
        guard error.line >= 1, error.column >= 1 else { return "error at \(error.line):\(error.column)" }
    }
    return nil
}
