import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The Nu HTML checker (the W3C validator's engine) over every page, stylesheet and SVG of the
/// bundled diary: no error and no warning.
@Suite("Validity of every page (Nu HTML checker)", .tags(.oracle, .builtTool))
struct NuCheckerTests {
    /// One message of the checker's JSON output.
    struct Message: CustomStringConvertible {
        var file: String
        var line: Int
        var kind: String
        var text: String

        var description: String { "\(file):\(line): \(kind): \(text)" }
    }

    /// Messages that are the checker's mistakes, not the site's, each with the reason.
    static let checkerMistakes: [(prefix: String, reason: String)] = [
        (
            "Bad value  for attribute “content” on element “meta”: Unrecognized source-expression 'wasm-unsafe-eval'",
            "CSP Level 3's keyword, which the Run buttons and the search need for WebAssembly"
        ),
        (
            "Resource violates Content Security Policy (meta tag)",
            "reported for a same-site stylesheet even under `style-src *`; Chromium's CSP checks in "
                + "SearchInBrowserTests find no violation"
        ),
    ]

    @Test("Every HTML page, the stylesheet and the SVG images validate without errors or warnings")
    func siteValidates() async throws {
        let jar = try AuditTools.nuCheckerJar()
        // The site as published, with the previews the sample modules' WebAssembly draws.
        let (served, _) = try await RunnableInBrowserTests.servedSite()
        let site = URL(fileURLWithPath: served.folder.path("site"))
        let files = FolderContents.paths(in: site).filter { path in
            [".html", ".css", ".svg"].contains { path.hasSuffix($0) }
        }
        #expect(files.filter { $0.hasSuffix(".html") }.count > 10, "too few pages: \(files)")
        #expect(files.contains("feed/index.html"), "the feed page is built")
        let messages = try Self.check(files.map { site.appending(path: $0).path }, jar: jar, site: site)
        let problems = messages.filter { message in
            !Self.checkerMistakes.contains { message.text.hasPrefix($0.prefix) }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.map(\.description).joined(separator: "\n"))")
    }

    /// Runs `java -jar vnu.jar` over `paths`; every error and warning it reports (info messages
    /// that are not warnings are left out).
    static func check(_ paths: [String], jar: URL, site: URL) throws -> [Message] {
        let folder = try TemporaryFolder()
        let report = folder.url.appending(path: "report.json")
        _ = FileManager.default.createFile(atPath: report.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["java", "-jar", jar.path, "--format", "json", "--stdout", "--also-check-css", "--also-check-svg"] + paths
        process.standardOutput = try FileHandle(forWritingTo: report)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let data = try Data(contentsOf: report)
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let messages = json["messages"] as? [[String: Any]]
        else {
            throw AuditTools.Missing(file: "a JSON report from java -jar \(jar.lastPathComponent) (is Java installed?)")
        }
        return messages.compactMap { message in
            let type = message["type"] as? String ?? ""
            let subType = message["subType"] as? String ?? ""
            guard type != "info" || subType == "warning" else { return nil }
            let url = message["url"] as? String ?? ""
            return Message(
                file: url.replacingOccurrences(of: "file:" + site.path + "/", with: ""),
                line: message["lastLine"] as? Int ?? 0,
                kind: type == "info" ? "warning" : type, text: message["message"] as? String ?? "")
        }
    }
}
