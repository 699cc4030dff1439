// The search page's entry points into the stemmer (`js/stemmer.wasm`, see ``WireFormat/Stemmer``):
// a fixed buffer the page writes a UTF-8 word into, and `search_stem`, which replaces the word
// with its stem and returns the stem's length in bytes. `diary` compiles this file into the
// `Stemming` module itself (embedded as text by `SourceEmbedderPlugin`); on the host it is a
// module of its own, built so it is checked and tested.
#if !hasFeature(Embedded)
    import Stemming
#endif

private let capacity = 256
nonisolated(unsafe) private var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)

/// The buffer's address.
@_cdecl("search_buffer")
public func searchBuffer() -> UnsafeMutablePointer<UInt8> { buffer }

/// Replaces the `count`-byte word in the buffer by its stem; returns the stem's length in bytes.
@_cdecl("search_stem")
public func searchStem(_ count: Int32) -> Int32 {
    let length = max(0, min(Int(count), capacity))
    let word = String(decoding: UnsafeBufferPointer(start: buffer, count: length), as: UTF8.self)
    var written = 0
    for byte in Stemmer.stem(word).utf8 where written < capacity {
        buffer[written] = byte
        written += 1
    }
    return Int32(written)
}
