import DiaryContent

/// The two files `diary` writes for a sample module `Name` so SwiftPM sees its targets:
/// `Tests/Samples/<Name>Tests/Library/<Name>.swift` (the library target's one source file) and
/// `Tests/Samples/<Name>Tests/<Name>Tests.swift` (the test target's). The module's code and
/// doctests come from the articles; these files only make the targets exist.
///
/// A file holding exactly one of these texts is diary's own, so the manifest sync may delete it
/// when no article names the module any more; any other file there is the author's and is kept.
struct ModulePlaceholder {
    /// The module's name.
    let module: String

    /// The module's folder, relative to the package: `Tests/Samples/<Name>Tests`.
    var folder: String { "Tests/Samples/\(module)Tests" }

    /// The library placeholder, relative to the package.
    var libraryPath: String { "\(folder)/Library/\(module).swift" }

    /// The tests placeholder, relative to the package.
    var testsPath: String { "\(folder)/\(module)Tests.swift" }

    /// The library placeholder's text.
    var libraryText: String {
        """
        /// The sample module `\(module)`.
        ///
        /// Its sources live in the article that names it (`module: \(module)` in the front matter):
        /// DevDiary's SampleExtractorPlugin extracts the article's ```swift blocks into this target at
        /// build time. Edit the article, not a Swift file: SwiftPM needs this one file to see the target.

        """
    }

    /// The tests placeholder's text.
    var testsText: String {
        """
        /// The tests of `\(module)`: the article's doctests (a ```swift block followed by an
        /// ```output block) become tests here at build time. Tests of your own go beside this file.

        """
    }

    /// Both files, by path relative to the package.
    var files: [(path: String, text: String)] {
        [(libraryPath, libraryText), (testsPath, testsText)]
    }

    /// Writes each of `files` (all of ``files`` by default) that is missing under the package at
    /// `root`, never replacing one.
    /// - Returns: The paths written, relative to `root`.
    func writeMissing(in root: String, only chosen: [(path: String, text: String)]? = nil) throws(DiaryError)
        -> [String]
    {
        var written: [String] = []
        for (path, text) in chosen ?? files {
            let file = root.appendingPathComponent(path)
            guard FileSystem.kind(of: file) == nil else { continue }
            do {
                try FileSystem.createDirectories(PathText.parent(of: file))
                try FileSystem.write(Array(text.utf8), to: file)
            } catch {
                throw DiaryError(file: file, "cannot create the module's placeholder: \(error.reason)")
            }
            written.append(path)
        }
        return written
    }
}
