import Foundation
import Testing

@testable import SampleWasm

/// Replays the preview-record fuzzer's seeds and a few hand-made inputs through its check.
@Suite("Preview records fuzz check")
struct PreviewRecordsFuzzCheckTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fuzz/Corpus/PreviewRecords")

    @Test func theSeedsPass() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(!names.isEmpty)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appending(path: name)))
            #expect(previewRecordsFuzzProblem(in: bytes) == nil, "\(name)")
        }
    }

    @Test(arguments: ["", "5:begin", "5:begin1:0", "<svg>", "<svg><g></svg>", "\u{FF}\u{0}", "99999999999:"])
    func oddInputsPass(input: String) {
        #expect(previewRecordsFuzzProblem(in: Array(input.utf8)) == nil)
    }
}
