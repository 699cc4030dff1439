import EmbeddedSources
import StemmerExports
import Stemming
import Testing
import WasmWireFormat

/// The stemmer's entry points, run on the host as the search page calls them in its WebAssembly.
@Suite("Stemmer exports", .serialized)
struct StemmerExportsTests {
    /// Writes `word` into the buffer as the page does (at most the capacity), stems it, reads the stem.
    static func stem(_ word: String) -> String {
        let bytes = Array(word.utf8.prefix(WireFormat.Stemmer.capacity))
        let buffer = searchBuffer()
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        let length = Int(searchStem(Int32(bytes.count)))
        return String(decoding: UnsafeBufferPointer(start: buffer, count: length), as: UTF8.self)
    }

    @Test func stemsAsTheIndexerDoes() {
        for word in ["кнопками", "running", "ёлочки", ""] {
            #expect(Self.stem(word) == Stemmer.stem(word), "\(word)")
        }
    }

    @Test func aLengthOutsideTheBufferIsClamped() {
        #expect(searchStem(-4) == 0)
        let long = String(repeating: "a", count: 400)
        #expect(Self.stem(long).utf8.count <= WireFormat.Stemmer.capacity)
    }

    @Test func exportsTheWireFormatsNames() throws {
        let text = try #require(StemmerExportsSources.files.first).text
        #expect(text.contains("@_cdecl(\"\(WireFormat.Stemmer.buffer)\")"))
        #expect(text.contains("@_cdecl(\"\(WireFormat.Stemmer.stem)\")"))
        #expect(text.contains("private let capacity = \(WireFormat.Stemmer.capacity)\n"))
    }
}
