import DiaryMarkdown

/// The language a site is written in (`language:` in `site.yaml`, or detected from the
/// content): a BCP 47 tag such as `ru`, `en`, `en-GB` or `de`.
///
/// It sets the pages' `lang`, the interface strings (``InterfaceStrings``), the typography of
/// prose and whether search words are stemmed.
public struct SiteLanguage: Sendable, Hashable, Codable {
    /// The tag as written, e.g. `en-GB`.
    public let tag: String

    /// The Russian language, the bundled diary's.
    public static let russian = SiteLanguage(validTag: "ru")
    /// The English language.
    public static let english = SiteLanguage(validTag: "en")

    private init(validTag: String) { tag = validTag }

    /// The language of a well-formed BCP 47 tag (a 2–3 or 5–8 letter language subtag, then
    /// subtags of 1–8 letters or digits, joined by `-` or `_`), or `nil`.
    public init?(tag: String) {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let language = subtags.first, (2...3).contains(language.count) || (5...8).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter }),
            subtags.dropFirst().allSatisfy({
                (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        self.tag = subtags.joined(separator: "-")
    }

    /// The primary language subtag, lowercased: `en` for `en-GB`.
    public var primary: String {
        String(tag.prefix { $0 != "-" }).lowercased()
    }

    /// The typography prose gets: Russian, English, or none for other languages.
    public var typography: TypographyStyle? {
        switch primary {
        case "ru": .russian
        case "en": .english
        default: nil
        }
    }

    /// Whether search words are stemmed (Russian and English words, by their letters); in other
    /// languages a word matches the words it begins.
    public var stemsSearchWords: Bool {
        typography != nil
    }
}
