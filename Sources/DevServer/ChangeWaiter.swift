import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Waits until something under the watched folders changes: through inotify on Linux, which
/// wakes the server within milliseconds of a save, and by comparing ``SiteWatcher`` snapshots
/// elsewhere or when inotify is unavailable (its watch limit reached, or a file system that does
/// not report changes, like some network and container mounts).
public final class ChangeWaiter: @unchecked Sendable {
    // `@unchecked Sendable`: only the one serving loop calls `nextChange()`, one call at a time;
    // ``requestRebuild()`` only sets an atomic flag.

    /// How the waiter learns of changes.
    public enum Method: Equatable, Sendable, CustomStringConvertible {
        case inotify
        case polling

        public var description: String { self == .inotify ? "inotify" : "polling" }
    }

    private let watcher: SiteWatcher
    /// Set by ``requestRebuild()``: the next look reports a change.
    private let requested = Atomic(false)
    private var snapshot: [String: SiteWatcher.Stamp]
    #if os(Linux)
        private var notifications: InotifyFolders?
    #endif
    /// How often polling compares snapshots, and how often inotify's queue is read.
    static let pollInterval = Duration.milliseconds(200)
    static let inotifyInterval = Duration.milliseconds(20)
    /// Editors save in several steps (write a temporary file, rename it, touch it): events that
    /// arrive this soon after the first belong to the same change.
    static let settleTime = Duration.milliseconds(40)

    /// Starts watching `folders` (content, templates, public), recursively.
    /// - Parameter method: `.polling` forces polling; `nil` picks inotify where it works.
    public init(folders: [String], method: Method? = nil) {
        watcher = SiteWatcher(folders: folders)
        snapshot = watcher.snapshot()
        #if os(Linux)
            if method != .polling { notifications = InotifyFolders(folders: folders) }
        #endif
    }

    /// The method in use.
    public var method: Method {
        #if os(Linux)
            if notifications != nil { return .inotify }
        #endif
        return .polling
    }

    /// Returns once a file under the folders was created, changed, moved or removed, or when the
    /// task is cancelled.
    public func nextChange() async {
        while !changed() {
            try? await Task.sleep(for: interval)
            if Task.isCancelled { return }
        }
        try? await Task.sleep(for: Self.settleTime)
        settle()
    }

    /// The same, blocking the calling thread: `true` once something changed, `false` when
    /// `timeout` passed first.
    func waitForChange(timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !changed() {
            guard ContinuousClock.now < deadline else { return false }
            Thread.sleep(forTimeInterval: Self.seconds(interval))
        }
        Thread.sleep(forTimeInterval: Self.seconds(Self.settleTime))
        settle()
        return true
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// How long to wait between two looks.
    private var interval: Duration {
        method == .inotify ? Self.inotifyInterval : Self.pollInterval
    }

    /// Makes the next look report a change, though no file changed: `diary serve` builds again
    /// when a sample module it built in the background is ready. Requests made while a rebuild
    /// runs are served by one more rebuild after it.
    public func requestRebuild() {
        requested.store(true, ordering: .releasing)
    }

    /// One look: whether something changed since the last change was reported.
    private func changed() -> Bool {
        if requested.exchange(false, ordering: .acquiringAndReleasing) { return true }
        #if os(Linux)
            if let notifications { return notifications.drain() }
        #endif
        return watcher.snapshot() != snapshot
    }

    /// Takes in what the change left behind: the events that followed the first, folders created
    /// since (to watch them too), and the new snapshot.
    private func settle() {
        #if os(Linux)
            if let notifications {
                _ = notifications.drain()
                notifications.watchNewFolders()
            }
        #endif
        snapshot = watcher.snapshot()
    }
}

#if os(Linux)
    /// An inotify instance watching every folder under some roots.
    private final class InotifyFolders {
        private let descriptor: Int32
        private let roots: [String]
        /// Where queued events are read into; one buffer for the life of the watcher.
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        private static let events = UInt32(
            IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                | IN_DELETE_SELF | IN_MOVE_SELF)

        /// `nil` when inotify cannot watch every folder (then the caller polls).
        init?(folders: [String]) {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            roots = folders
            guard watchNewFolders() else {
                close(descriptor)
                return nil
            }
        }

        deinit { close(descriptor) }

        /// Watches every folder under the roots (adding a watch twice is harmless, so new folders
        /// are picked up by calling this again); `false` when a watch could not be added.
        @discardableResult
        func watchNewFolders() -> Bool {
            var added = true
            for root in roots where FileManager.default.fileExists(atPath: root) {
                added = add(root) && added
                guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
                while let relative = walker.nextObject() as? String {
                    if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                        added = add(root + "/" + relative) && added
                    }
                }
            }
            return added
        }

        private func add(_ folder: String) -> Bool {
            inotify_add_watch(descriptor, folder, Self.events) >= 0
        }

        /// Reads every queued event; `true` when there was at least one.
        func drain() -> Bool {
            var any = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return any }
                any = true
            }
        }
    }
#endif
