import DiaryUI
import Testing
import WasmWireFormat

@testable import SampleWasmGlue

/// The live previews' exports, run on the host with a registry like a generated one. One suite,
/// run serially: a module has one set of sessions, like the glue's one store.
@Suite("Glue: live preview entry points", .serialized)
struct LivePreviewEntryPointsTests {
    typealias Live = LivePreviewEntryPoints<TestRegistry>

    init() { Live.forgetSessions() }

    static func printed(_ body: () -> Void) -> String {
        GlueOutput.Capture.collect(body).standardOutput
    }

    /// The fields of `diary_live_state`'s answer.
    static func fields(_ text: String) -> [String] {
        var fields: [String] = []
        var rest = Array(text.utf8)[...]
        while let colon = rest.firstIndex(of: UInt8(ascii: ":")),
            let count = Int(String(decoding: rest[..<colon], as: UTF8.self))
        {
            let field = rest[(colon + 1)...].prefix(count)
            fields.append(String(decoding: field, as: UTF8.self))
            rest = rest[(colon + 1 + field.count)...]
        }
        return fields
    }

    @Test func theFirstFrameIsTheStaticPreview() {
        let drawn = TestRegistry.render(fence: 1)
        #expect(Self.printed { Live.svg(1, 0, 0) } == drawn[0].lightSVG)
        #expect(Self.printed { Live.svg(1, 0, 1) } == drawn[0].darkSVG)
        // The second variant fixes the dark scheme: asked for light, it still draws dark.
        #expect(Self.printed { Live.svg(1, 1, 0) } == drawn[1].lightSVG)
    }

    @Test func numbersOutOfRangePrintNothing() {
        for (fence, variant) in [(-1, 0), (2, 0), (0, 2), (0, -1)] as [(Int32, Int32)] {
            #expect(Self.printed { Live.svg(fence, variant, 0) }.isEmpty)
            #expect(Self.printed { Live.state(fence, variant) }.isEmpty)
            Live.activate(fence, variant, 0)
            Live.pointer(fence, variant, 0, 1, 1)
            Live.advance(fence, variant, 10)
            Live.rehearse(fence, variant, 0)
        }
    }

    @Test func stateListsTheControlsInHundredthsOfAPoint() throws {
        let fields = Self.fields(Self.printed { Live.state(0, 0) })
        #expect(fields.count == 8)
        #expect(fields[0] == "")
        #expect(fields[1] == "1")
        #expect(fields[2] == "Add")
        let numbers = fields[3..<7].compactMap(Int.init)
        #expect(numbers.count == 4)
        #expect(fields[7] == "0", "no animation runs")
        #expect(numbers[2] > 0 && numbers[3] > 0)
    }

    @Test func activatingAControlChangesOnlyItsSession() {
        Live.activate(0, 0, 0)
        Live.activate(0, 0, 0)
        Live.activate(0, 0, 5)
        #expect(Self.printed { Live.svg(0, 0, 0) }.contains("Count 2"))
        #expect(Self.printed { Live.svg(0, 1, 0) }.contains("Count 0"))
        #expect(Self.printed { Live.svg(1, 0, 0) }.contains("Count 0"))
    }

    @Test func aTapByPointerActivatesTheControlUnderIt() throws {
        let fields = Self.fields(Self.printed { Live.state(0, 0) })
        let numbers = fields[3...].compactMap(Int.init).map { Double($0) / 100 }
        let x = numbers[0] + numbers[2] / 2
        let y = numbers[1] + numbers[3] / 2
        Live.pointer(0, 0, WireFormat.LivePreviews.PointerPhase.down.rawValue, x, y)
        Live.pointer(0, 0, WireFormat.LivePreviews.PointerPhase.up.rawValue, x, y)
        #expect(Self.printed { Live.svg(0, 0, 0) }.contains("Count 1"))
    }

    @Test func rehearsalLeavesThePagesSessionsAlone() {
        Live.activate(0, 0, 0)
        #expect(Self.printed { Live.rehearse(0, 0, 0) }.isEmpty)
        #expect(Self.printed { Live.svg(0, 0, 0) }.contains("Count 1"))
    }
}
