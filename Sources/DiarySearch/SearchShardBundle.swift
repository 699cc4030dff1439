/// A small site's shards in one file, `search/shards.json.gz`, gzip-compressed like each shard:
/// `{"<prefix>": <the shard's object>, …}`, prefixes sorted as the manifest lists them. The page fetches it with the manifest while idle,
/// so a query on such a site waits on no file at all; a bigger site fetches a query's shards one
/// by one, as before.
///
/// Only a site of at most ``articleLimit`` articles gets one (its shards are a few dozen kilobytes
/// gzip); an index updated shard by shard (`SearchIndexUpdate`) makes it again from the kept and
/// the updated shards, so it is byte for byte what a whole build writes.
public struct SearchShardBundle {
    /// The most articles a site may have for its shards to be bundled.
    public static let articleLimit = 64
    /// The bundle's site path.
    public static let path = "search/shards.json.gz"

    private var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var count = 0

    /// Whether a site of `articles` articles bundles its shards.
    public static func bundles(articles: Int) -> Bool {
        articles <= articleLimit
    }

    public init() {}

    /// Adds the shard of `prefix` (its file's bytes); call in the manifest's order.
    public mutating func add(prefix: String, shard: [UInt8]) {
        if count > 0 { bytes.append(UInt8(ascii: ",")) }
        var key = JSONText()
        key.string(prefix)
        bytes += key.bytes
        bytes.append(UInt8(ascii: ":"))
        bytes += shard
        count += 1
    }

    /// The file's JSON, uncompressed.
    public var contents: [UInt8] { bytes + [UInt8(ascii: "}")] }

    /// The file's bytes as written: ``contents`` gzip-compressed as a shard is
    /// (``SearchIndexFiles/compressedShard(_:)``).
    public var compressed: [UInt8] { SearchIndexFiles.compressedShard(contents) }
}
