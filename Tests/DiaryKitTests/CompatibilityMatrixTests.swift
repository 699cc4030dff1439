// Foundation only finds and reads the article's files next to this test.
import Foundation
import Testing

/// The results table of the article "environment-objects-in-styles": which
/// SwiftUI styles survive `@EnvironmentObject` in `makeBody` on which iOS.
///
/// The site renders the same CSV as the article's table, so these tests keep
/// the data, the article's conclusions and its callout from drifting apart.
struct CompatibilityMatrix {
    /// An iOS version such as 14.5, ordered numerically (14.10 comes after 14.9).
    struct Version: Comparable, Hashable, CustomStringConvertible {
        var major: Int
        var minor: Int

        init?(_ text: some StringProtocol) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
            self.major = major
            self.minor = minor
        }

        var description: String { "\(major).\(minor)" }

        static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
        }
    }

    /// One test run: the app launched, crashed, or the style did not exist yet.
    enum Outcome: String {
        case works = "yes"
        case crashes = "no"
        case notAvailable = "n/a"
    }

    /// One style (or control experiment) and its outcome on every version.
    struct Row {
        var name: String
        var outcomes: [Outcome]
    }

    struct ParseError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "compatibility.csv:\(line): \(message)" }
    }

    /// Names of the control rows; every other row is a style.
    static let environmentValues = "Environment values"
    static let viewModifier = "View modifier"

    var versions: [Version]
    var rows: [Row]

    /// Parses the CSV: a header `style,13.0,…`, then one row per style.
    init(csv: String) throws {
        let lines = csv.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let header = lines.first?.split(separator: ",", omittingEmptySubsequences: false) else {
            throw ParseError(line: 1, message: "the file is empty")
        }
        guard header.first == "style" else { throw ParseError(line: 1, message: "the first column must be 'style'") }
        versions = try header.dropFirst().map {
            guard let version = Version($0) else { throw ParseError(line: 1, message: "'\($0)' is not a version") }
            return version
        }
        rows = try lines.dropFirst().enumerated().map { index, line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard cells.count == header.count else {
                throw ParseError(line: index + 2, message: "expected \(header.count) cells, found \(cells.count)")
            }
            let outcomes = try cells.dropFirst().map {
                guard let outcome = Outcome(rawValue: $0) else {
                    throw ParseError(line: index + 2, message: "'\($0)' is not yes, no or n/a")
                }
                return outcome
            }
            return Row(name: cells[0], outcomes: outcomes)
        }
    }

    /// The row called `name`, if the table has one.
    func row(_ name: String) -> Row? {
        rows.first { $0.name == name }
    }

    /// Rows of styles, without the control experiments.
    var styleRows: [Row] {
        rows.filter { $0.name != Self.environmentValues && $0.name != Self.viewModifier }
    }

    /// The outcomes of `row` paired with their versions.
    func results(of row: Row) -> [(version: Version, outcome: Outcome)] {
        Array(zip(versions, row.outcomes))
    }

    /// The first version from which every row of `selection` works on every later version.
    func firstVersionWhereAllWork(_ selection: [Row]) -> Version? {
        let index = versions.indices.first { start in
            selection.allSatisfy { row in row.outcomes[start...].allSatisfy { $0 == .works } }
        }
        return index.map { versions[$0] }
    }
}

/// The article's files, found relative to this source file (`Tests/DiaryKitTests/`).
private enum StylesArticle {
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .resolvingSymlinksInPath()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Content/environment-objects-in-styles", isDirectory: true)
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    static func matrix() throws -> CompatibilityMatrix {
        try CompatibilityMatrix(csv: text("compatibility.csv"))
    }

    /// The text of the first "💡" callout: its quoted lines without the `> ` markers.
    static func callout(in markdown: String) -> String? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("> 💡") }) else { return nil }
        let quoted = lines[start...].prefix { $0.hasPrefix(">") }
        return quoted.map { $0.dropFirst().trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}

@Suite("Compatibility matrix of @EnvironmentObject in styles")
struct CompatibilityMatrixTests {
    typealias Version = CompatibilityMatrix.Version

