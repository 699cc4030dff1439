import Foundation

/// Follows one reference found in a built site, the way a browser would.
package struct LinkChecker {
    package var site: URL
    package var basePath: String

    /// A checker for the site built into `site`, served under `basePath`.
    package init(site: URL, basePath: String) {
        self.site = site
        self.basePath = basePath
    }

    /// Why `reference` on `page` (a site path) would not work, if it would not.
    package func problems(with reference: String, on page: String) -> [String] {
        if reference.isEmpty || reference.hasPrefix("//") || LinkChecker.hasScheme(reference) { return [] }
        let (path, fragment) = split(reference)
        let target: String
        if path.isEmpty {
            target = page
        } else if path.hasPrefix("/") {
            guard path.hasPrefix(basePath) else { return ["\(page): '\(reference)' is missing the \(basePath) prefix"] }
            target = String(path.dropFirst(basePath.count))
        } else {
            target = resolve(path, relativeTo: page)
        }
        var file = target.removingPercentEncoding ?? target
        if file.isEmpty || file.hasSuffix("/") { file += "index.html" }
        guard FolderContents.isFile(site.appending(path: file)) else {
            return ["\(page): '\(reference)' leads to \(file), which was not produced"]
        }
        guard let fragment, file.hasSuffix(".html") else { return [] }
        let id = fragment.removingPercentEncoding ?? fragment
        let html = (try? String(contentsOf: site.appending(path: file), encoding: .utf8)) ?? ""
        return HTMLScan.ids(in: html).contains(id) ? [] : ["\(page): '\(reference)': no id '\(id)' in \(file)"]
    }

    private func split(_ reference: String) -> (path: String, fragment: String?) {
        let withoutQuery = reference.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var path = String(withoutQuery[0])
        var fragment: String?
        if let hash = reference.firstIndex(of: "#") {
            fragment = String(reference[reference.index(after: hash)...])
            if let pathHash = path.firstIndex(of: "#") { path = String(path[..<pathHash]) }
        }
        return (path, fragment)
    }

    /// `../fonts/x.woff2` seen from `css/site.css` is `fonts/x.woff2`.
    private func resolve(_ relative: String, relativeTo page: String) -> String {
        var components = page.split(separator: "/").dropLast().map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            switch part {
            case "..": if !components.isEmpty { components.removeLast() }
            case ".": continue
            default: components.append(part)
            }
        }
        return components.joined(separator: "/")
    }

    package static func hasScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        return reference[..<colon].allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }
}
