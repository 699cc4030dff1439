import DiaryUI
import SampleWasm
import Testing

@testable import SampleWasmGlue

/// A tappable counter: enough state for a live session to change.
struct GlueCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// Two variants, the second fixed to the dark scheme.
struct GlueCounterPreviews: PreviewProvider {
    static var previews: some View {
        GlueCounter().previewLayout(.fixed(width: 200, height: 100))
        GlueCounter().previewLayout(.fixed(width: 200, height: 100)).preferredColorScheme(.dark)
    }
}

/// A registry as SampleWasm generates one: two fences of one provider.
enum TestRegistry: LivePreviewRegistry {
    static let fences: [(path: String, line: Int)] = [("/c/a.md", 10), ("/c/b.md", 20)]

    static func render(fence: Int) -> [RenderedPreview] {
        switch fence {
        case 0: return renderPreviews(of: GlueCounterPreviews.self, idPrefix: "p10-", images: .none)
        case 1: return renderPreviews(of: GlueCounterPreviews.self, idPrefix: "p20-", images: .none)
        default: return []
        }
    }

    static func sessions(fence: Int) -> [LivePreviewSession] {
        switch fence {
        case 0: return LivePreviewSession.sessions(of: GlueCounterPreviews.self, idPrefix: "p10-")
        case 1: return LivePreviewSession.sessions(of: GlueCounterPreviews.self, idPrefix: "p20-")
        default: return []
        }
    }
}

/// The preview records the glue writes, read back by the generator's reader.
@Suite("Glue: preview records")
struct PreviewRecordWriterTests {
    @Test func aFieldIsItsByteCountAColonAndTheText() {
        #expect(PreviewRecordWriter.field("") == "0:")
        #expect(PreviewRecordWriter.field("ёж") == "4:ёж")
        #expect(PreviewRecordWriter.field("1:2") == "3:1:2")
    }

    @Test func recordsGoToTheRecordChannelNotStandardOutput() {
        let output = GlueOutput.Capture.collect { PreviewRecordWriter.writeBegin(3) }
        #expect(output.previewRecords == "5:begin1:3")
        #expect(output.standardOutput.isEmpty)
    }

    @Test func theGeneratorReadsEveryFenceTheGlueDrew() throws {
        let output = GlueOutput.Capture.collect { PreviewRecordWriter.drawAll(TestRegistry.self) }
        let records = try PreviewRecords.parse(Array(output.previewRecords.utf8))
        #expect(records.count == 4)
        guard case .begin(0) = records[0], case .fence(let first) = records[1], case .begin(1) = records[2],
            case .fence(let second) = records[3]
        else {
            Issue.record("records out of order: \(records)")
            return
        }
        #expect(first.articlePath == "/c/a.md" && first.line == 10)
        #expect(second.articlePath == "/c/b.md" && second.line == 20)
        let drawn = TestRegistry.render(fence: 0)
        #expect(first.variants.map(\.lightSVG) == drawn.map(\.lightSVG))
        #expect(first.variants.map(\.darkSVG) == drawn.map(\.darkSVG))
        #expect(first.variants.map(\.name) == drawn.map(\.name))
        #expect(first.variants.map(\.caption) == drawn.map(\.caption))
        #expect(first.variants.map(\.fixedScheme) == [nil, "dark"])
        #expect(second.variants.map(\.lightSVG) == TestRegistry.render(fence: 1).map(\.lightSVG))
    }
}
