import Foundation
import TestSupport

/// HTML fragments as a browser reads them: each is parsed by html5lib 1.1 (PyPI), an HTML5
/// parser that shares no code with ours, as the content of a `<div>`, and the resulting tree is
/// serialised one fixed way (attributes in alphabetical order and double-quoted, no optional tag
/// omitted, no comments). Two fragments a browser turns into the same tree come out as the same
/// text, whatever end tags they imply or leave out.
///
/// All fragments go through one Python process. The virtual environment is
/// `.build/sanitizer-html5lib-venv`, the one `SanitizerHTML5Tests` makes (same marker file), made
/// here on the first run if that test has not run yet.
package enum HTML5Fragments {
    /// The virtual environment that holds html5lib.
    package static let environment = HTML5LibEnvironment.folder

    /// `fragments`, each parsed and serialised by html5lib, in the same order.
    /// - Throws: ``HTML5FragmentsUnavailable`` when python3 or html5lib cannot run; its text says
    ///   what to install.
    package static func serialised(_ fragments: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appending(path: "html5-fragments-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appending(path: "in.json")
        let output = folder.appending(path: "out.json")
        let script = folder.appending(path: "serialise.py")
        try JSONEncoder().encode(fragments).write(to: input)
        try Data(serialiseScript.utf8).write(to: script)
        let run = try ProcessRun.run(
            named: "python3", [script.path, input.path, output.path, environment.path], timeout: 900)
        guard run.status == 0, let data = FileManager.default.contents(atPath: output.path) else {
            throw HTML5FragmentsUnavailable(reason: run.stderr)
        }
        let serialised = try JSONDecoder().decode([String].self, from: data)
        guard serialised.count == fragments.count else {
            throw HTML5FragmentsUnavailable(reason: "html5lib returned \(serialised.count) of \(fragments.count)")
        }
        return serialised
    }

    /// Makes the environment if needed, reruns itself there, and writes the serialised fragments.
    static let serialiseScript =
        HTML5LibEnvironment.scriptPrelude + """
            source, target = sys.argv[1], sys.argv[2]
            from html5lib.serializer import HTMLSerializer
            walker = html5lib.getTreeWalker("etree")
            serializer = HTMLSerializer(quote_attr_values="always", use_best_quote_char=False,
                                        omit_optional_tags=False, minimize_boolean_attributes=False,
                                        alphabetical_attributes=True)
            def tokens(tree):
                for token in walker(tree):
                    if token["type"] not in ("Comment", "Doctype"): yield token
            out = []
            for fragment in json.load(open(source, encoding="utf-8")):
                tree = html5lib.parseFragment(fragment, container="div", namespaceHTMLElements=False)
                out.append("".join(serializer.serialize(tokens(tree))))
            json.dump(out, open(target, "w", encoding="utf-8"), ensure_ascii=False)
            """
}

/// html5lib could not be installed or run; the reason says what to install.
package struct HTML5FragmentsUnavailable: Error, CustomStringConvertible {
    var reason: String
    package var description: String {
        "html5lib is required to compare bodies as a browser reads them and could not run: \(reason)\n"
            + "Install python3 and python3-venv (sudo apt-get install python3 python3-venv); pip fetches html5lib"
    }
}
