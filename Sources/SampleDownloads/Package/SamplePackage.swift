import SampleExtraction

/// The file tree of the standalone package a reader downloads for one sample module: its
/// manifest, the article's code as plain sources, DiaryUI and the sample modules it imports, a
/// demo executable, its tests with the article's examples, and a README.
public enum SamplePackage {
    /// Builds the package of `module` in memory.
    /// - Parameters:
    ///   - module: The sample module, e.g. `Buttons`.
    ///   - catalog: The diary's extracted modules.
    ///   - repository: DiaryUI, the tests and the tools version, read from the DevDiary package.
    ///   - articleURL: The article's address on the published site, for the README; `nil` names
    ///     the article by its title only.
    /// - Returns: The package's files by relative path.
    /// - Throws: A ``SampleDownloadError`` when the module or one it imports is unknown or broken,
    ///   or a test file cannot be read.
    public static func files(
        of module: String, catalog: SampleCatalog, repository: RepositoryFiles, articleURL: String? = nil
    ) throws(SampleDownloadError) -> FileTree {
        let extraction = try catalog.extraction(of: module)
        let libraries = try self.libraries(of: module, catalog: catalog)
        let origin = origin(of: extraction, catalog: catalog)
        var tree = FileTree()
        for library in libraries {
            let part = try catalog.extraction(of: library.name)
            let partOrigin = self.origin(of: part, catalog: catalog)
            tree.add(
                "Sources/\(library.name)/\(library.name).swift", text: ModuleSource.library(part, origin: partOrigin))
            if let registry = ModuleSource.previewRegistry(part) {
                tree.add("Sources/\(library.name)/ArticlePreviews.swift", text: registry)
            }
        }
        for (path, bytes) in repository.diaryUI {
            tree.files["Sources/DiaryUI/\(path)"] = bytes
        }
        tree.add("Sources/\(module)-demo/main.swift", text: ExampleSource.demo(extraction, origin: origin))
        let tests = try repository.tests(of: module)
        for (path, bytes) in tests {
            tree.files["Tests/\(module)Tests/\(path)"] = bytes
        }
        if let examples = ExampleSource.tests(extraction, origin: origin) {
            tree.add("Tests/\(module)Tests/ArticleExamples.swift", text: examples)
            tree.add("Tests/\(module)Tests/ExampleChecks.swift", text: ExampleSource.checks)
        }
        let usesTestSupport = tests.values.contains {
            String(decoding: $0, as: UTF8.self).contains("import SampleTestSupport")
        }
        if usesTestSupport {
            for (path, bytes) in try repository.testSupport() {
                tree.files["Tests/SampleTestSupport/\(path)"] = bytes
            }
        }
        let manifest = ManifestSource(
            module: module, libraries: libraries, toolsVersion: repository.toolsVersion,
            usesTestSupport: usesTestSupport, origin: origin)
        tree.add("Package.swift", text: manifest.text)
        let readme = ReadmeSource(
            module: module, titles: extraction.articleNames.map { catalog.titles[$0] ?? $0 }, articleURL: articleURL,
            dependencies: libraries.map(\.name).filter { $0 != module }, toolsVersion: repository.toolsVersion,
            hasExamples: !extraction.examples.isEmpty)
        tree.add("README.md", text: readme.text)
        return tree
    }

    /// `module` and every sample module its code imports, at any depth, each after the modules it
    /// imports, with its own sample imports.
    /// - Throws: A ``SampleDownloadError`` for modules that import each other in a cycle.
    static func libraries(of module: String, catalog: SampleCatalog) throws(SampleDownloadError)
        -> [(name: String, imports: [String])]
    {
        var ordered: [(name: String, imports: [String])] = []
        var visiting: [String] = []
        func visit(_ name: String) throws(SampleDownloadError) {
            guard !ordered.contains(where: { $0.name == name }) else { return }
            guard !visiting.contains(name) else {
                throw SampleDownloadError(
                    "sample modules import each other: \((visiting + [name]).joined(separator: " → "))")
            }
            visiting.append(name)
            let imports = ModuleSource.importedModules(try catalog.extraction(of: name))
                .filter { $0 != name && (catalog.modules[$0] != nil || catalog.brokenModules[$0] != nil) }.sorted()
            for imported in imports {
                try visit(imported)
            }
            visiting.removeLast()
            ordered.append((name, imports))
        }
        try visit(module)
        return ordered
    }

    /// "the DevDiary article «Кнопки» (buttons/index.md)", for the header comments.
    static func origin(of extraction: ModuleExtraction, catalog: SampleCatalog) -> String {
        let articles = extraction.articleNames.map { "«\(catalog.titles[$0] ?? $0)» (\($0))" }
        return (articles.count == 1 ? "the DevDiary article " : "the DevDiary articles ")
            + articles.joined(separator: ", ")
    }
}
