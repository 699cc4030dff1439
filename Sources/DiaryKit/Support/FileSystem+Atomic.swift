import CSystemCalls
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calls that put a new generation of a site together from the old one's files and swap it
/// in: paths are looked up from folders held open, and every failure says which path and why.
extension FileSystem {
    /// Makes `relative` in `target` the very file `relative` is in `source` (a hard link, so
    /// nothing is copied), replacing what `target` held there; copies the bytes where the file
    /// system cannot link.
    /// - Returns: Whether the file was linked (so both folders now name one file).
    @discardableResult
    static func link(_ relative: String, from source: OpenFolder, to target: OpenFolder) throws(Failure) -> Bool {
        if unlinkat(target.descriptor, relative, 0) != 0, errno != ENOENT {
            throw Failure(path: target.prefix + relative)
        }
        if linkat(source.descriptor, relative, target.descriptor, relative, 0) == 0 { return true }
        guard [EPERM, EMLINK, EXDEV, ENOTSUP].contains(errno) else { throw Failure(path: target.prefix + relative) }
        try write(try read(source.prefix + relative), to: relative, in: target)
        return false
    }

    /// Moves `relative` of `source` to `relative` of `target` in one step, replacing a file there.
    static func move(_ relative: String, from source: OpenFolder, to target: OpenFolder) throws(Failure) {
        if renameat(source.descriptor, relative, target.descriptor, relative) != 0 {
            throw Failure(path: target.prefix + relative)
        }
    }

    /// Removes the file `relative` of `folder`; a missing file is not a failure.
    static func removeFile(_ relative: String, in folder: OpenFolder) throws(Failure) {
        if unlinkat(folder.descriptor, relative, 0) != 0, errno != ENOENT {
            throw Failure(path: folder.prefix + relative)
        }
    }

    /// Removes the folder `relative` of `folder` if it is empty; returns whether it did.
    @discardableResult
    static func removeEmptyFolder(_ relative: String, in folder: OpenFolder) -> Bool {
        unlinkat(folder.descriptor, relative, AT_REMOVEDIR) == 0
    }

    /// How an attempt to swap two folders ended.
    enum Exchange {
        case exchanged
        /// The system or file system cannot swap (the caller renames twice instead).
        case unsupported
        /// The two paths are on different file systems (or mounts).
        case crossDevice
    }

    /// Swaps two existing paths in one atomic step, telling apart the failures a caller can
    /// work around from the others, which it throws.
    static func exchangePaths(_ first: String, _ second: String) throws(Failure) -> Exchange {
        if diary_exchange_paths(first, second) == 0 { return .exchanged }
        switch errno {
        case EINVAL, ENOSYS, ENOTSUP: return .unsupported
        case EXDEV: return .crossDevice
        case let code: throw Failure(path: second, errno: code)
        }
    }

    /// Removes a whole folder (links are removed, never followed), saying which path could not
    /// go. The file named `last` is removed after everything else in `path`: a folder marked by
    /// it keeps its mark until it is empty, so a removal cut short still leaves it recognisable.
    static func removeTree(_ path: String, keepingUntilLast last: String? = nil) throws(Failure) {
        guard kind(of: path) == .directory else {
            if unlink(path) != 0, errno != ENOENT { throw Failure(path: path) }
            return
        }
        for (name, kind) in try entries(of: path, sorted: false) where name != last {
            let child = path.appendingPathComponent(name)
            if (kind ?? FileSystem.kind(of: child)) == .directory {
                try removeTree(child)
            } else if unlink(child) != 0, errno != ENOENT {
                throw Failure(path: child)
            }
        }
        if let last, unlink(path.appendingPathComponent(last)) != 0, errno != ENOENT {
            throw Failure(path: path.appendingPathComponent(last))
        }
        if rmdir(path) != 0, errno != ENOENT { throw Failure(path: path) }
    }
}
