import DevServerCore
import Foundation

/// The small site fuzzed request targets are resolved against: a page, a folder with an index, a
/// style sheet, and a symbolic link to a folder beside the site that must never be reached.
/// Made once per process in the temporary folder, and removed when the process exits.
struct HTTPRequestFuzzSite: Sendable {
    let root: String
    let resolver: StaticFileResolver

    static let shared = HTTPRequestFuzzSite()
    private static let base = FileManager.default.temporaryDirectory.appending(
        path: "devdiary-fuzz-http-\(getpid())")

    private init() {
        let base = Self.base
        atexit { try? FileManager.default.removeItem(at: HTTPRequestFuzzSite.base) }
        let files = [
            "site/index.html": "home", "site/docs/index.html": "docs", "site/css/site.css": "body{}",
            "site/evil.example/index.html": "folder", "site/\\evil.example/index.html": "folder",
            "outside/secret.txt": "secret",
        ]
        for (path, text) in files {
            let url = base.appending(path: path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        try? FileManager.default.createSymbolicLink(
            atPath: base.appending(path: "site/escape").path, withDestinationPath: "../outside")
        resolver = StaticFileResolver(root: base.appending(path: "site").path)
        root = resolver.root
    }
}

/// The check the `FuzzHTTPRequest` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzHTTPRequest`), and the regression tests replay.
///
/// The bytes are a request head as a client sends it; bytes without a complete head are also
/// tried as the target of an otherwise well-formed request, so the resolver sees them too. A
/// ``HTTPRequestHead/Problem`` is a fine outcome.
/// - Returns: The broken promise, or `nil`: a parsed head breaks the limits or holds what the
///   parser must refuse, a resolved file lies outside the site, or a redirect's `Location` could
///   lead to another host or break the response head. A crash or a hang is a finding too.
func httpRequestFuzzProblem(in bytes: [UInt8]) -> String? {
    if let length = HTTPRequestHead.headLength(in: bytes) {
        guard length >= 4, length <= bytes.count, Array(bytes[(length - 4)..<length]) == [13, 10, 13, 10] else {
            return "headLength \(length) does not end at a blank line"
        }
        return requestProblem(in: Array(bytes[..<length]))
    }
    let wrapped = Array("GET ".utf8) + bytes + Array(" HTTP/1.1\r\nHost: 127.0.0.1:8000\r\n\r\n".utf8)
    return HTTPRequestHead.headLength(in: wrapped) == wrapped.count ? requestProblem(in: wrapped) : nil
}

/// Parses one complete head and checks what came out.
private func requestProblem(in head: [UInt8]) -> String? {
    let request: HTTPRequestHead
    do {
        request = try HTTPRequestHead.parse(head)
    } catch {
        if head.count > HTTPRequestHead.maximumSize, error != .tooLarge { return "\(head.count) bytes gave \(error)" }
        return nil
    }
    if let problem = limitProblem(request, head: head) { return problem }
    _ = LoopbackHostPolicy(port: 8000).accepts(request.host ?? "")
    let site = HTTPRequestFuzzSite.shared
    switch site.resolver.resolve(request.target) {
    case .file(let path):
        guard path.hasPrefix(site.root + "/"), !path.hasPrefix(site.root + "/escape") else {
            return "\(request.target) resolved to \(path), outside the site"
        }
    case .redirect(let location):
        let bytes = Array(location.utf8)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "/"), bytes[1] != UInt8(ascii: "/"),
            !bytes.contains(UInt8(ascii: "\\")), bytes.allSatisfy({ $0 > 32 && $0 < 127 })
        else { return "\(request.target) redirected to \(location.debugDescription)" }
    case .notFound: break
    }
    return nil
}

/// What a parsed head promises: its size and header count within the limits, a target in origin
/// form of visible ASCII, a known version, and no line break in any value.
private func limitProblem(_ request: HTTPRequestHead, head: [UInt8]) -> String? {
    guard head.count <= HTTPRequestHead.maximumSize else { return "parsed a head of \(head.count) bytes" }
    // The request line, the header lines and the blank line each end in CRLF.
    let lineBreaks = zip(head, head.dropFirst()).count(where: { $0 == (13, 10) })
    guard lineBreaks - 2 <= HTTPRequestHead.maximumHeaderCount else { return "parsed \(lineBreaks - 2) header lines" }
    guard request.target.first == "/", request.target.utf8.allSatisfy({ $0 > 32 && $0 < 127 }) else {
        return "target \(request.target.debugDescription)"
    }
    guard request.version == "HTTP/1.1" || request.version == "HTTP/1.0" else { return "version \(request.version)" }
    guard !request.method.isEmpty, request.method.utf8.allSatisfy({ $0 > 32 && $0 < 127 }) else {
        return "method \(request.method.debugDescription)"
    }
    if let host = request.host, host.utf8.contains(where: { $0 == 13 || $0 == 10 || $0 == 0 }) {
        return "host \(host.debugDescription)"
    }
    return nil
}
