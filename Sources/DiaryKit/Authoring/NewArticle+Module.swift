import DiaryContent

/// `diary new --module Name`: the article names a new sample module, and the one file SwiftPM needs
/// to see its target is written beside the package's other samples.
extension NewArticle {
    /// Whether `name` can name a module: an ASCII Swift identifier.
    public static func isModuleName(_ name: String) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        guard let first = name.unicodeScalars.first, isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    /// The front matter line and the first code block of an article that carries ``module``.
    var moduleSkeleton: (frontMatter: String, body: String) {
        guard let module else { return ("", "") }
        let body = """

            ```swift
            // snippet.hide
            import DiaryUI

            // snippet.show
            // Код статьи: блоки swift компилируются в модуль \(module).
            ```

            """
        return ("module: \(module)\n", body)
    }

    /// The package around `contentDirectory`: the folder that holds it, with a `Package.swift`.
    /// - Throws: When the content folder sits in no Swift package.
    public static func packageRoot(besides contentDirectory: String) throws(DiaryError) -> String {
        let root = PathText.parent(of: FileSystem.canonicalPathAllowingMissing(contentDirectory))
        guard FileSystem.kind(of: root.appendingPathComponent("Package.swift")) == .file else {
            throw DiaryError(
                file: contentDirectory,
                "--module needs the Swift package around the content folder (a Package.swift beside it); "
                    + "start one with diary init")
        }
        return root
    }

    /// Writes the module's two placeholder files (``ModulePlaceholder``) in the package at `root`,
    /// each unless a file is there (so running it twice changes nothing).
    /// - Returns: The paths written, absolute.
    public func writeModulePlaceholders(in root: String) throws(DiaryError) -> [String] {
        guard let module else { return [] }
        return try ModulePlaceholder(module: module).writeMissing(in: root).map { root.appendingPathComponent($0) }
    }

    /// Adds ``module`` to `let sampleModules` of the manifest beside `placeholder`'s package
    /// (`Tests/Samples/…` is three folders below it), unless it is listed already.
    /// - Returns: The manifest's path when it changed; `nil` when the module was listed.
    /// - Throws: When the manifest has no `let sampleModules` list or cannot be written.
    public func addModuleToManifest(besides contentDirectory: String) throws(DiaryError) -> String? {
        guard let module else { return nil }
        let root = PathText.parent(of: FileSystem.canonicalPathAllowingMissing(contentDirectory))
        let path = root.appendingPathComponent("Package.swift")
        let manifest = try SourceFile.read(path)
        guard let edited = ManifestModules.adding(module, to: manifest) else {
            throw DiaryError(
                file: path,
                "has no 'let sampleModules = [...]' list; add \"\(module)\" to the package's targets by hand")
        }
        guard edited != manifest else { return nil }
        do {
            try FileSystem.writeReplacing(Array(edited.utf8), at: path)
        } catch {
            throw DiaryError(file: path, "cannot add the module: \(error.reason)")
        }
        return path
    }
}
