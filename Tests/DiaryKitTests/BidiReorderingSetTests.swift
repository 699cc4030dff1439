import Testing

@testable import DiaryKit

/// Which controls reorder text (`BidiControlsTests` in DiaryToolTests checks the warnings a build
/// gives for them).
@Suite("Bidirectional controls: the reordering set")
struct BidiReorderingSetTests {
    @Test("Exactly U+202A–U+202E and U+2066–U+2069 count as reordering")
    func reorderingSet() {
        let reordering = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(BidiControls.isReordering)
        #expect(reordering.map(\.value) == Array(0x202A...0x202E) + Array(0x2066...0x2069))
    }
}
