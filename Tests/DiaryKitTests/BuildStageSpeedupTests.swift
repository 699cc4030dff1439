import Stemming
import Synchronization
import Testing

@testable import DiaryKit
@testable import DiarySearch

/// The pieces that make the build stages cheap or parallel give what the plain versions give.
@Suite("Build stage speed-ups keep their results")
struct BuildStageSpeedupTests {
    @Test("the ordered map returns results in input order whatever finishes first", arguments: [1, 2, 4, 64])
    func orderedMap(width: Int) async {
        let input = Array(0..<200)
        let output = await OrderedConcurrentMap.map(input, width: width) { value in
            // Uneven work, so later elements often finish before earlier ones.
            var sum = 0
            for step in 0..<((200 - value) * 50) { sum &+= step }
            return (value, sum)
        }
        #expect(output.map(\.0) == input)
        #expect(output.map(\.1) == input.map { value in (0..<((200 - value) * 50)).reduce(0, &+) })
    }

    @Test("the ordered map transforms each element once, never more than width at a time", arguments: [1, 2, 3])
    func orderedMapWidth(width: Int) async {
        let running = Mutex((now: 0, most: 0, calls: [Int: Int]()))
        let input = Array(0..<300)
        let output = await OrderedConcurrentMap.map(input, width: width) { value in
            running.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
                $0.calls[value, default: 0] += 1
            }
            var sum = 0
            for step in 0..<(value % 7 * 2_000) { sum &+= step }
            running.withLock { $0.now -= 1 }
            return value &+ sum &* 0
        }
        #expect(output == input)
        let seen = running.withLock { $0 }
        #expect(seen.most <= width)
        #expect(seen.calls.count == input.count && seen.calls.values.allSatisfy { $0 == 1 })
    }

    @Test("the ordered map of nothing is empty")
    func orderedMapEmpty() async {
        let output = await OrderedConcurrentMap.map([Int](), width: 4) { $0 }
        #expect(output.isEmpty)
    }

    @Test("per-stem weights from the shared cache equal stemming every word, on a cold and a warm cache")
    func stemWeights() {
        let text = "Кнопки кнопкой кнопка управляют управлять Buttons button buttons ёлка елка"
        var words = WordWeights()
        words.add(text, as: .body)
        words.add("Кнопка", as: .title)
        var expected: [String: Int] = [:]
        for word in SearchTokenizer.words(in: text) { expected[Stemmer.stem(word), default: 0] += 2 }
        expected[Stemmer.stem("кнопка"), default: 0] += 16
        let cache = StemCache()
        #expect(cache.stemWeights(words) == expected)
        #expect(cache.stemWeights(words) == expected)
        #expect(words.count == SearchTokenizer.words(in: text).count + 1)
    }

    @Test("both feeds made together equal each feed made alone")
    func feedsTogether() {
        let model = FeedAndSitemapTests.model
        let entries = model.published.map {
            FeedEntry(article: $0, html: "<p><a href=\"/diary/x/\">x</a> & <img srcset=\"/diary/a.png 2x\"></p>")
        }
        let feeds = Feeds(model: model)
        let together = feeds.atomAndRSS(entries)
        #expect(!entries.isEmpty)
        #expect(together.atom == feeds.atom(entries))
        #expect(together.rss == feeds.rss(entries))
    }
}
