import Foundation
import SampleDownloads
import Testing

/// What the site gets: both archives of every module under `downloads/`, and the link paragraph.
@Suite("Site downloads")
struct SiteDownloadsTests {
    @Test("writeAll puts both archives of every module under downloads/, the same bytes as archives(module:)")
    func writesEveryModule() throws {
        let site = FileManager.default.temporaryDirectory.appending(path: "site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let written = try SampleDownloads.writeAll(
            into: site.path, contentDirectory: TestRepository.content, packageRoot: TestRepository.root)
        let modules = try TestRepository.catalog().modules.keys.sorted()
        #expect(written == modules.flatMap { ["downloads/\($0).tar.gz", "downloads/\($0).zip"] }.sorted())
        let buttons = try SampleDownloads.archives(
            module: "Buttons", catalog: try TestRepository.catalog(), repository: try TestRepository.repository())
        #expect(try Data(contentsOf: site.appending(path: "downloads/Buttons.zip")) == Data(buttons.zip))
        #expect(try Data(contentsOf: site.appending(path: "downloads/Buttons.tar.gz")) == Data(buttons.tarGz))
    }

    @Test("The link paragraph offers both formats under the site's base path")
    func linkMarkup() {
        #expect(
            SampleDownloads.linkHTML(module: "Buttons", basePath: "/diary/")
                == "<p class=\"sample-download\">Скачать пример <code>Buttons</code>: "
                + "<a href=\"/diary/downloads/Buttons.zip\" download>.zip</a> · "
                + "<a href=\"/diary/downloads/Buttons.tar.gz\" download>.tar.gz</a></p>")
        #expect(SampleDownloads.linkHTML(module: "A\"B", basePath: "/").contains("downloads/A&quot;B.zip"))
    }
}
