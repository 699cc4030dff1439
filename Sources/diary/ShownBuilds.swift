import DevServer
import Synchronization

/// Tells the open pages which sample module `diary serve`'s background queue is compiling, once
/// the server's ``LiveReload`` exists: the queue starts during the first build, before it does,
/// and what it compiles by then is told when it is done.
final class ShownBuilds: Sendable {
    private let reload = Mutex<LiveReload?>(nil)

    /// The open pages' live reload, set once the first build is in.
    var live: LiveReload? {
        get { reload.withLock { $0 } }
        set { reload.withLock { $0 = newValue } }
    }

    /// Passes a progress line to ``ServeCommand/tell(_:_:)`` when there are pages to tell.
    func tell(_ line: String) {
        if let live { ServeCommand.tell(live, line) }
    }
}
