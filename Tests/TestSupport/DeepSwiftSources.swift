/// Swift sources that nest `depth` levels deep, by name: the inputs of the highlighter's
/// deep-nesting tests (`SwiftHighlighterTests`) and of its CPU-time growth test (`TimingTests`).
public enum DeepSwiftSources {
    public static let byName: [String: @Sendable (_ depth: Int) -> String] = [
        "unclosed interpolations": { String(repeating: "\"\\(", count: $0) },
        "closed interpolations": {
            String(repeating: "\"\\(", count: $0) + "\"x\"" + String(repeating: ")\"", count: $0)
        },
        "raw string interpolations": { String(repeating: "#\"\\#(", count: $0) },
        "multi-line interpolations": { String(repeating: "\"\"\"\n\\(", count: $0) },
        "parentheses in an interpolation": {
            "\"\\(" + String(repeating: "(", count: $0) + String(repeating: ")", count: $0) + ")\""
        },
        "unclosed block comments": { String(repeating: "/* ", count: $0) },
        "closed block comments": { String(repeating: "/* ", count: $0) + String(repeating: "*/ ", count: $0) },
        "long raw delimiter": { String(repeating: "#", count: $0) + "\"" + String(repeating: "\\#", count: $0) },
    ]
}
