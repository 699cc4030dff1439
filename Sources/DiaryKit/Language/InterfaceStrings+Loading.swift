import DiaryContent
import FrontMatter

extension InterfaceStrings {
    /// The folder of a theme that holds the sites' string tables.
    static let folder = "strings"

    /// The strings of `language`: the built-in table, with the site's own
    /// `<templates>/strings/<primary>.yaml`, then `<templates>/strings/<tag>.yaml` (for `en-GB`),
    /// merged over it key by key.
    ///
    /// A language without a built-in table falls back to English, with one warning naming the
    /// missing table, unless the site has a table of its own for it.
    /// - Parameters:
    ///   - settingsFile: `site.yaml`, where the warning points (at `languageLine`).
    static func load(
        language: SiteLanguage, templatesDirectory: String, settingsFile: String, languageLine: Int?
    ) -> Staged<InterfaceStrings> {
        var strings = builtIn(language)
        var warnings: [Diagnostic] = []
        let names = Set([language.primary, language.tag])
        var ownTables = 0
        for name in [language.primary, language.tag] where names.count == 2 || name == language.primary {
            let path = templatesDirectory.appendingPathComponent(folder).appendingPathComponent("\(name).yaml")
            guard FileManagerProbe.fileExists(path) else { continue }
            ownTables += 1
            warnings += strings.merge(tableAt: path)
        }
        if builtInTables[language.primary] == nil, ownTables == 0 {
            let table = "\(templatesDirectory.appendingPathComponent(folder))/\(language.primary).yaml"
            warnings.append(
                Diagnostic(
                    .warning, file: settingsFile, line: languageLine,
                    message: "there is no interface strings table for '\(language.primary)' (built in: en, ru), "
                        + "so the interface is in English; add \(table) with the keys of the English table to "
                        + "translate it"))
        }
        return Staged(strings, warnings: warnings)
    }

    /// Merges the `key: text` lines of the YAML file at `path` over the table.
    /// - Returns: A warning for each line that cannot be used (the rest is merged).
    mutating func merge(tableAt path: String) -> [Diagnostic] {
        let text: String
        do {
            text = try SourceFile.read(path)
        } catch {
            return error.diagnostics.map { Diagnostic(.warning, file: $0.file, line: $0.line, message: $0.message) }
        }
        let root: YAMLNode
        do {
            root = try FrontMatter.parse(text, startLine: 1)
        } catch {
            return [Diagnostic(.warning, file: path, line: error.line, column: error.column, message: error.message)]
        }
        guard case .mapping(let entries) = root.value else {
            return [
                Diagnostic(.warning, file: path, line: root.line, message: "a strings table must be 'key: text' lines")
            ]
        }
        var warnings: [Diagnostic] = []
        let known = Set(Self.englishTable.keys).union(Self.russianTable.keys)
        for (key, node) in entries {
            guard case .scalar(let value, _) = node.value else {
                warnings.append(Diagnostic(.warning, file: path, line: node.line, message: "'\(key)' must be a text"))
                continue
            }
            if !known.contains(key) {
                warnings.append(
                    Diagnostic(
                        .warning, file: path, line: node.line,
                        message: "'\(key)' is not an interface string the templates use (the keys are listed in "
                            + "the README, section Languages); it is still given to templates as site.strings.\(key)"))
            }
            table[key] = value
        }
        return warnings
    }
}
