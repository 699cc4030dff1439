import DiaryTestSupport
import Foundation
import Testing

@testable import DiaryKit

@Suite("ImageTagRenderer")
struct ImageTagRendererTests {
    let renderer = ImageTagRenderer(url: SiteURL("https://owner.github.io/repo/")!)

    /// Writes `files` (name → PNG size, or nil for a non-PNG file) into a fresh folder.
    func makeFolder(_ files: [String: (Int, Int)?]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (name, size) in files {
            let data = size.map { TinyPNG.make(width: $0.0, height: $0.1) } ?? Data("not a png".utf8)
            try data.write(to: folder.url.appending(path: name))
        }
        return folder
    }

    func tag(_ source: String, alt: String = "Затвор", title: String? = nil, in folder: TemporaryFolder) throws
        -> String
    {
        let files = Set(try folder.listing())
        return try renderer.tag(
            source: source, alt: alt, title: title, slug: "buttons", folder: folder.url.path, files: files
        )
        .get()
    }

    @Test("A PNG gets its pixel size from the file header")
    func pngSize() throws {
        let folder = try makeFolder(["shutter.png": (37, 1029)])
        #expect(
            try tag("shutter.png", in: folder)
                == #"<img src="/repo/buttons/shutter.png" width="37" height="1029" alt="Затвор" loading="lazy" decoding="async">"#
        )
    }

    @Test("@2x and @3x files beside the image make a srcset")
    func srcsetWithBothDensities() throws {
        let folder = try makeFolder(["shutter.png": (40, 30), "shutter@2x.png": (80, 60), "shutter@3x.png": (120, 90)])
        let html = try tag("shutter.png", in: folder)
        #expect(
            html.contains(
                #"srcset="/repo/buttons/shutter.png 1x, /repo/buttons/shutter@2x.png 2x, /repo/buttons/shutter@3x.png 3x""#
            ))
        #expect(html.contains(#"width="40" height="30""#))
    }

    @Test("Only the densities that exist are offered")
    func srcsetWithOneDensity() throws {
        let folder = try makeFolder(["icon.png": (16, 16), "icon@3x.png": (48, 48)])
        #expect(
            try tag("icon.png", in: folder).contains(
                #"srcset="/repo/buttons/icon.png 1x, /repo/buttons/icon@3x.png 3x""#))
        let plain = try makeFolder(["icon.png": (16, 16)])
        #expect(try !tag("icon.png", in: plain).contains("srcset"))
    }

    @Test("An image named with its density gets no srcset of its own")
    func directDensityVariant() throws {
        let folder = try makeFolder(["icon.png": (16, 16), "icon@2x.png": (32, 32)])
        let html = try tag("icon@2x.png", in: folder)
        #expect(!html.contains("srcset"))
        #expect(html.contains(#"width="32" height="32""#))
    }

    @Test("A file that is not a PNG gets no size")
    func notPNG() throws {
        let folder = try makeFolder(["photo.jpg": nil, "fake.png": nil])
        #expect(try !tag("photo.jpg", in: folder).contains("width="))
        #expect(try !tag("fake.png", in: folder).contains("width="))
    }

    @Test("A missing image is a problem naming the file and the folder")
    func missingImage() throws {
        let folder = try makeFolder(["shutter.png": (1, 1)])
        let result = renderer.tag(
            source: "shuter.png", alt: "", title: nil, slug: "buttons", folder: folder.url.path, files: ["shutter.png"])
        guard case .failure(let problem) = result else {
            Issue.record("expected a problem, got \(result)")
            return
        }
        #expect(problem.message.contains("'shuter.png' not found"))
        #expect(problem.message.contains(folder.url.path))
    }

    @Test("Site-absolute and external images are not looked up")
    func elsewhere() throws {
        let folder = try makeFolder([:])
        #expect(try tag("/images/favicon.svg", in: folder).hasPrefix(#"<img src="/repo/images/favicon.svg" alt="#))
        #expect(
            try tag("https://example.org/a.png", in: folder).hasPrefix(#"<img src="https://example.org/a.png" alt="#))
    }

    @Test("Alt and title are escaped")
    func escaping() throws {
        let folder = try makeFolder(["a.png": (2, 2)])
        let html = try tag("a.png", alt: #"Кнопка "Снять" & <b>"#, title: "it's", in: folder)
        #expect(html.contains(#"alt="Кнопка &quot;Снять&quot; &amp; &lt;b&gt;" title="it's""#))
    }
}
