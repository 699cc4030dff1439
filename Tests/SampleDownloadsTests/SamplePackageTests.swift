import Foundation
import SampleDownloads
import SampleExtraction
import Testing

/// What a downloaded package holds: plain sources without line directives, DiaryUI and the
/// modules the sample imports as they are in the repository, the tests, a demo and a README.
@Suite("Sample package contents")
struct SamplePackageTests {
    static let modules = [
        "Buttons", "ParentalGate", "PixelDensity", "PreviewTour", "Puzzles", "StoryTimer",
        "SwipeCards", "ToolbarLayout",
    ]

    @Test("The bundled diary offers a download for every sample module of the package")
    func everyModuleIsOffered() throws {
        let catalog = try TestRepository.catalog()
        #expect(catalog.brokenModules.isEmpty)
        #expect(catalog.modules.keys.sorted() == Self.modules)
    }

    @Test("No Swift file of a package has a #sourceLocation or a snippet marker", arguments: modules)
    func plainSources(module: String) throws {
        let tree = try TestRepository.tree(of: module)
        let swiftFiles = tree.files.keys.filter { $0.hasSuffix(".swift") }
        try #require(swiftFiles.count > 10)
        for path in swiftFiles {
            let text = try #require(TestRepository.text(path, in: tree))
            #expect(!text.contains("#sourceLocation"), "\(path)")
            #expect(!text.contains("// snippet.hide") && !text.contains("// snippet.show"), "\(path)")
        }
    }

    @Test("The manifest uses the tools version of DevDiary's own manifest", arguments: modules)
    func toolsVersion(module: String) throws {
        let manifest = try #require(TestRepository.text("Package.swift", in: try TestRepository.tree(of: module)))
        let root = try String(contentsOfFile: TestRepository.root + "/Package.swift", encoding: .utf8)
        #expect(manifest.prefix { $0 != "\n" } == root.prefix { $0 != "\n" })
        #expect(manifest.contains("\nlet module = \"\(module)\"\n"))
        #expect(manifest.contains(".executableTarget(name: \"\\(module)-demo\""))
        #expect(manifest.contains(".testTarget(name: \"\\(module)Tests\""))
    }

