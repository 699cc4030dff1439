import DiaryContent

/// Lists the files below a folder, as sorted paths relative to it, without
/// ever leaving the folder through a symbolic link.
///
/// A link to a file inside the folder counts as that file (the site gets a
/// copy of its bytes, never a link); a link that leads outside the folder, to
/// a folder, or nowhere is left out and reported, so no file of the machine
/// that builds can reach the published site.
enum FolderScan {
    /// What a scan found.
    struct Listing: Sendable {
        /// Files to use, relative to the root, sorted.
        var files: [String] = []
        /// Links that were not followed, with the reason, as warnings.
        var refusedLinks: [Diagnostic] = []
    }

    /// Scans `root`; names starting with `.` and paths for which `skip` is
    /// true are left out (a skipped folder is not entered).
    static func scan(_ root: String, skipping skip: (String) -> Bool = { _ in false }) -> Listing {
        var listing = Listing()
        guard FileSystem.kind(of: root) == .directory || FileSystem.kind(of: root) == .symbolicLink,
            let canonicalRoot = FileSystem.canonicalPath(root)
        else { return listing }
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            let folder = root.appendingPathComponent(relativeFolder)
            var invalidNames: [String] = []
            let names = (try? FileSystem.entries(of: folder, invalidNames: &invalidNames).map(\.name)) ?? []
            for name in invalidNames {
                listing.refusedLinks.append(Self.invalidNameWarning(root.appendingPathComponent(relativeFolder), name))
            }
            for name in names where !name.hasPrefix(".") {
                let relative = relativeFolder.appendingPathComponent(name)
                if skip(relative) { continue }
                let path = root.appendingPathComponent(relative)
                switch FileSystem.kind(of: path) {
                case .file: listing.files.append(relative)
                case .directory: pending.append(relative)
                case .symbolicLink:
                    if let problem = refusal(of: path, insideRoot: canonicalRoot) {
                        listing.refusedLinks.append(problem)
                    } else {
                        listing.files.append(relative)
                    }
                case .other, nil: break
                }
            }
        }
        listing.files.sort()
        listing.refusedLinks.sort { ($0.file ?? "") < ($1.file ?? "") }
        return listing
    }

    /// The warning for a file whose name is not UTF-8 (shown with its bad bytes as `\xFF`).
    static func invalidNameWarning(_ folder: String, _ name: String) -> Diagnostic {
        Diagnostic(
            .warning, file: folder.appendingPathComponent(name),
            message: "the file name is not valid UTF-8, so no page can link to it; it is not published: rename it")
    }

    /// Why the link at `path` may not be followed, or `nil` when it leads to a file inside the root.
    static func refusal(of path: String, insideRoot root: String) -> Diagnostic? {
        func warning(_ reason: String) -> Diagnostic {
            Diagnostic(
                .warning, file: path,
                message: "symbolic link \(reason); it is not copied into the site: put the file itself here")
        }
        guard let target = FileSystem.canonicalPath(path) else { return warning("leads nowhere") }
        guard FileSystem.isSameOrInside(target, root) else { return warning("leads outside its folder") }
        guard FileSystem.kind(of: target) == .file else { return warning("leads to a folder") }
        return nil
    }

    /// The files below `root` (see ``scan(_:skipping:)``), dropping the report of refused links.
    static func files(in root: String, skipping skip: (String) -> Bool = { _ in false }) -> [String] {
        scan(root, skipping: skip).files
    }
}
