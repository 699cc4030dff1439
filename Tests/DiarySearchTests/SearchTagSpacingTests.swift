import Foundation
import Testing

@testable import DiarySearch

/// Tags are indexed with their hyphens made spaces, on the bytes where that is safe.
@Suite("Search tag spacing")
struct SearchTagSpacingTests {
    static let tags = [
        "", "swift", "swift-ui", "-", "--", "-a-", "ios-17", "swiftui-приложение", "мой-тег", "ёлка-ёж",
        "café-crème", "a-\u{301}b", "e\u{301}-x", "ab-\u{200D}c", "\u{600}-x", "x-\u{1F600}", "a-\r\nb", "ж-\u{483}",
        "ÿ-Ā-ǿ", "日本-語",
    ]

    @Test("The same as Foundation's replacingOccurrences(of: \"-\", with: \" \") for every kind of neighbour")
    func sameAsFoundation() {
        for tag in Self.tags {
            #expect(SearchDocument.spacingHyphens(tag) == tag.replacingOccurrences(of: "-", with: " "), "\(tag)")
        }
    }
}
