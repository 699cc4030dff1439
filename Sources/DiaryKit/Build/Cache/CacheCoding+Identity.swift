import BuildCache

extension CacheWriter {
    /// Writes a file's identity (``FileSystem/Identity``).
    mutating func write(_ identity: FileSystem.Identity) {
        for field in [identity.device, identity.inode, identity.size, identity.modified, identity.changed] {
            write(field)
        }
    }
}

extension CacheReader {
    /// Reads what ``CacheWriter/write(_:)-identity`` wrote.
    mutating func readIdentity() throws(Malformed) -> FileSystem.Identity {
        FileSystem.Identity(
            device: try readInt(), inode: try readInt(), size: try readInt(), modified: try readInt(),
            changed: try readInt())
    }
}
