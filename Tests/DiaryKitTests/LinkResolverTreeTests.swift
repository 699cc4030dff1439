import Testing

@testable import DiaryKit

/// Links in a content folder laid out as a tree (``ContentTree``): nested pages, folder pages,
/// content files of other folders, VitePress's `.html` links and DocC's `doc:` links.
@Suite("LinkResolver in a folder tree")
struct LinkResolverTreeTests {
    /// `guide/README.md` (`guide`), `guide/intro.md` (`guide/intro`), `guide/deep/step.md`
    /// (`guide/deep/step`), and the image `images/shot.png` owned by the root.
    let tree = LinkResolver(
        url: SiteURL("https://owner.github.io/repo/")!,
        publishedSlugs: ["guide", "guide/intro", "guide/deep/step"], plannedSlugs: [], rootFiles: [],
        contentPaths: [
            "guide": "guide", "guide/intro.md": "guide/intro", "guide/intro": "guide/intro",
            "guide/deep/step.md": "guide/deep/step", "guide/deep/step": "guide/deep/step",
        ],
        contentFiles: ["images/shot.png": "images/shot.png"],
        docPages: ["intro": "guide/intro", "step": "guide/deep/step"])

    @Test(
        "Relative, root-relative, .html and doc: links from a nested page reach the pages they name",
        arguments: [
            ("README.md", "/repo/guide/"), ("../guide/", "/repo/guide/"), ("deep/step.md", "/repo/guide/deep/step/"),
            ("deep/step.md#x", "/repo/guide/deep/step/#x"), ("/guide/intro/", "/repo/guide/intro/"),
            ("/guide/intro.html", "/repo/guide/intro/"), ("../images/shot.png", "/repo/images/shot.png"),
            ("doc:Step", "/repo/guide/deep/step/"), ("/Guide/Deep/Step/", "/repo/guide/deep/step/"),
            ("doc:Book/Step#part", "/repo/guide/deep/step/#part"),
        ])
    func nested(destination: String, expected: String) {
        #expect(tree.resolve(destination, from: "guide/intro", folder: "guide", articleFiles: []) == .page(expected))
    }

    @Test("A doc: link to no file and a path to nothing are both kept as written, with a problem")
    func broken() {
        // Issue 28: a link to a file that is not published stays as written (as cmark-gfm and
        // GitHub show it) and is warned about.
        guard
            case .kept(let written, let message) = tree.resolve(
                "doc:Nowhere", from: "guide", folder: "guide", articleFiles: [])
        else {
            Issue.record("doc:Nowhere must be kept as written")
            return
        }
        #expect(written == "doc:Nowhere")
        #expect(message.contains("nowhere.md"))
        guard case .kept(let kept, _) = tree.resolve("/uri", from: "guide", folder: "guide", articleFiles: []) else {
            Issue.record("/uri must be kept")
            return
        }
        #expect(kept == "/uri")
    }
}