    @Test("The table covers iOS 13.0 through 14.5 in order, eight styles and two control rows")
    func shape() throws {
        let matrix = try StylesArticle.matrix()
        #expect(matrix.versions.first == Version("13.0"))
        #expect(matrix.versions.last == Version("14.5"))
        #expect(matrix.versions == matrix.versions.sorted())
        #expect(Set(matrix.versions).count == matrix.versions.count)
        #expect(matrix.styleRows.count == 8)
        #expect(matrix.row(CompatibilityMatrix.environmentValues) != nil)
        #expect(matrix.row(CompatibilityMatrix.viewModifier) != nil)
        #expect(Set(matrix.rows.map(\.name)).count == matrix.rows.count)
    }

    @Test("ButtonStyle crashes on every version before 14.5 and works on 14.5")
    func buttonStyle() throws {
        let matrix = try StylesArticle.matrix()
        let row = try #require(matrix.row("ButtonStyle"))
        let fixed = try #require(Version("14.5"))
        for (version, outcome) in matrix.results(of: row) {
            #expect(outcome == (version < fixed ? .crashes : .works), "ButtonStyle on iOS \(version)")
        }
    }

    @Test("Every other style works from 14.0 and crashes on 13.x wherever it exists")
    func otherStyles() throws {
        let matrix = try StylesArticle.matrix()
        let fixed = try #require(Version("14.0"))
        for row in matrix.styleRows where row.name != "ButtonStyle" {
            for (version, outcome) in matrix.results(of: row) {
                if version < fixed {
                    #expect(outcome != .works, "\(row.name) on iOS \(version)")
                } else {
                    #expect(outcome == .works, "\(row.name) on iOS \(version)")
                }
            }
        }
    }

    @Test("Once a style exists it exists on every later version")
    func availabilityIsAPrefix() throws {
        let matrix = try StylesArticle.matrix()
        for row in matrix.styleRows {
            let available = row.outcomes.drop { $0 == .notAvailable }
            #expect(!available.isEmpty, "\(row.name) never exists")
            #expect(!available.contains(.notAvailable), "\(row.name) disappears and comes back")
        }
    }

    @Test(
        "Environment values and view modifiers work from 13.0",
        arguments: [CompatibilityMatrix.environmentValues, CompatibilityMatrix.viewModifier])
    func controlRows(name: String) throws {
        let matrix = try StylesArticle.matrix()
        let row = try #require(matrix.row(name))
        #expect(row.outcomes.allSatisfy { $0 == .works }, "\(name): \(row.outcomes.map(\.rawValue))")
    }

    @Test("The callout names exactly the versions the data implies")
    func calloutVersions() throws {
        let matrix = try StylesArticle.matrix()
        let styles = matrix.styleRows
        let controls = matrix.rows.filter { !styles.map(\.name).contains($0.name) }
        let allStyles = matrix.firstVersionWhereAllWork(styles)
        let allButButtonStyle = matrix.firstVersionWhereAllWork(styles.filter { $0.name != "ButtonStyle" })
        let allControls = matrix.firstVersionWhereAllWork(controls)
        let implied = [allStyles, allButButtonStyle, allControls].compactMap { $0 }
        #expect(implied.map(\.description) == ["14.5", "14.0", "13.0"])

        let callout = try #require(StylesArticle.callout(in: StylesArticle.text("index.md")))
        let stated = callout.matches(of: #/iOS (\d+\.\d+)/#).compactMap { Version($0.output.1) }
        #expect(Set(stated) == Set(implied), "callout: \(callout)")
    }

    @Test("The article shows the table and names every style in it")
    func articleMentionsEveryStyle() throws {
        let markdown = try StylesArticle.text("index.md")
        let matrix = try StylesArticle.matrix()
        #expect(markdown.contains("```table compatibility.csv\n"))
        for row in matrix.styleRows {
            #expect(markdown.contains("`\(row.name)`"), "\(row.name) is in the table but not in the article")
        }
    }
}
