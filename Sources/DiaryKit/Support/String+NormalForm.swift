import Foundation

extension String {
    /// The text in Unicode Normalization Form C (composed: `ё` as one scalar).
    ///
    /// Swift compares strings by canonical equivalence, so `ё` composed and `е` + U+0308 are
    /// equal to it, but their UTF-8 bytes — a file's name on disk, a URL on a byte-exact server —
    /// differ. File names from macOS are decomposed (NFD); text typed anywhere is composed. So
    /// every published file name and every URL made from one is written in NFC.
    var composed: String {
        // Most names are ASCII, which every normal form leaves as it is.
        utf8.allSatisfy { $0 < 0x80 } ? self : precomposedStringWithCanonicalMapping
    }
}
