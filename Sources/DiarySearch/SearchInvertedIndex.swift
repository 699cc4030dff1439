/// Some of the articles' ``SearchPostings`` turned around: per stem of the chosen ones, the
/// articles that have it with its weight, in article order, as bytes. A build makes one for a
/// few shards at a time (``SearchIndexFiles``), reading every article's postings again each
/// time, so it never holds the whole index turned around: at 100,000 articles that would be
/// about 100 MB.
///
/// Each stem's list is, per article, the article's number minus the previous one's (the first
/// counted from −1, so every difference is at least 1) and the weight as a shard holds it
/// (``SearchIndexFiles/posted(_:)``), both ``VarInt``s: an article that many have a stem costs
/// one byte for its number.
struct SearchInvertedIndex {
    /// Per stem number, its list of postings, encoded (empty for the stems not chosen).
    private var lists: [[UInt8]]

    /// Turns around the stems `chosen` of `articles`' postings (in the order of the site's
    /// article list).
    /// - Parameters:
    ///   - chosen: Per stem number, whether this index holds it.
    init(_ articles: SearchIndexFiles.Articles, chosen: [Bool]) {
        lists = Array(repeating: [], count: chosen.count)
        // Per stem, the last article that has it, plus one (0: none yet).
        var lastArticle = [UInt32](repeating: 0, count: chosen.count)
        for article in 0..<articles.count {
            let number = UInt32(article) + 1
            for (stem, weight) in articles.postings(article).stems where chosen[stem] {
                VarInt.append(UInt64(number - lastArticle[stem]), to: &lists[stem])
                VarInt.append(UInt64(SearchIndexFiles.posted(weight)), to: &lists[stem])
                lastArticle[stem] = number
            }
        }
    }

    /// The postings of stem `number`, in article order.
    func postings(ofStem number: Int) -> [SearchShardFile.Posting] {
        let bytes = lists[number]
        var postings: [SearchShardFile.Posting] = []
        var offset = 0
        var article: UInt64 = 0
        while offset < bytes.count {
            article += VarInt.read(bytes, at: &offset)
            let weight = VarInt.read(bytes, at: &offset)
            postings.append(SearchShardFile.Posting(article: UInt32(article - 1), weight: UInt32(weight)))
        }
        return postings
    }

    /// Lets go of stem `number`'s list, once its shard is written.
    mutating func remove(stem number: Int) {
        lists[number] = []
    }
}
