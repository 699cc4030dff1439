/// Which raw-HTML elements whose text is code or literal are open at a point of an inline run
/// (`<code>`, `<pre>`, `<kbd>`, `<samp>`, `<tt>`, `<var>`, `<script>`, `<style>`, `<textarea>`),
/// so that typography leaves the text inside them as the author typed it.
///
/// It reads only the raw-HTML inlines of the run, tag by tag: an opening tag of one of these
/// elements counts up, its closing tag counts down (never below zero); a self-closing or any
/// other tag changes nothing.
struct RawCodeTags {
    /// The elements whose text typography must not change.
    static let names: Set<String> = ["code", "kbd", "pre", "samp", "script", "style", "textarea", "tt", "var"]

    /// How many of those elements are open.
    private var depth = 0

    /// Whether the text read now is inside one of the elements.
    var isInsideCode: Bool { depth > 0 }

    /// Takes in one raw-HTML inline (a tag, a comment or a declaration).
    mutating func read(_ html: String) {
        var scalars = html.unicodeScalars[...]
        guard scalars.first == "<" else { return }
        scalars = scalars.dropFirst()
        let closing = scalars.first == "/"
        if closing { scalars = scalars.dropFirst() }
        let name = String(String.UnicodeScalarView(scalars.prefix { $0.properties.isAlphabetic })).lowercased()
        guard Self.names.contains(name) else { return }
        let rest = scalars.dropFirst(name.unicodeScalars.count)
        guard let next = rest.first, next == ">" || next == "/" || next == " " || next == "\t" || next == "\n" else {
            return
        }
        if closing {
            depth = max(0, depth - 1)
        } else if !html.hasSuffix("/>") {
            depth += 1
        }
    }
}
