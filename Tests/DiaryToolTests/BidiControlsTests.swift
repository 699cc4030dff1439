import DiaryTestSupport
import Foundation
import TestSupport
import Testing

@testable import DiaryKit

/// Invisible controls that reorder text ("Trojan Source") are warned about where they can
/// mislead: in code blocks, at the line that holds one, and in titles. Prose and the
/// direction marks (LRM, RLM, ALM) pass, as right-to-left writing needs them.
@Suite("Bidirectional controls", .tags(.builtTool))
struct BidiControlsTests {
    /// Line numbers in the comments are the file's.
    static let article = """
        ---
        title: "Проверка \\u2067доступа\\u2069"
        date: 2024-05-01
        summary: Код, который читается не так, как компилируется.
        ---

        Проза с RLM\u{200F} и LRM\u{200E}, ALM\u{061C} и изоляцией \u{2067}שלום\u{2069}: без предупреждений.

        ```swift
        let access = "user"
        if access != "user\u{202E} \u{2066}// Check if admin\u{2069} \u{2066}" {
            print("admin")
        }
        ```

        > ```text
        > ok
        > a\u{202D}b
        > ```

        ```swift
        let mark = "a\u{200F}b"
        ```

        """

    @Test("Code lines and the title with a reordering control warn at their line; prose and marks do not")
    func warnings() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data(Self.article.utf8).write(to: content.appending(path: "trojan.md"))
        let run = try DiaryTool.run(
            ["build", "--content", "Content", "--output", "site", "--base-url", "https://example.org/"]
                + DiaryTool.siteFiles, in: folder.url)
        #expect(run.status == 0, "\(run)")
        let code = { (line: Int, control: String) in
            "Content/trojan.md:\(line): warning: this code holds \(control), an invisible control that shows the "
                + "line in another order than the compiler reads it (Trojan Source); delete it, or write it as an "
                + "escape such as \\u{\(control.dropFirst(2).prefix(4))}"
        }
        let expected = [
            "Content/trojan.md:2: warning: the title holds U+2067 (RIGHT-TO-LEFT ISOLATE), an invisible control "
                + "that reorders the text after it in lists, browser tabs and feeds; delete it",
            code(11, "U+202E (RIGHT-TO-LEFT OVERRIDE)"),
            code(18, "U+202D (LEFT-TO-RIGHT OVERRIDE)"),
            "3 warnings",
        ]
        #expect(run.stderr.split(separator: "\n").map(String.init) == expected, "\(run)")
    }
}
