import DiaryContent
import Testing

@testable import SampleExtraction

@Suite("Fence info strings")
struct FenceInfoTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let info: String
        let kind: FenceInfo.Kind
        let isIgnored: Bool
        let module: String?
        let unknown: [String]
        var previewName: String? = nil
        var testDescription: String { "'\(info)'" }
    }

    @Test(arguments: [
        Case(info: "swift", kind: .swift, isIgnored: false, module: nil, unknown: []),
        Case(info: "swift ignore", kind: .swift, isIgnored: true, module: nil, unknown: []),
        Case(info: "swift module=Puzzles", kind: .swift, isIgnored: false, module: "Puzzles", unknown: []),
        Case(info: "swift  ignore\tmodule=A", kind: .swift, isIgnored: true, module: "A", unknown: []),
        Case(info: "swift ingore", kind: .swift, isIgnored: false, module: nil, unknown: ["ingore"]),
        Case(info: "swift module=", kind: .swift, isIgnored: false, module: nil, unknown: ["module="]),
        Case(info: "swift module=A module=B", kind: .swift, isIgnored: false, module: "A", unknown: ["module=B"]),
        Case(info: "output", kind: .output, isIgnored: false, module: nil, unknown: []),
        // The language is read case-insensitively, as the site highlights it: ```Swift compiles too.
        Case(info: "Swift", kind: .swift, isIgnored: false, module: nil, unknown: []),
        Case(info: "SWIFT ignore", kind: .swift, isIgnored: true, module: nil, unknown: []),
        Case(info: "bash ignore", kind: .other, isIgnored: false, module: nil, unknown: []),
        Case(
            info: "preview ShutterButton", kind: .preview, isIgnored: false, module: nil, unknown: [],
            previewName: "ShutterButton"),
        Case(
            info: "preview A module=Puzzles", kind: .preview, isIgnored: false, module: "Puzzles", unknown: [],
            previewName: "A"),
        Case(info: "preview module=Puzzles", kind: .preview, isIgnored: false, module: "Puzzles", unknown: []),
        Case(info: "preview", kind: .preview, isIgnored: false, module: nil, unknown: []),
        Case(
            info: "preview A ignore B", kind: .preview, isIgnored: false, module: nil, unknown: ["ignore", "B"],
            previewName: "A"),
        Case(info: "swift A", kind: .swift, isIgnored: false, module: nil, unknown: ["A"]),
        Case(info: "Preview A", kind: .preview, isIgnored: false, module: nil, unknown: [], previewName: "A"),
        Case(info: "", kind: .other, isIgnored: false, module: nil, unknown: []),
    ])
    func reads(_ expected: Case) {
        let info = FenceInfo(expected.info)
        #expect(info.kind == expected.kind)
        #expect(info.isIgnored == expected.isIgnored)
        #expect(info.module == expected.module)
        #expect(info.unknownWords == expected.unknown)
        #expect(info.previewName == expected.previewName)
    }

    @Test(arguments: [
        ("ShutterButtonPreviews", true), ("_Private", true), ("Кнопка2", true), ("a_b_1", true),
        ("", false), ("_", false), ("2Fast", false), ("Shutter-Button", false), ("Buttons.Previews", false),
        ("`class`", false),
    ])
    func previewNamesMustBeSwiftIdentifiers(name: String, isValid: Bool) {
        #expect(FenceInfo.isSwiftIdentifier(name) == isValid)
    }

    @Test("A preview fence names its #Preview devices in quotes, one device= word each")
    func previewDevices() {
        let info = FenceInfo("preview Shown device=\"iPhone SE (3rd generation)\" module=A device=\"iPhone 14 Pro\"")
        #expect(info.previewName == "Shown")
        #expect(info.module == "A")
        #expect(info.devices == ["iPhone SE (3rd generation)", "iPhone 14 Pro"])
        #expect(info.unknownWords.isEmpty)
        let unnamed = FenceInfo("preview device=\"iPad mini (6th generation)\"")
        #expect(unnamed.previewName == nil)
        #expect(unnamed.devices == ["iPad mini (6th generation)"])
        #expect(FenceInfo("swift device=\"iPhone 14\"").unknownWords == ["device=\"iPhone 14\""])
    }
}
