import DiaryContent
import DiaryKit

/// The check the `FuzzSiteSettings` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzSiteSettings`), and the regression tests replay.
///
/// The bytes are a `site.yaml`: ``FuzzEntryPoints/siteSettings(_:)`` reads them as a build does.
/// - Returns: The broken promise, or `nil`; a crash or a hang is a finding too. Promised:
///   settings within their documented ranges and an absolute http(s) address; a refusal on
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
        if !(address.hasPrefix("http://") || address.hasPrefix("https://")) { return "site address \(address)" }
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
