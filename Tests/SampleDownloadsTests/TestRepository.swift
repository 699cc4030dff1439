import Foundation
import SampleDownloads

/// The DevDiary package these tests run in, and its catalog, loaded once.
enum TestRepository {
    /// The package root: three folders up from this file.
    static let root: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The bundled diary's articles.
    static let content = root + "/Content"

    /// The bundled diary's sample modules, extracted.
    static func catalog() throws -> SampleCatalog {
        try loadedCatalog.get()
    }

    /// DiaryUI, the samples' tests and the tools version.
    static func repository() throws -> RepositoryFiles {
        try loadedRepository.get()
    }

    // Read once: every test reads the same files, and the tests that build an archive from
    // scratch load their own.
    private static let loadedCatalog = Result { () throws(SampleDownloadError) in
        try SampleCatalog.load(contentDirectory: content)
    }
    private static let loadedRepository = Result { () throws(SampleDownloadError) in
        try RepositoryFiles(packageRoot: root)
    }

    /// The package of `module` as a file tree.
    static func tree(of module: String) throws -> FileTree {
        try SamplePackage.files(of: module, catalog: try catalog(), repository: try repository())
    }

    /// A text file of `tree`.
    static func text(_ path: String, in tree: FileTree) -> String? {
        tree.files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
