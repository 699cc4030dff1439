import Foundation

/// The pages of a built site, as the site paths a browser opens (`buttons/`, `404.html`).
package enum SitePages {
    package static func paths(in site: URL) -> [String] {
        FolderContents.paths(in: site).filter { $0.hasSuffix(".html") }.map { path in
            path.hasSuffix("index.html") ? String(path.dropLast("index.html".count)) : path
        }.sorted()
    }
}
