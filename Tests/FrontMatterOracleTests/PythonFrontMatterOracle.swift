import Foundation
import TestSupport

/// Python 3's `tomllib` and `json` (standard library, Python 3.11 or later), run on generated
/// documents: each document's value in ``CanonicalValue``'s notation, or `nil` where Python
/// refuses it.
enum PythonFrontMatterOracle {
    /// The languages the oracle reads.
    enum Language: String, Codable {
        case toml, json
    }

    private struct Document: Codable {
        var language: Language
        var text: String
    }

    /// Python's reading of each document, in order.
    static func values(of documents: [(Language, String)]) throws -> [String?] {
        let folder = FileManager.default.temporaryDirectory.appending(path: "front-matter-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appending(path: "oracle.py")
        let input = folder.appending(path: "documents.json")
        let output = folder.appending(path: "values.json")
        try Data(Self.script.utf8).write(to: script)
        try JSONEncoder().encode(documents.map { Document(language: $0.0, text: $0.1) }).write(to: input)
        let run: ProcessRun
        do {
            run = try ProcessRun.run(named: "python3", [script.path, input.path, output.path], timeout: 600)
        } catch let error as ProcessTimedOut {
            throw error
        } catch {
            throw OracleUnavailable(reason: "python3 could not be started (\(error))")
        }
        guard run.status == 0 else { throw OracleUnavailable(reason: "the oracle script failed: \(run)") }
        return try JSONDecoder().decode([String?].self, from: Data(contentsOf: output))
    }

    /// Reads the documents with `tomllib` or `json` and writes each value in the notation of
    /// ``CanonicalValue`` (`null` for a refusal). What the Swift readers refuse on purpose is
    /// refused here too: TOML integers beyond 64 bits, JSON's duplicate keys, `NaN`/`Infinity` and
    /// lone surrogates.
    private static let script = #"""
        import json, math, struct, sys, datetime
        try:
            import tomllib
        except ImportError:
            sys.exit("Python 3.11 or later is needed (tomllib)")

        class Refused(Exception):
            pass

        def hexed(text):
            if any(0xD800 <= ord(c) <= 0xDFFF for c in text):
                raise Refused()
            return text.encode("utf-8").hex()

        def integer(value):
            if LANGUAGE == "toml" and not -2**63 <= value < 2**63:
                raise Refused()
            return "i" + str(value)

        def canonical(value):
            if isinstance(value, bool):
                return "b" + ("true" if value else "false")
            if isinstance(value, int):
                return integer(value)
            if isinstance(value, float):
                if math.isnan(value):
                    return "fnan"
                return "f" + struct.pack(">d", value).hex()
            if isinstance(value, str):
                return "s" + hexed(value)
            if value is None:
                return "n"
            if isinstance(value, datetime.datetime):
                return "d" + value.isoformat()
            if isinstance(value, datetime.date):
                return "D" + value.isoformat()
            if isinstance(value, datetime.time):
                return "T" + value.isoformat()
            if isinstance(value, list):
                return "[" + ",".join(canonical(item) for item in value) + "]"
            if isinstance(value, dict):
                return "{" + ",".join(sorted(hexed(k) + ":" + canonical(v) for k, v in value.items())) + "}"
            raise TypeError(type(value))

        def unique_pairs(pairs):
            keys = [key for key, _ in pairs]
            if len(set(keys)) != len(keys):
                raise Refused()
            return dict(pairs)

        def refuse_constant(name):
            raise Refused()

        def read(document):
            global LANGUAGE
            LANGUAGE = document["language"]
            try:
                if document["language"] == "toml":
                    return canonical(tomllib.loads(document["text"]))
                value = json.loads(document["text"], object_pairs_hook=unique_pairs,
                                   parse_constant=refuse_constant)
                return canonical(value)
            except (tomllib.TOMLDecodeError, ValueError, Refused, RecursionError):
                return None

        with open(sys.argv[1], encoding="utf-8") as source:
            documents = json.load(source)
        with open(sys.argv[2], "w", encoding="utf-8") as target:
            json.dump([read(document) for document in documents], target)
        """#
}

/// The oracle could not run; the reason says what to install.
struct OracleUnavailable: Error, CustomStringConvertible {
    var reason: String
    var description: String {
        "the Python front matter oracle is required and could not run: \(reason)\n"
            + "On Debian or Ubuntu: sudo apt-get install python3 (3.11 or later, for tomllib)"
    }
}
