import Foundation
import SampleWasm

/// Decides whether a build may replace the folder named by `--output`, or keep and prune its
/// caches in the folders named by `--cache` and `--wasm-cache`.
///
/// A build replaces its output folder whole and deletes old entries of its caches, so a wrong
/// `--output`, `--cache` or `--wasm-cache` must never reach the content, the templates, the public
/// files, the folder the user works in, the home folder or `/`, nor a folder that some other
/// program wrote. Sites this tool wrote carry a stamp file, ``stampName``; caches carry
/// ``cacheStampName``.
struct OutputFolderPolicy: Sendable {
    /// The file that marks a folder as a site `diary build` wrote.
    static let stampName = ".diary-site"
    /// What the stamp file says to a person who finds it.
    static let stampText =
        "This folder was written by 'diary build', which replaces or updates it on every build; do not edit it.\n"

    /// Names that make a folder look like a repository or a package, which no build replaces.
    static let repositoryMarkers = [".git", "Package.swift"]

    /// Folders the output must neither be, contain, nor lie inside, with the
    /// words that name them in a message (`the content folder`).
    var protectedFolders: [(role: String, path: String)]

    /// The file that marks a folder as a cache of this tool's (``CacheStamp``).
    static let cacheStampName = CacheStamp.name

    /// Checks `output`, throwing a diagnostic that says what to do instead.
    func validate(_ output: String) throws(DiaryError) {
        if output.isEmpty { throw Self.empty("--output", advice: "pass --output _site or another folder of its own") }
        try check(output, stamp: Self.stampName) { reason in
            DiaryError(
                file: output,
                "refusing to use this as the output folder: \(reason); pass --output _site or another folder of its own"
            )
        }
    }

    /// Checks `folder`, given as a cache folder with `option` (`--cache`), throwing a
    /// diagnostic that says what to do instead.
    /// - Parameter isOurs: Whether the folder holds only what a cache of diary's holds (one an
    ///   earlier version made, before caches were stamped), so it may be used without the stamp.
    func validateCache(_ folder: String, option: String, isOurs: Bool = false) throws(DiaryError) {
        if folder.isEmpty { throw Self.empty(option, advice: "pass \(option) with a folder of its own") }
        try check(folder, stamp: isOurs ? nil : Self.cacheStampName) { reason in
            DiaryError(
                file: folder,
                "refusing to use this as the cache folder (\(option)): \(reason); pass \(option) with a folder "
                    + "of its own, such as .build/diary-cache"
            )
        }
    }

    /// The error for an option given an empty path (`--output ""`), which would name the current
    /// folder to some calls and nothing to others.
    static func empty(_ option: String, advice: String) -> DiaryError {
        DiaryError(file: option, "the path is empty; \(advice)")
    }

    /// The checks shared by every folder a build replaces or prunes.
    /// - Parameters:
    ///   - stamp: The file that marks the folder as ours; `nil` when it is known to be ours.
    ///   - refuse: The error for a reason the folder may not be used.
    private func check(_ output: String, stamp: String?, refuse: (String) -> DiaryError) throws(DiaryError) {
        let target = FileSystem.canonicalPathAllowingMissing(output)
        if target == "/" { throw refuse("it is the root of the file system") }
        if let home = ProcessInfo.processInfo.environment["HOME"].flatMap(FileSystem.canonicalPath), target == home {
            throw refuse("it is your home folder")
        }
        let workingFolder = FileSystem.canonicalPathAllowingMissing(FileManager.default.currentDirectoryPath)
        if FileSystem.isSameOrInside(workingFolder, target) {
            throw refuse("it contains the current folder (\(workingFolder))")
        }
        for (role, path) in protectedFolders {
            let folder = FileSystem.canonicalPathAllowingMissing(path)
            if FileSystem.isSameOrInside(target, folder) { throw refuse("it is or lies inside \(role) (\(path))") }
            if FileSystem.isSameOrInside(folder, target) { throw refuse("it contains \(role) (\(path))") }
        }
        switch FileSystem.kind(of: output) {
        case nil: return
        case .directory: break
        case .symbolicLink: throw refuse("it is a symbolic link")
        case .file, .other: throw refuse("it is a file, not a folder")
        }
        for marker in Self.repositoryMarkers where FileSystem.kind(of: output.appendingPathComponent(marker)) != nil {
            throw refuse("it holds \(marker), so it looks like a repository")
        }
        guard let stamp else { return }
        let names = (try? FileSystem.contents(of: output)) ?? []
        if !names.isEmpty, !names.contains(stamp) {
            throw refuse(
                "it is not empty and was not written by diary (no \(stamp) stamp); empty it or remove it yourself if it may go"
            )
        }
    }

    /// Whether `folder` is a site (or a staging folder) this tool wrote.
    static func isStamped(_ folder: String) -> Bool {
        FileSystem.kind(of: folder.appendingPathComponent(stampName)) == .file
    }
}
