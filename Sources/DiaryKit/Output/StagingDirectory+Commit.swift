import DiaryContent
import Foundation
import SampleWasm

/// Putting the new site in place: always with one atomic exchange of folders, so whatever kills
/// the build, the output folder holds the old site or the new one, never a mix.
///
/// An incremental build makes the new generation from a spare copy of the site before the
/// current one (``SpareSite``, kept in the build cache): it moves the changed files in, links
/// the files that changed in the last build from the current site, deletes those no longer
/// made, and swaps it in; the site it replaces becomes the spare for the next build. Its cost is
/// the files that changed in the last two builds. Without a spare (the first incremental build,
/// or one after a kill) the staging folder becomes the new generation by linking every
/// unchanged file of the current site into it.
extension StagingDirectory {
    /// Puts the staged site in place of the old one, then saves the manifest of what the site
    /// now holds.
    /// - Returns: Problems that did not stop the build: folders that could not be removed.
    func commit() throws(DiaryError) -> [Diagnostic] {
        // Nothing is staged after this; the folder held open becomes the site (or goes).
        record.stagingFolder.withLock { $0 = nil }
        record.previousFolder.withLock { $0 = nil }
        // One build at a time puts its site in place and changes the spare (`diary serve` and
        // `diary build` into one folder).
        let lock = manifestPath.flatMap {
            ExclusiveFileLock(path: PathText.parent(of: $0).appendingPathComponent("commit.lock"))
        }
        var outcome: Result<Void, DiaryError> = .success(())
        do throws(DiaryError) {
            if let previous = record.previous.withLock({ $0 }) {
                try checkUnchanged(previous)
                try commitGeneration(over: previous)
            } else {
                try commitWhole()
                saveManifest(knownIdentities: [:])
            }
        } catch {
            outcome = .failure(error)
        }
        _ = consume lock
        try outcome.get()
        return record.warnings.withLock { $0 }
    }

    /// Throws when the output folder is no longer the site `previous` describes: another build
    /// swapped its own in meanwhile, and this build's changed files are changes to a site gone.
    private func checkUnchanged(_ previous: OutputManifest) throws(DiaryError) {
        guard let current = FileSystem.identity(of: destination), current.device == previous.folder.device,
            current.inode == previous.folder.inode
        else {
            throw DiaryError(
                file: destination, "another build replaced the site while this one ran; run the build again")
        }
    }

    /// Swaps the whole staged site in and deletes the old one.
    private func commitWhole() throws(DiaryError) {
        do throws(FileSystem.Failure) {
            guard FileSystem.kind(of: destination) != nil else {
                try FileSystem.rename(path, to: destination)
                return
            }
            _ = try swapIn(path)
            warn(OutputLeftovers.remove(path, what: "the previous site"))
        } catch {
            throw DiaryError(file: destination, "cannot put the new site in place: \(error.reason)")
        }
    }

    /// Makes the new generation from the spare site (or the staging folder), swaps it in, and
    /// keeps the old site as the next build's spare.
    private func commitGeneration(over previous: OutputManifest) throws(DiaryError) {
        let files = record.files.withLock { $0 }
        if files.staged.isEmpty, previous.entries.keys.allSatisfy({ files.written[$0] != nil }) {
            // The site already is the new one.
            FileSystem.remove(path)
            saveManifest(knownIdentities: previous.entries.mapValues(\.identity))
            return
        }
        // From here the site may change: a build killed before the new manifest is saved leaves
        // none, and the next build writes the whole site.
        if let manifestPath { FileSystem.remove(manifestPath) }
        let spare = SpareSite(besideManifest: manifestPath)
        do throws(FileSystem.Failure) {
            var generation: SpareSite.Generation
            if let spare, let held = spare.take(), let made = try spare.update(held, to: files, from: self) {
                generation = made
                if !(try swapIn(spare.folder)) {
                    warn(OutputLeftovers.remove(spare.folder, what: "the build cache's copy of the site"))
                    generation = try linkedGeneration(files)
                    _ = try swapIn(path)
                }
            } else {
                if let spare, FileSystem.kind(of: spare.folder) != nil {
                    warn(OutputLeftovers.remove(spare.folder, what: "the build cache's copy of the site"))
                }
                generation = try linkedGeneration(files)
                _ = try swapIn(path)
            }
            // The old site is where the new generation was.
            let identities = saveManifest(knownIdentities: generation.kept)
            if generation.folder == path {
                if let spare, (try? FileSystem.rename(path, to: spare.folder)) != nil {
                    spare.keep(previous, linked: generation.linked, identities: identities)
                } else {
                    warn(OutputLeftovers.remove(path, what: "the previous site"))
                }
            } else {
                spare?.keep(previous, linked: generation.linked, identities: identities)
                warn(OutputLeftovers.remove(path, what: "the staging folder"))
            }
        } catch {
            throw DiaryError(file: destination, "cannot update the site: \(error.reason)")
        }
    }

