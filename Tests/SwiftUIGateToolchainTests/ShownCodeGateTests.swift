import Foundation
import SampleExtraction
import TestSupport
import Testing

/// Every compiled Swift block of every article type-checks with `import SwiftUI` against SwiftUI's
/// signatures, as a reader copying it into Xcode would compile it; an error fails at its `.md` line.
@Suite("Shown code compiles against SwiftUI's signatures", .serialized, .timeLimit(.minutes(20)), .tags(.toolchain))
struct ShownCodeGateTests {
    @Test func everyArticleTypeChecksWithImportSwiftUI() throws {
        let content = SwiftUIGate.root.appending(path: "Content")
        let outcome = try withTemporaryDirectory { try SwiftUIGate.check(content: content, scratch: $0) }
        #expect(outcome.modules.count >= 8, "checked only \(outcome.modules)")
        for problem in outcome.extractionErrors { Issue.record("\(problem)") }
        for error in outcome.errors {
            Issue.record(
                "does not compile in Xcode: \(error.message)",
                sourceLocation: SourceLocation(
                    fileID: "Content/\(error.file.split(separator: "/").suffix(2).joined(separator: "/"))",
                    filePath: error.file, line: error.line, column: error.column))
        }
    }

    /// The previews article as it was before InterfaceOrientation became a struct (commit 083de69's
    /// parent): an outside review found five errors in Xcode, at these lines.
    @Test func thePreviewsArticleOfBeforeFailsWhereXcodeFails() throws {
        let fixture = SwiftUIGate.root.appending(path: "Tests/SwiftUIGateToolchainTests/Fixtures/previews-before")
        let outcome = try withTemporaryDirectory { try SwiftUIGate.check(content: fixture, scratch: $0) }
        let found = outcome.errors.map { "\($0.line): \($0.message)" }.sorted()
        #expect(outcome.errors.allSatisfy { $0.file.hasSuffix("previews-before/swiftui-previews/index.md") })
        #expect(
            found == [
                "224: switch must be exhaustive",
                "329: type 'PreviewConfiguration' does not conform to protocol 'Hashable'",
                "343: type 'PreviewMatrix' does not conform to protocol 'Hashable'",
                "356: referencing instance method 'removingDuplicates()' on 'Array' requires that "
                    + "'InterfaceOrientation' conform to 'Hashable'",
                "385: switch must be exhaustive",
            ], "\(found)")
    }

    /// API DiaryUI once let article code use but SwiftUI does not have: each fails at its line.
    @Test(arguments: [
        ("Color(light: .white, dark: .black)", "extra argument 'dark' in call"),
        ("Color.red.onTick(every: 1) {}", "has no member 'onTick'"),
        ("VStack { for index in 0..<3 { Text(\"\\(index)\") } }", "cannot be used with result builder 'ViewBuilder'"),
    ])
    func apiOnlyDiaryUIHadFails(_ expression: String, _ expected: String) throws {
        let errors = try Self.errors(compiling: "@MainActor func probe() -> some View {\n    \(expression)\n}\n")
        #expect(errors.contains { $0.line == 8 && $0.message.contains(expected) }, "\(errors)")
        #expect(errors.allSatisfy { $0.file.hasSuffix("probe/index.md") }, "\(errors)")
    }

    /// `#Preview` is rewritten before compiling; its arguments are checked against the macro's parameters.
    @Test func previewMacrosAreCheckedAsXcodeChecksThem() throws {
        let good = "#Preview(\"Три\", traits: .sizeThatFitsLayout, .landscapeLeft) {\n    Text(\"a\")\n}\n"
        let goodErrors = try Self.errors(compiling: good + "\n#Preview {\n    Color.red\n}\n")
        #expect(goodErrors.isEmpty, "\(goodErrors)")
        let bad = try Self.errors(compiling: "#Preview(\"Три\", traits: .iPhone14) {\n    Text(\"a\")\n}\n")
        #expect(bad.contains { $0.line == 7 && $0.message.contains("iPhone14") }, "\(bad)")
    }

    /// The errors of one probe article whose only swift block (from article line 7) is `code`.
    static func errors(compiling code: String) throws -> [SwiftUIGate.CompileError] {
        try withTemporaryDirectory { folder in
            let article = folder.appending(path: "content/probe/index.md")
            try FileManager.default.createDirectory(
                at: article.deletingLastPathComponent(), withIntermediateDirectories: true)
            let text = "---\ntitle: Probe\nmodule: Probe\n---\n\n```swift\n" + code + "```\n"
            try Data(text.utf8).write(to: article)
            let scratch = folder.appending(path: "scratch")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            return try SwiftUIGate.check(content: folder.appending(path: "content"), scratch: scratch).errors
        }
    }
}
