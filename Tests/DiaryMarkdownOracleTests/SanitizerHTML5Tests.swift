import Foundation
import TestSupport
import Testing

/// The fuzzer's corpus through an HTML5 parser that shares no code with ours: html5lib, from
/// PyPI, in a virtual environment under `.build` made on the first run.
///
/// Each input is rendered as the site renders an article body, put into a page shaped like the
/// article template (`<div class="article-body">` followed by the article navigation) and parsed;
/// the article body must end where the page ends it, with no event handler or script URL in the
/// tree. The committed seeds and regressions run on every `swift test`; set `SANITIZER_CORPUS`
/// to a folder (e.g. the corpus a `Fuzz/run.sh 600 Sanitizer` run left in its work folder) to
/// check that too.
@Suite("Sanitiser output parsed by html5lib", .serialized, .tags(.oracle))
struct SanitizerHTML5Tests {
    @Test("the article body ends where the page ends it, for every saved fuzz input")
    func corpus() throws {
        var inputs = FuzzInput.all(of: "Sanitizer").map { ($0.name, $0.bytes) }
        #expect(inputs.count >= 6, "the seed corpus is found")
        if let extra = ProcessInfo.processInfo.environment["SANITIZER_CORPUS"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: extra).sorted()
            for name in names {
                guard let data = FileManager.default.contents(atPath: extra + "/" + name) else { continue }
                inputs.append((name, Array(data)))
            }
        }
        let problems = try HTML5LibOracle.problems(
            in: inputs.map {
                ($0.0, HTML5LibOracle.page(SanitizerFuzzOracle.render(String(decoding: $0.1, as: UTF8.self))))
            })
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    @Test("control: the oracle sees an article body left open")
    func controlCatchesOpenDiv() throws {
        let problems = try HTML5LibOracle.problems(in: [("open", HTML5LibOracle.page("<div><div></span>"))])
        #expect(problems.count == 1)
    }
}

/// Runs the html5lib check over pages.
enum HTML5LibOracle {
    /// A page shaped like the article template around `body`.
    static func page(_ body: String) -> String {
        "<!doctype html><html lang=\"ru\"><head><meta charset=\"utf-8\"><title>t</title></head><body>"
            + "<main id=\"main\"><article class=\"article\"><div class=\"article-body\">\n" + body
            + "\n</div><nav class=\"article-nav\"></nav></article></main><footer></footer></body></html>"
    }

    /// One line per page that fails, naming it.
    static func problems(in pages: [(name: String, html: String)]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appending(path: "html5lib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var names: [String] = []
        for (index, page) in pages.enumerated() {
            try Data(page.html.utf8).write(to: folder.appending(path: "\(index).html"))
            names.append(page.name)
        }
        let script = folder.appending(path: "check.py")
        try Data(checkScript.utf8).write(to: script)
        let run = try ProcessRun.run(named: "python3", [script.path, folder.path, venv.path], timeout: 900)
        guard run.status == 0 else {
            throw HTML5LibUnavailable(reason: "\(run.stderr)\nInstall python3 and python3-venv; pip fetches html5lib")
        }
        return run.stdout.split(separator: "\n").map { line in
            let number = Int(line.prefix { $0 != "." }) ?? 0
            return "\(names.indices.contains(number) ? names[number] : "?"): \(line)"
        }
    }

    static let venv = HTML5LibEnvironment.folder

    /// Makes the environment if needed, reruns itself there, and prints `<file>: <problem>`.
    static let checkScript =
        HTML5LibEnvironment.scriptPrelude + """
            folder = sys.argv[1]
            NS = "{http://www.w3.org/1999/xhtml}"
            def classes(e): return (e.get("class") or "").split()
            for name in sorted(os.listdir(folder), key=lambda n: (len(n), n)):
                if not name.endswith(".html"): continue
                doc = html5lib.parse(open(os.path.join(folder, name), encoding="utf-8").read())
                body = doc.find(NS + "body")
                found = []
                if [e.tag for e in body] != [NS + "main", NS + "footer"]: found.append("the page's body changed")
                main = body.find(NS + "main")
                if main is None or [e.tag for e in main] != [NS + "article"]: found.append("content escaped into <main>")
                else:
                    kids = list(main.find(NS + "article"))
                    if [classes(k) for k in kids] != [["article-body"], ["article-nav"]]:
                        found.append("the article's children are " + str([k.tag[len(NS):] for k in kids]))
                for e in doc.iter():
                    for attribute, value in e.attrib.items():
                        squeezed = "".join(c for c in value if ord(c) > 32).lower()
                        is_url = attribute in ("href", "src", "cite", "srcset", "action", "formaction", "poster")
                        if str(attribute).startswith("on") or (is_url and squeezed.startswith(("javascript:", "vbscript:"))):
                            found.append("%s[%s]" % (e.tag[len(NS):], attribute))
                for problem in found: print("%s: %s" % (name, problem))
            """
}

/// html5lib could not be installed or run; the reason says what to install.
struct HTML5LibUnavailable: Error, CustomStringConvertible {
    var reason: String
    var description: String { "the html5lib oracle is required and could not run: \(reason)" }
}