    /// The staging folder completed into the new site: every file this build did not write is
    /// linked from the current site.
    private func linkedGeneration(_ files: Record.Files) throws(FileSystem.Failure) -> SpareSite.Generation {
        guard let site = FileSystem.OpenFolder(destination), let target = FileSystem.OpenFolder(path) else {
            throw FileSystem.Failure(path: destination)
        }
        let staged = Set(files.staged)
        var folders = record.folders.withLock { $0 }
        var linked = Set<String>()
        for file in files.written.keys where !staged.contains(file) {
            let folder = PathText.parent(of: file)
            if !folder.isEmpty, folders.insert(folder).inserted { try FileSystem.createDirectories(folder, in: target) }
            if try FileSystem.link(file, from: site, to: target) { linked.insert(file) }
        }
        return SpareSite.Generation(folder: path, kept: [:], linked: linked)
    }

    /// Swaps the folder `generation` in as the site; the old site is at `generation` afterwards.
    /// - Returns: `false` when the two are on different file systems (nothing changed).
    private func swapIn(_ generation: String) throws(FileSystem.Failure) -> Bool {
        switch try FileSystem.exchangePaths(generation, destination) {
        case .exchanged: return true
        case .crossDevice: return false
        case .unsupported:
            // No atomic exchange here: two renames, restoring the old site if the second fails.
            let retired = OutputLeftovers.retiredPath(of: destination)
            try FileSystem.rename(destination, to: retired)
            do throws(FileSystem.Failure) {
                try FileSystem.rename(generation, to: destination)
            } catch {
                try? FileSystem.rename(retired, to: destination)
                throw error
            }
            try FileSystem.rename(retired, to: generation)
            return true
        }
    }

    private func warn(_ warning: Diagnostic?) {
        if let warning { record.warnings.withLock { $0.append(warning) } }
    }

    /// Records what the site holds now, for the next build; a manifest that cannot be written
    /// only makes that build write the whole site.
    /// - Parameter knownIdentities: The files whose identity is known without looking (the
    ///   others are looked up in the site).
    /// - Returns: The identity of every file of the site.
    @discardableResult
    private func saveManifest(knownIdentities: [String: FileSystem.Identity]) -> [String: FileSystem.Identity] {
        guard let manifestPath, let folder = FileSystem.OpenFolder(destination) else { return [:] }
        let files = record.files.withLock { $0 }
        var entries: [String: OutputManifest.Entry] = [:]
        entries.reserveCapacity(files.written.count)
        for (file, made) in files.written {
            if let identity = knownIdentities[file] ?? FileSystem.identity(of: file, in: folder) {
                entries[file] = OutputManifest.Entry(digest: made.digest, content: made.content, identity: identity)
            }
        }
        do throws(FileSystem.Failure) {
            try FileSystem.createDirectories(PathText.parent(of: manifestPath))
            try OutputManifest(folder: folder.identity, entries: entries, state: files.state).save(to: manifestPath)
        } catch {
            FileSystem.remove(manifestPath)
        }
        return entries.mapValues(\.identity)
    }
}
