/// Every article's ``SearchPostings`` turned around: per stem, the articles that have it with
/// its weight, in article order, as bytes. It is made by draining the articles' postings one
/// article at a time, each let go of once read, so a build never holds both whole: at 100,000
/// articles the two would be hundreds of megabytes as fixed-width numbers.
///
/// Each stem's list is, per article, the article's number minus the previous one's (the first
/// counted from −1, so every difference is at least 1) and the weight as a shard holds it
/// (``SearchIndexFiles/posted(_:)``), both ``VarInt``s: an article that many have a stem costs
/// one byte for its number.
struct SearchInvertedIndex {
    /// Per stem number, its list of postings, encoded.
    private var lists: [[UInt8]]

    /// Turns `postings` (in the order of the site's article list) around, emptying each article's
    /// as it is read.
    /// - Parameter stemCount: How many stems the postings' numbering has (``StemNumbers/stems``).
    init(draining postings: inout [SearchPostings], stemCount: Int) {
        lists = Array(repeating: [], count: stemCount)
        // Per stem, the last article that has it, plus one (0: none yet).
        var lastArticle = [UInt32](repeating: 0, count: stemCount)
        for article in postings.indices {
            let number = UInt32(article) + 1
            for (stem, weight) in postings[article].stems {
                VarInt.append(UInt64(number - lastArticle[stem]), to: &lists[stem])
                VarInt.append(UInt64(SearchIndexFiles.posted(weight)), to: &lists[stem])
                lastArticle[stem] = number
            }
            postings[article].removeStems()
        }
    }

    /// Whether any article has stem `number`.
    func contains(stem number: Int) -> Bool {
        !lists[number].isEmpty
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
