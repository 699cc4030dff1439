import DiaryContent
import DiaryKit

/// The check the `FuzzSiteSettings` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzSiteSettings`), and the regression tests replay.
///
/// The bytes are a `site.yaml`: ``FuzzEntryPoints/siteSettings(_:)`` reads them as a build does.
/// - Returns: The broken promise, or `nil`; a crash or a hang is a finding too. Promised:
///   settings within their documented ranges and an absolute http(s) address with a well-formed
///   host (a name, an IPv4 address or a bracketed IPv6 address, and an optional port); a refusal on
///   `site.yaml` itself, at a line and column of at least 1 when it names them.
func siteSettingsFuzzProblem(in bytes: [UInt8]) -> String? {
    switch FuzzEntryPoints.siteSettings(bytes) {
    case .success(let settings):
        if !(1...1000).contains(settings.pageSize) { return "page size \(settings.pageSize)" }
        let megabyte = 1024 * 1024
        if !(megabyte...1024 * megabyte).contains(settings.maximumArticleBytes) {
            return "article size limit \(settings.maximumArticleBytes)"
        }
        let address = settings.url.absolute("")
        guard let schemeEnd = address.range(of: "://"),
            ["http", "https"].contains(address[..<schemeEnd.lowerBound].lowercased())
        else { return "site address \(address) is not http(s)" }
        let authority = address[schemeEnd.upperBound...].prefix { $0 != "/" }
        if !isWellFormedAuthority(authority) { return "site address \(address) has a malformed host" }
        return nil
    case .failure(let error):
        if error.diagnostics.isEmpty { return "a refusal without a diagnostic" }
        for diagnostic in error.diagnostics {
            if diagnostic.file != "Content/site.yaml" { return "a diagnostic on \(diagnostic.file ?? "no file")" }
            if let line = diagnostic.line, line < 1 { return "a diagnostic at line \(line)" }
            if let column = diagnostic.column, column < 1 { return "a diagnostic at column \(column)" }
            if diagnostic.message.isEmpty { return "a diagnostic without a message" }
        }
        return nil
    }
}

/// Whether `authority` is `host` or `host:port`, the host a DNS name or IPv4 address (labels of
/// letters, digits and `-`) or a bracketed IPv6 address, the port 1 to 5 digits.
private func isWellFormedAuthority(_ authority: Substring) -> Bool {
    let isPort = { (port: Substring) in (1...5).contains(port.count) && port.allSatisfy(\.isASCIIDigitCharacter) }
    if authority.hasPrefix("[") {
        guard let close = authority.firstIndex(of: "]") else { return false }
        let address = authority[authority.index(after: authority.startIndex)..<close]
        let rest = authority[authority.index(after: close)...]
        let isIPv6 =
            address.count { $0 == ":" } >= 2 && address.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        return isIPv6 && (rest.isEmpty || (rest.first == ":" && isPort(rest.dropFirst())))
    }
    let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.count == 1 || isPort(parts[1]) else { return false }
    let labels = parts[0].split(separator: ".", omittingEmptySubsequences: false)
    return labels.allSatisfy { label in
        !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
}

extension Character {
    /// `0` to `9`.
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
