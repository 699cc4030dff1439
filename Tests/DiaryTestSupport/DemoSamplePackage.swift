import Foundation

/// A tiny package with one sample module, Demo, whose article is `Content/demo/index.md`: a stand-in
/// `Sources/DiaryUI` (the preview registry every sample module gets names its one type) and the
/// module's library folder, so compiling it to WebAssembly takes seconds.
package enum DemoSamplePackage {
    /// The demo article: one doctest, `print(1 + 2)`, with its recorded output.
    package static let doctestArticle = """
        ---
        title: "Demo"
        date: 2023-06-01
        summary: "Example."
        module: Demo
        ---

        ```swift
        print(1 + 2)
        ```

        ```output
        3
        ```

        """

    /// A fresh folder holding the package with `article`.
    package static func make(article: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write([
            "Package.swift": "// swift-tools-version: 6.3\n",
            "Sources/DiaryUI/DiaryUI.swift": "public struct RenderedPreview {}\n",
            "Tests/Samples/DemoTests/Library/Demo.swift": "/// Demo.\n",
            "Content/demo/index.md": article,
        ])
        return folder
    }

    /// `diary serve` of the package in `folder`, with WebAssembly and the folder's own wasm cache.
    package static func serve(_ folder: TemporaryFolder) throws -> ServedDiary {
        try ServedDiary(
            content: folder.url.appending(path: "Content"),
            siteArguments: DiaryTool.templatesAndPublic + ["--wasm-cache", folder.path("cache")])
    }
}