    @Test("The manifest is the template's with the package's facts in place of the template's own")
    func manifestIsTheTemplate() throws {
        let manifest = try #require(TestRepository.text("Package.swift", in: try TestRepository.tree(of: "Buttons")))
        let template = ModuleTemplate.packageManifest.text
        let facts = ["// swift-tools-version:", "let module = ", "let sampleModules: ", "let usesTestSupport = "]
        let kept = { (text: String) in
            text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                !facts.contains { line.hasPrefix($0) } && !line.hasPrefix("// Buttons: ")
                    && line != "// as a standalone package."
            }
        }
        #expect(kept(manifest) == kept(template))
        #expect(template.contains("let module = \"Sample\"\n"))
        #expect(manifest.contains("\nlet usesTestSupport = true\n"))
        #expect(
            manifest.hasPrefix(
                "// swift-tools-version: 6.3\n// Buttons: the sample code of the DevDiary article «Кнопки»"))
    }

    @Test("The module's file holds every compiled block of the article, in order, under a header naming it")
    func moduleSourceFollowsTheArticle() throws {
        let catalog = try TestRepository.catalog()
        let extraction = try catalog.extraction(of: "Buttons")
        let tree = try SamplePackage.files(of: "Buttons", catalog: catalog, repository: try TestRepository.repository())
        let source = try #require(TestRepository.text("Sources/Buttons/Buttons.swift", in: tree))
        #expect(source.hasPrefix("// Buttons: the code of the DevDiary article «Кнопки» (buttons/index.md).\n"))
        var rest = source[...]
        for snippet in extraction.snippets {
            let line = try #require(
                snippet.code.split(separator: "\n").first { !$0.hasPrefix("//") && !$0.hasPrefix("import ") })
            let found = try #require(rest.range(of: line), "missing or out of order: \(line)")
            rest = rest[found.upperBound...]
        }
        #expect(source.components(separatedBy: "import DiaryUI\n").count == 2)
    }

    @Test("DiaryUI is copied byte for byte; ParentalGate also carries Puzzles, its manifest target and its import")
    func carriedModules() throws {
        let tree = try TestRepository.tree(of: "ParentalGate")
        let repository = try TestRepository.repository()
        for (path, bytes) in repository.diaryUI {
            #expect(tree.files["Sources/DiaryUI/\(path)"] == bytes, "\(path)")
        }
        #expect(tree.files.keys.filter { $0.hasPrefix("Sources/DiaryUI/") }.count == repository.diaryUI.count)
        let puzzles = try #require(TestRepository.text("Sources/Puzzles/Puzzles.swift", in: tree))
        #expect(puzzles.contains("public struct Puzzle"))
        let manifest = try #require(TestRepository.text("Package.swift", in: tree))
        #expect(
            manifest.contains(
                #"let sampleModules: [(name: String, imports: [String])] = [(name: "Puzzles", imports: []), "#
                    + #"(name: "ParentalGate", imports: ["Puzzles"])]"#))
        let gate = try #require(TestRepository.text("Sources/ParentalGate/ParentalGate.swift", in: tree))
        #expect(gate.contains("import DiaryUI\nimport Puzzles\n"))
        #expect(try TestRepository.tree(of: "Puzzles").files.keys.allSatisfy { !$0.hasPrefix("Sources/ParentalGate") })
    }

    @Test("The module's tests come along, with SampleTestSupport when they import it", arguments: modules)
    func testsAreCopied(module: String) throws {
        let tree = try TestRepository.tree(of: module)
        let folder = "\(TestRepository.root)/Tests/Samples/\(module)Tests"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        try #require(!names.isEmpty)
        for name in names {
            let original = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
            #expect(tree.files["Tests/\(module)Tests/\(name)"] == Array(original), "\(name)")
        }
        let importsSupport = names.contains { name in
            TestRepository.text("Tests/\(module)Tests/\(name)", in: tree)?.contains("import SampleTestSupport") == true
        }
        #expect((tree.files["Tests/SampleTestSupport/SVGShapes.swift"] != nil) == importsSupport)
    }

    @Test("Every doctest becomes a test and a block of the demo, with the article's output", arguments: modules)
    func examplesBecomeTestsAndDemo(module: String) throws {
        let extraction = try TestRepository.catalog().extraction(of: module)
        let tree = try TestRepository.tree(of: module)
        let demo = try #require(TestRepository.text("Sources/\(module)-demo/main.swift", in: tree))
        guard !extraction.examples.isEmpty else {
            #expect(tree.files["Tests/\(module)Tests/ArticleExamples.swift"] == nil)
            #expect(tree.files["Tests/\(module)Tests/ExampleChecks.swift"] == nil)
            return
        }
        let tests = try #require(TestRepository.text("Tests/\(module)Tests/ArticleExamples.swift", in: tree))
        #expect(
            TestRepository.text("Tests/\(module)Tests/ExampleChecks.swift", in: tree) == GeneratedSource.exampleChecks)
        #expect(tests.components(separatedBy: "    try await expectPrinted(").count == extraction.examples.count + 1)
        #expect(tests.components(separatedBy: "@Test(").count == extraction.examples.count + 1)
        #expect(demo.components(separatedBy: "\ndo {\n").count == extraction.examples.count + 1)
        for example in extraction.examples {
            #expect(tests.contains("\(example.articleName):\(example.line) prints what the article shows"))
            let firstLine = try #require(example.code.split(separator: "\n").first)
            #expect(demo.contains("    " + firstLine))
        }
    }

    @Test("The README names the article and gives the commands", arguments: modules)
    func readme(module: String) throws {
        let catalog = try TestRepository.catalog()
        let extraction = try catalog.extraction(of: module)
        let url = "https://example.org/diary/\(module.lowercased())/"
        let tree = try SamplePackage.files(
            of: module, catalog: catalog, repository: try TestRepository.repository(), articleURL: url)
        let readme = try #require(TestRepository.text("README.md", in: tree))
        let title = try #require(catalog.titles[extraction.articleNames[0]])
        #expect(readme.contains("[«\(title)»](\(url))"))
        #expect(readme.contains("swift run \(module)-demo"))
        #expect(readme.contains("swift test"))
    }

    @Test("An unknown module is refused with the modules there are")
    func unknownModule() throws {
        #expect {
            try TestRepository.tree(of: "Nope")
        } throws: { error in
            let message = (error as? SampleDownloadError)?.message ?? ""
            return message.contains("Nope") && message.contains("Buttons, ParentalGate")
        }
    }

    @Test("A folder that is no DevDiary package is refused, naming the manifest it looked for")
    func wrongPackageRoot() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "not-a-package-\(UUID().uuidString)").path
        #expect {
            try RepositoryFiles(packageRoot: folder)
        } throws: { error in
            (error as? SampleDownloadError)?.message.contains("\(folder)/Package.swift") == true
        }
    }
}
