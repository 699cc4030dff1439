import EmbeddedSources
import Foundation
import SampleExtraction

/// The files a download copies from the repository as they are: the tools version of the root
/// manifest, DiaryUI's sources, a module's tests and the tests' support library.
public struct RepositoryFiles: Sendable {
    /// The `swift-tools-version` of the root `Package.swift`, e.g. `6.3`.
    public var toolsVersion: String
    /// DiaryUI's Swift files by path inside `Sources/DiaryUI`.
    public var diaryUI: [String: [UInt8]]
    /// The root of the package, to find each module's tests in.
    public var packageRoot: String

    /// Reads the manifest's tools version and DiaryUI from the package at `packageRoot` (or, for a
    /// package without `Sources/DiaryUI`, the DiaryUI built into `diary`).
    /// - Throws: A ``SampleDownloadError`` when `Package.swift` has no tools version line or
    ///   `Sources/DiaryUI` holds no Swift file.
    public init(packageRoot: String) throws(SampleDownloadError) {
        self.packageRoot = packageRoot
        let manifest = packageRoot + "/Package.swift"
        guard let data = FileManager.default.contents(atPath: manifest) else {
            throw SampleDownloadError("cannot read \(manifest); pass the root of the DevDiary package")
        }
        let firstLine = String(decoding: data, as: UTF8.self).prefix { $0 != "\n" }
        let marker = "// swift-tools-version:"
        guard firstLine.hasPrefix(marker) else {
            throw SampleDownloadError("\(manifest) does not start with a '\(marker)' line")
        }
        toolsVersion = String(firstLine.dropFirst(marker.count).trimmingCharacters(in: .whitespaces))
        diaryUI = try Self.swiftFiles(in: packageRoot + "/Sources/DiaryUI")
        // A diary package that depends on DevDiary holds no DiaryUI of its own: the copy built into
        // `diary` goes into the download instead.
        if diaryUI.isEmpty {
            diaryUI = Dictionary(uniqueKeysWithValues: DiaryUISources.files.map { ($0.name, Array($0.text.utf8)) })
        }
        guard !diaryUI.isEmpty else {
            throw SampleDownloadError("no Swift files in \(packageRoot)/Sources/DiaryUI")
        }
    }

    /// The tests of `module` (`Tests/Samples/<module>Tests`) by path inside that folder; empty
    /// when the module has none.
    public func tests(of module: String) throws(SampleDownloadError) -> [String: [UInt8]] {
        try Self.swiftFiles(in: "\(packageRoot)/Tests/Samples/\(module)Tests")
    }

    /// The helpers the sample tests share (`Tests/Samples/SampleTestSupport`), by path inside it.
    public func testSupport() throws(SampleDownloadError) -> [String: [UInt8]] {
        try Self.swiftFiles(in: "\(packageRoot)/Tests/Samples/SampleTestSupport")
    }

    /// The `.swift` files under `folder` by relative path; empty when the folder does not exist.
    static func swiftFiles(in folder: String) throws(SampleDownloadError) -> [String: [UInt8]] {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        var files: [String: [UInt8]] = [:]
        for path in FileListing.files(under: root, extension: "swift") {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw SampleDownloadError("cannot read \(path)")
            }
            files[String(path.dropFirst(root.count + 1))] = Array(data)
        }
        return files
    }
}
