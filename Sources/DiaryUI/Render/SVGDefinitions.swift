/// The `<defs>` of one SVG document: gradients, clip paths, masks, patterns and filters.
///
/// Identical definitions are shared; ids are the caller's prefix, a letter for the kind and a counter,
/// so several documents on one page never collide and the output is the same on every run.
/// Contents are compared by their UTF-8 bytes, in a list: hashing `String`s would bring Unicode
/// normalisation into every `.wasm` (and a dictionary its own code), while the markup DiaryUI writes
/// has one spelling for one content and a document holds a few definitions.
struct SVGDefinitions {
    private let prefix: String
    private(set) var elements: [String] = []
    private var ids: [(content: [UInt8], id: String)] = []
    private var counts: [(kind: Unicode.Scalar, count: Int)] = []

    init(prefix: String) {
        self.prefix = prefix
    }

    /// Registers a definition and returns its id.
    ///
    /// - Parameters:
    ///   - kind: A letter naming the kind of definition in its id (g gradient, c clip, m mask, p pattern,
    ///     f filter).
    ///   - make: Builds the element for a given id; it is called once with a placeholder to compare
    ///     contents, then with the real id for a new definition.
    mutating func define(_ kind: Unicode.Scalar, _ make: (String) -> String) -> String {
        let key = Array(make("\u{1}").utf8)
        if let known = ids.first(where: { $0.content == key }) { return known.id }
        let number: Int
        if let index = counts.firstIndex(where: { $0.kind == kind }) {
            counts[index].count += 1
            number = counts[index].count
        } else {
            counts.append((kind, 1))
            number = 1
        }
        let id = prefix + String(kind) + String(number)
        ids.append((key, id))
        elements.append(make(id))
        return id
    }
}
