import SampleExtraction
import Testing

@testable import SampleWasm

@Suite("Preview records and runs")
struct PreviewRunTests {
    static let fences = [
        PreviewFence(articlePath: "/c/a.md", line: 10, name: "First"),
        PreviewFence(articlePath: "/c/a.md", line: 20, name: "Second"),
    ]
    static let run = PreviewRun(fences: fences, module: "Mod")

    static func field(_ text: String) -> String { "\(text.utf8.count):\(text)" }

    static func begin(_ index: Int) -> String { field("begin") + field(String(index)) }

    static func fence(_ path: String, _ line: Int, svg: String = "<svg/>") -> String {
        [
            field("fence"), field(path), field(String(line)), field("1"), field("Preview"), field("Size That Fits"),
            field(svg), field(svg), field(""), field("0"),
        ].joined()
    }

    static func check(_ output: String, _ ending: PreviewRun.Ending = .finished) -> [FenceDrawing] {
        run.check(PreviewRecords.read(Array(output.utf8)), ending: ending)
    }

    static func kinds(_ drawings: [FenceDrawing]) -> [PreviewFenceFailure.Kind?] {
        drawings.map {
            if case .failure(let failure) = $0.result { failure.kind } else { nil }
        }
    }

    @Test func theGluesOwnRecordsDrawEveryFence() throws {
        let drawings = Self.check(Self.begin(0) + Self.fence("/c/a.md", 10) + Self.begin(1) + Self.fence("/c/a.md", 20))
        #expect(Self.kinds(drawings) == [nil, nil])
        #expect(try drawings[1].result.get().map(\.lightSVG) == ["<svg/>"])
    }

    @Test func aRecordForAnotherFenceIsForgedAtTheFenceThatWasDrawing() {
        // First's body wrote Second's record before the glue wrote its own.
        let forged = Self.begin(0) + Self.fence("/c/a.md", 20, svg: "<svg><script/></svg>") + Self.fence("/c/a.md", 10)
        let drawings = Self.check(forged + Self.begin(1) + Self.fence("/c/a.md", 20))
        #expect(Self.kinds(drawings) == [.forged, .notReached])
        #expect(drawings[0].fence.line == 10)
    }

    @Test func aRecordForAnUnknownFenceOrASecondRecordIsForged() {
        let unknown = Self.begin(0) + Self.fence("/c/other.md", 3) + Self.fence("/c/a.md", 10)
        #expect(Self.kinds(Self.check(unknown)) == [.forged, .notReached])
        let extra =
            Self.begin(0) + Self.fence("/c/a.md", 10) + Self.begin(1) + Self.fence("/c/a.md", 20)
            + Self.fence("/c/a.md", 20)
        #expect(Self.kinds(Self.check(extra)) == [nil, .forged])
        let skipped = Self.begin(1) + Self.fence("/c/a.md", 20)
        #expect(Self.kinds(Self.check(skipped)) == [.forged, .notReached])
    }

    @Test func bytesThatAreNoRecordAfterACleanRunAreForged() {
        let output = Self.begin(0) + Self.fence("/c/a.md", 10) + Self.begin(1) + Self.fence("/c/a.md", 20) + "junk"
        #expect(Self.kinds(Self.check(output)) == [nil, .forged])
    }

    @Test func aRunOutOfTimeNamesTheFenceItWasDrawing() {
        let drawings = Self.check(Self.begin(0) + Self.fence("/c/a.md", 10) + Self.begin(1), .timedOut(seconds: 5))
        #expect(Self.kinds(drawings) == [nil, .timedOut])
        if case .failure(let failure) = drawings[1].result {
            #expect(failure.message.contains("preview Second did not finish drawing within 5 s"))
        }
    }

    @Test func aTrapNamesTheFenceAndKeepsWasmkitsMessage() {
        let output = Self.begin(0) + "Error: Trap: unreachable\n"
        let reading = PreviewRecords.read(Array(output.utf8))
        let ending = PreviewRun.Ending.stopped("wasmkit: Error: Trap: unreachable")
        let drawings = Self.run.check(reading, ending: ending)
        #expect(Self.kinds(drawings) == [.stopped, .notReached])
        if case .failure(let failure) = drawings[0].result {
            #expect(failure.message.contains("preview First stopped while drawing (wasmkit: Error: Trap: unreachable)"))
            #expect(!failure.message.contains("does not build"))
        }
    }

    @Test(arguments: [
        "5:begin", "9999999999:x", "5:fence4:/a.md2:-11:0", "5:fence4:/a.md2:101:9", "5:fence4:/a.md2:106:999999",
        "5:fence4:/a.md2:101:17:Preview0:0:0:4:blue", "x", ":", "5:begin2:-1",
    ])
    func unreadableOutputIsAFormatErrorNotACrash(output: String) {
        #expect(throws: PreviewRecords.FormatError.self) { try PreviewRecords.parse(Array(output.utf8)) }
    }
}
