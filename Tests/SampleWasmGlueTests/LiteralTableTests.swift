import SampleWasm
import Testing
import WasmWireFormat

@testable import SampleWasmGlue

/// The literal slots' table, run on the host: what a slotted literal reads once the page set it.
/// The table is global, so the tests that set it run one after another.
@Suite("Glue: literal slots", .serialized)
struct LiteralTableTests {
    /// Sets `slot` through the exports, as the page does: UTF-8 into the buffer, then set.
    static func set(_ slot: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        let buffer = LiteralEntryPoints.buffer()
        for (offset, byte) in bytes.enumerated() { buffer[offset] = byte }
        LiteralEntryPoints.set(slot, Int32(bytes.count))
    }

    static func refusals() -> String {
        GlueOutput.Capture.collect { LiteralEntryPoints.refusals() }.standardOutput
    }

    @Test func aSlotReadsAsWrittenUntilThePageSetsIt() {
        LiteralEntryPoints.reset()
        #expect(__diaryLiteral(0, 16) == 16)
        Self.set(0, "24")
        Self.set(1, "Пока")
        Self.set(2, "false")
        Self.set(3, "0.25")
        #expect(__diaryLiteral(0, 16) == 24)
        #expect(__diaryLiteral(1, "Привет") == "Пока")
        #expect(__diaryLiteral(2, true) == false)
        // An integer literal used as a Double takes a fraction.
        let scale: Double = __diaryLiteral(3, 1)
        #expect(scale == 0.25)
        LiteralEntryPoints.reset()
        #expect(__diaryLiteral(0, 16) == 16)
    }

    @Test func aValueThatIsNoValueOfTheTypeIsRefusedAndTheLiteralKept() {
        LiteralEntryPoints.reset()
        Self.set(4, "2.5")
        Self.set(5, "300")
        Self.set(6, "yes")
        #expect(__diaryLiteral(4, 16) == 16)
        let byte: UInt8 = __diaryLiteral(5, 7)
        #expect(byte == 7)
        #expect(__diaryLiteral(6, true) == true)
        #expect(Self.refusals() == "4 Int\n5 UInt8\n6 Bool\n")
        Self.set(4, "-8")
        #expect(__diaryLiteral(4, 16) == -8)
        #expect(Self.refusals() == "5 UInt8\n6 Bool\n")
        LiteralEntryPoints.reset()
        #expect(Self.refusals().isEmpty)
    }

    static func reads() -> String {
        GlueOutput.Capture.collect { LiteralEntryPoints.reads() }.standardOutput
    }

    @Test func theSlotsReadAreReportedOnceWhetherSetOrNot() {
        LiteralEntryPoints.reset()
        _ = Self.reads()
        Self.set(9, "3")
        #expect(__diaryLiteral(9, 1) == 3)
        #expect(__diaryLiteral(2, "a") == "a")
        #expect(__diaryLiteral(9, 1) == 3)
        // A refused value was read too: the drawing depends on it.
        Self.set(4, "x")
        #expect(__diaryLiteral(4, 16) == 16)
        #expect(Self.reads() == "2 4 9 ")
        #expect(Self.reads().isEmpty, "forgotten once reported")
        LiteralEntryPoints.reset()
        #expect(__diaryLiteral(5, false) == false)
        #expect(Self.reads() == "5 ")
    }

    @Test func numbersAreReadAsSwiftSpellsThem() {
        #expect(LiteralText.integer("1_000", as: Int.self) == 1000)
        #expect(LiteralText.integer("0xFF", as: Int.self) == 255)
        #expect(LiteralText.integer("-128", as: Int8.self) == -128)
        #expect(LiteralText.integer("128", as: Int8.self) == nil)
        #expect(LiteralText.integer("", as: Int.self) == nil)
        #expect(LiteralText.integer("1 2", as: Int.self) == nil)
        for text in ["0.1", "24.5", "-3.75", "1e3", "2.5E-3", "123456.789", "0.3", ".5", "7."] {
            #expect(LiteralText.double(text) == Double(text), "\(text)")
        }
        #expect(LiteralText.double("1.2.3") == nil)
        #expect(LiteralText.double("e5") == nil)
        #expect(LiteralText.double("1e99999") == nil)
    }

    @Test func theRegistryExportsTheWireFormatsNamesThroughTheEntryPoints() {
        let text = LiteralGlue.sourceFile(module: "M").text
        for name in WireFormat.Literals.all {
            #expect(text.contains("@_cdecl(\"\(name)\")\npublic func _\(name)("))
        }
        #expect(text.components(separatedBy: "LiteralEntryPoints.").count == WireFormat.Literals.all.count + 1)
    }
}

/// A type an article makes expressible by a string literal, as DiaryUI's `PreviewDevice` is.
private struct Device: ExpressibleByStringLiteral, Equatable {
    var name: String
    init(stringLiteral value: String) { name = value }
}

/// A type expressible by an integer literal only.
private struct Count: ExpressibleByIntegerLiteral, Equatable {
    var value: Int
    init(integerLiteral value: Int) { self.value = value }
}

/// In the same suite: the table is global, and its tests run one after another.
extension LiteralTableTests {
    @Test func aLiteralOfATypeBuiltFromALiteralReadsThroughItsLiteralType() {
        LiteralEntryPoints.reset()
        let device: Device = __diaryLiteral(20, "iPhone 15")
        #expect(device.name == "iPhone 15")
        LiteralTableTests.set(20, "iPad")
        LiteralTableTests.set(21, "x")
        let changed: Device = __diaryLiteral(20, "iPhone 15")
        #expect(changed.name == "iPad")
        let count: Count = __diaryLiteral(21, 3)
        #expect(count.value == 3)
        #expect(LiteralTableTests.refusals() == "21 Int\n")
        LiteralEntryPoints.reset()
    }
}
