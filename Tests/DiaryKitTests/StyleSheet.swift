import Foundation

/// Just enough of a CSS reader for the theme tests: rules with their declarations and the
/// at-rules around them, and the colour custom properties of the light `:root` and of the dark
/// one under `@media (prefers-color-scheme: dark)`.
struct StyleSheet {
    struct Rule {
        var selector: String
        /// The at-rules it is nested in (`@media (prefers-color-scheme: dark)`), outermost first.
        var atRules: [String]
        var declarations: [String: String]
    }

    /// Every style rule, those inside `@media` included, in order.
    private(set) var rules: [Rule] = []
    /// The colour properties of the light theme.
    private(set) var lightTheme: [String: Colour] = [:]
    /// The light theme with the dark theme's overrides.
    private(set) var darkTheme: [String: Colour] = [:]

    init(contentsOf url: URL) throws {
        let source = try String(contentsOf: url, encoding: .utf8).replacing(#/\/\*[\s\S]*?\*\//#, with: "")
        var open: [String] = []
        var buffer = ""
        for character in source {
            switch character {
            case "{":
                open.append(buffer.trimmingCharacters(in: .whitespacesAndNewlines))
                buffer = ""
            case "}":
                if let head = open.popLast(), !head.hasPrefix("@") {
                    rules.append(Rule(selector: head, atRules: open, declarations: Self.declarations(in: buffer)))
                }
                buffer = ""
            default:
                buffer.append(character)
            }
        }
        var dark: [String: Colour] = [:]
        for rule in rules where rule.selector == ":root" {
            let colours = rule.declarations.compactMapValues { Colour(hex: $0) }
            if rule.atRules.contains(where: { $0.contains("prefers-color-scheme: dark") }) {
                dark.merge(colours) { _, new in new }
            } else {
                lightTheme.merge(colours) { _, new in new }
            }
        }
        darkTheme = lightTheme.merging(dark) { _, new in new }
    }

    /// The custom properties (`--muted`) that declarations of `property` (`color`, or
    /// `background` and `background-color`) read with `var(…)`.
    func variables(usedBy property: String) -> Set<String> {
        var names: Set<String> = []
        for rule in rules {
            for (name, value) in rule.declarations where name == property || name == property + "-color" {
                for match in value.matches(of: #/var\((--[a-z0-9-]+)\)/#) { names.insert(String(match.output.1)) }
            }
        }
        return names
    }

    private static func declarations(in body: String) -> [String: String] {
        var declarations: [String: String] = [:]
        for declaration in body.split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let name = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            declarations[name] = declaration[declaration.index(after: colon)...]
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return declarations
    }
}
