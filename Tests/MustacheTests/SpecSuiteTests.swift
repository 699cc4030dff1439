import Foundation
import Mustache
import Testing

/// The public Mustache spec suites, read from `../shared/spec/mustache` beside the package.
/// The files are never copied into the repository; without them the suite is skipped.
enum SpecSuites {
    static let skipMessage = "Mustache spec suites not found at ../shared/spec/mustache: skipped"

    static let fileNames = [
        "comments.json", "delimiters.json", "interpolation.json", "inverted.json", "partials.json",
        "sections.json", "~inheritance.json", "~dynamic-names.json",
    ]

    /// `Tests/MustacheTests/<file>.swift` is three levels below the package root. Symlinks are
    /// resolved so the path also works from a scratch package that links these folders.
    static let directory: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/spec/mustache")

    /// Whether the suites exist; prints the skip line once when they do not.
    static let areAvailable: Bool = {
        let available = FileManager.default.fileExists(atPath: directory.path)
        if !available { print(skipMessage) }
        return available
    }()
}

/// One test of a spec file.
struct SpecCase: Decodable, Sendable {
    let name: String
    let desc: String
    let data: MustacheValue
    let template: String
    let partials: [String: String]?
    let expected: String
}

private struct SpecFile: Decodable {
    let tests: [SpecCase]
}

@Suite("Mustache spec")
struct SpecSuiteTests {
    @Test(
        "Spec file passes every case",
        .enabled(if: SpecSuites.areAvailable, "Mustache spec suites not found at ../shared/spec/mustache: skipped"),
        arguments: SpecSuites.fileNames)
    func specFile(_ fileName: String) throws {
        let data = try Data(contentsOf: SpecSuites.directory.appendingPathComponent(fileName))
        let cases = try JSONDecoder().decode(SpecFile.self, from: data).tests
        #expect(!cases.isEmpty, "\(fileName) has no cases")
        var passed = 0
        for specCase in cases where check(specCase, in: fileName) {
            passed += 1
        }
        print("Mustache spec \(fileName): \(passed)/\(cases.count) passed")
    }

    /// Renders one case and records an issue naming it when the output differs.
    private func check(_ specCase: SpecCase, in fileName: String) -> Bool {
        let label = "\(fileName) – \(specCase.name): \(specCase.desc)"
        do {
            let partials = try TemplateLibrary(sources: specCase.partials ?? [:])
            let template = try MustacheTemplate(specCase.template, name: specCase.name)
            let output = try template.render(specCase.data, partials: partials)
            #expect(output == specCase.expected, "\(label)")
            return output == specCase.expected
        } catch {
            Issue.record("\(label) threw \(error)")
            return false
        }
    }
}
