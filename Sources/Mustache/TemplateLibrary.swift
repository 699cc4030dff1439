/// An immutable set of named, parsed templates: the pages' templates and the partials and
/// parents they include. Build it once and share it between rendering tasks.
///
/// `{{>header}}` and `{{<layout}}` look templates up by name. A name that is not in the
/// library is also tried with `.mustache` appended, so a library keyed by file name
/// (`header.mustache`) serves `{{>header}}`.
///
/// ```swift
/// let library = try TemplateLibrary(sources: [
///     "layout.mustache": "<main>{{$content}}{{/content}}</main>",
///     "page.mustache": "{{<layout}}{{$content}}{{title}}{{/content}}{{/layout}}",
/// ])
/// let html = try library.render("page.mustache", with: ["title": "Hi"], strict: true)
/// ```
public struct TemplateLibrary: Sendable {
    private let templates: [String: MustacheTemplate]

    /// Creates an empty library: every partial is missing.
    public init() {
        templates = [:]
    }

    /// Parses every source; each template is named by its key.
    /// - Parameter sources: Template text by name, such as `["header.mustache": "<h1>…"]`.
    /// - Throws: The ``MustacheError`` of the first template, in name order, that fails to parse.
    public init(sources: [String: String]) throws(MustacheError) {
        var templates: [String: MustacheTemplate] = [:]
        for name in sources.keys.sorted() {
            templates[name] = try MustacheTemplate(sources[name] ?? "", name: name)
        }
        self.templates = templates
    }

    /// Collects parsed templates, each under its ``MustacheTemplate/name``; with a repeated
    /// name, the last template wins.
    public init(_ templates: some Sequence<MustacheTemplate>) {
        var byName: [String: MustacheTemplate] = [:]
        for template in templates {
            byName[template.name] = template
        }
        self.templates = byName
    }

    /// The names of the templates, sorted.
    public var names: [String] {
        templates.keys.sorted()
    }

    /// The template with this name, or with this name plus `.mustache`.
    public subscript(name: String) -> MustacheTemplate? {
        templates[name] ?? templates[name + ".mustache"]
    }

    /// Renders a template of the library, with the library's templates as its partials.
    /// - Parameters:
    ///   - name: The template to render, as for ``subscript(_:)``.
    ///   - context: The data the template reads.
    ///   - strict: Whether missing variables and partials throw; see
    ///     ``MustacheTemplate/render(_:partials:strict:)``.
    /// - Returns: The rendered text.
    /// - Throws: ``MustacheError`` of kind ``MustacheError/Kind/unknownTemplate(_:)`` when the
    ///   library has no such template, or any error rendering throws.
    public func render(_ name: String, with context: MustacheValue, strict: Bool = false) throws(MustacheError)
        -> String
    {
        guard let template = self[name] else {
            let known = names.joined(separator: ", ")
            throw MustacheError(
                kind: .unknownTemplate(name), location: nil,
                message: "no template named '\(name)' in the library; it has: \(known.isEmpty ? "none" : known)")
        }
        return try template.render(context, partials: self, strict: strict)
    }
}
