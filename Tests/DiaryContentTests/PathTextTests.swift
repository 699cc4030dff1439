import DiaryContent
import Testing

/// ``PathText`` on the names Foundation's path helpers get wrong or trap on.
@Suite("Path text")
struct PathTextTests {
    @Test(
        "The parent and last component of every awkward path",
        arguments: [
            ("o", "", "o"), ("x.md", "", "x.md"), ("", "", ""), (".", "", "."), ("..", "", ".."),
            ("/", "/", "/"), ("/o", "/", "o"), ("a/", "", "a"), ("a//", "", "a"), ("a/b", "a", "b"),
            ("a/b/", "a", "b"), ("a//b", "a", "b"), ("./o", ".", "o"), ("../o", "..", "o"), ("a/./b", "a/.", "b"),
            ("/a/b", "/a", "b"), ("//a", "/", "a"), ("с/ё", "с", "ё"), ("a/\u{FFFD}", "a", "\u{FFFD}"),
        ])
    func components(path: String, parent: String, last: String) {
        #expect(PathText.parent(of: path) == parent)
        #expect(PathText.lastComponent(of: path) == last)
    }

    @Test("A name with no folder has the current folder as the folder to open")
    func openableParent() {
        #expect(PathText.openableParent(of: "o") == ".")
        #expect(PathText.openableParent(of: "a/o") == "a")
        #expect(PathText.openableParent(of: "/o") == "/")
    }

    @Test(
        "Extensions are the last dot's, lower-cased, and a leading dot is no extension",
        arguments: [
            ("a/Image.PNG", "png"), ("x", ""), (".gitignore", ""), ("a.tar.gz", "gz"), ("dir.d/file", ""), ("a.", ""),
        ])
    func extensions(path: String, expected: String) {
        #expect(PathText.lowercasedExtension(of: path) == expected)
    }
}
