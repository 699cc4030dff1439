/// The `<defs>` of one SVG document: gradients, clip paths, masks, patterns and filters.
///
/// Identical definitions are shared; ids are the caller's prefix, a letter for the kind and a counter,
/// so several documents on one page never collide and the output is the same on every run.
/// Contents are compared by their UTF-8 bytes, in a list: hashing `String`s would bring Unicode
/// normalisation into every `.wasm` (and a dictionary its own code), while the markup DiaryUI writes
/// has one spelling for one content and a document holds a few definitions.
struct SVGDefinitions {
    /// The byte that stands for the id while a definition's content is compared.
    private static let placeholder: UInt8 = 1

    private let prefix: String
    /// The definitions' elements, each after a new line.
    private(set) var markup = SVGBytes()
    private var ids: [(content: [UInt8], id: String)] = []
    private var counts: [(kind: Unicode.Scalar, count: Int)] = []

    init(prefix: String) {
        self.prefix = prefix
    }

    /// Whether nothing was defined.
    var isEmpty: Bool { ids.isEmpty }

    /// Registers a definition and returns its id.
    ///
    /// - Parameters:
    ///   - kind: A letter naming the kind of definition in its id (g gradient, c clip, m mask, p pattern,
    ///     f filter).
    ///   - make: Builds the element for a given id, which must be its first attribute: it is called once
    ///     with a placeholder to compare contents, and a new definition's element is that markup with
    ///     the placeholder replaced by the real id.
    mutating func define(_ kind: Unicode.Scalar, _ make: (String) -> SVGBytes) -> String {
        register(kind, make(String(Unicode.Scalar(Self.placeholder))))
    }

    /// Registers `element`, written with the placeholder id, and returns its id. Apart from
    /// ``define(_:_:)`` so that the optimiser's copy of `define` for each closure stays a call.
    @inline(never)
    private mutating func register(_ kind: Unicode.Scalar, _ element: SVGBytes) -> String {
        var element = element
        if let known = ids.first(where: { $0.content == element.bytes }) { return known.id }
        let number: Int
        if let index = counts.firstIndex(where: { $0.kind == kind }) {
            counts[index].count += 1
            number = counts[index].count
        } else {
            counts.append((kind, 1))
            number = 1
        }
        let id = prefix + String(kind) + String(number)
        ids.append((element.bytes, id))
        element.replaceFirst(Self.placeholder, with: id)
        markup.write(byte: UInt8(ascii: "\n"))
        markup.write(element)
        return id
    }
}
