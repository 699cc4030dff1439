/// An image file the renderer can reference: its natural size in points and its address.
public struct ResolvedImage: Hashable, Sendable {
    /// The natural size in points (a @2x 200 × 100 px PNG is 100 × 50 points).
    public var size: CGSize
    /// The address written into the SVG (`href`): a URL, a path relative to the page, or a data URL.
    public var href: String
    /// Whether the asset is a template by default (its alpha is tinted with the foreground style), as an
    /// asset catalog's "Render As: Template Image" setting does.
    public var rendersAsTemplate: Bool

    /// Creates a resolved image.
    public init(size: CGSize, href: String, rendersAsTemplate: Bool = false) {
        self.size = size
        self.href = href
        self.rendersAsTemplate = rendersAsTemplate
    }
}

extension ResolvedImage {
    /// Whether `other` is the same image, its address compared by bytes (``haveSameBytes(_:_:)``):
    /// the addresses of one build come from one resolver, which spells one file one way, and
    /// `String ==` would bring Unicode normalisation into every `.wasm`.
    func isSame(as other: ResolvedImage) -> Bool {
        size == other.size && rendersAsTemplate == other.rendersAsTemplate && haveSameBytes(href, other.href)
    }
}

/// Turns image names (`Image("hat")`) into image files; the renderer's stand-in for an asset catalog.
public struct ImageResolver: Sendable {
    let resolve: @Sendable (String) -> ResolvedImage?

    /// Creates a resolver from a lookup function; returning `nil` means "no such image".
    public init(_ resolve: @escaping @Sendable (String) -> ResolvedImage?) {
        self.resolve = resolve
    }

    /// A resolver that knows no images: every `Image` is empty and zero-sized, as a missing asset is.
    public static let none = ImageResolver { _ in nil }

    /// A resolver backed by a dictionary from names to images.
    public static func images(_ images: [String: ResolvedImage]) -> ImageResolver {
        ImageResolver { images[$0] }
    }
}
