import BuildCache
import Mustache

/// Everything a page made from the lists (home, tag, archive pages, feeds) is made from, for
/// its fingerprint: the page is written again exactly when one of these changes.
struct ListPageInput: Encodable, Sendable {
    /// The page's template with everything it includes (``TemplateSet/digest(of:)``).
    var template: ContentHash.Digest
    /// The page's context as fingerprints see it: each listed article by its summary's token
    /// (``PageContext/fingerprinting``).
    var context: ContentHash.Digest

    init(template: ContentHash.Digest, context: MustacheValue) {
        self.template = template
        var hash = ContentHash()
        hash.combine(context)
        self.context = hash.digest
    }

    /// The page's fingerprint: the digest of every input.
    var fingerprint: ContentHash.Digest { ContentHash.digest(of: self) }
}
