import Foundation

/// One case of cmark-gfm's `pathological_tests.py`: an input built from a repeated pattern and
/// the regex cmark's HTML must match at the file's own size.
struct PathologicalCase: Sendable, CustomStringConvertible {
    let name: String
    /// The input with every repetition count multiplied by the scale.
    let input: @Sendable (_ scale: Double) -> String
    /// The regex (Python syntax, which ICU shares for what the file uses) for the file's size
    /// (scale 1).
    let expectedHTML: String?
    /// Whether the input has a repetition count to scale (a few cases are one fixed string).
    let isScalable: Bool

    var description: String { name }
}

/// Reads the cases from `../shared/spec/cmark-gfm/pathological_tests.py` beside the package.
///
/// The file is Python; its `pathological` dictionary is evaluated by a small interpreter for
/// the few forms it uses: string and integer literals, `+`, `*`, parentheses and tuples,
/// `"".join(map(lambda x: …, range(a, b)))`, `re.compile(…)`, and the file's own
/// `hash_collisions()`, which is rebuilt in Swift from its description in the file.
enum PathologicalCaseFile {
    static let skipMessage = "cmark-gfm pathological_tests.py not found at ../shared/spec/cmark-gfm: skipped"

    /// `Tests/TimingTests/<file>.swift` is three levels below the package root.
    static let url: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/spec/cmark-gfm/pathological_tests.py")

    /// The cases, or an empty list (after printing the skip line) when the file is absent.
    static let cases: [PathologicalCase] = {
        guard let source = try? String(contentsOf: url, encoding: .utf8) else {
            print(skipMessage)
            return []
        }
        do {
            return try parse(source)
        } catch {
            print("pathological_tests.py could not be read: \(error)")
            return []
        }
    }()

    /// The cases of the `pathological = { … }` dictionary in `source`.
    static func parse(_ source: String) throws -> [PathologicalCase] {
        let uncommented = source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop { $0 == " " }.hasPrefix("#") }.joined(separator: "\n")
        guard let start = uncommented.range(of: "pathological = {") else { throw PythonSubsetError("no dictionary") }
        var parser = PythonSubsetParser(tokens: try PythonTokenizer.tokens(of: uncommented[start.upperBound...]))
        let constants = hashCollisionConstants(in: source)
        var cases: [PathologicalCase] = []
        while let name = parser.dictionaryKey() {
            let value = try parser.expression()
            parser.skipComma()
            cases.append(try makeCase(name: name, value: value, constants: constants))
        }
        return cases
    }

    private static func makeCase(name: String, value: PythonExpression, constants: (Int, Int)) throws
        -> PathologicalCase
    {
        if case .call("hash_collisions", _) = value {
            return PathologicalCase(
                name: name,
                input: { HashCollisions.document(refmapSize: constants.0, count: Int(Double(constants.1) * $0)) },
                expectedHTML: nil, isScalable: true)
        }
        guard case .tuple(let parts) = value, parts.count == 2 else { throw PythonSubsetError("\(name): not a pair") }
        let inputExpression = parts[0]
        _ = try inputExpression.evaluate(scale: 1)
        var expected: String?
        if case .call("re.compile", let arguments) = parts[1], case .string(let pattern)? = arguments.first {
            expected = pattern
        }
        return PathologicalCase(
            name: name, input: { (try? inputExpression.evaluate(scale: $0).string) ?? "" }, expectedHTML: expected,
            isScalable: inputExpression.repeats)
    }

    /// `REFMAP_SIZE` and `COUNT` of `hash_collisions()`.
    private static func hashCollisionConstants(in source: String) -> (Int, Int) {
        func constant(_ name: String) -> Int? {
            source.firstMatch(of: try! Regex("\(name) = ([0-9]+)"))
                .flatMap { Int($0.output[1].substring ?? "") }
        }
        return (constant("REFMAP_SIZE") ?? 16, constant("COUNT") ?? 50_000)
    }
}

/// `hash_collisions()` of `pathological_tests.py`: references whose labels all fall into one
/// bucket of a 16-slot hash map, which a naive reference map handles in quadratic time.
enum HashCollisions {
    static func document(refmapSize: Int, count: Int) -> String {
        var keys = (0...).lazy.map { "x\($0)" }.filter { isBad($0, refmapSize: refmapSize) }.makeIterator()
        let badKey = keys.next() ?? "x0"
        var document = ""
        for _ in 1..<count {
            guard let key = keys.next() else { break }
            document += "[\(key)]: /url\n\n[\(badKey)]\n\n"
        }
        return document
    }

    private static func isBad(_ key: String, refmapSize: Int) -> Bool {
        var hash: UInt32 = 0
        for scalar in key.unicodeScalars {
            hash = scalar.value &+ (hash << 6) &+ (hash << 16) &- hash
        }
        return Int(hash) % refmapSize == 0
    }
}
