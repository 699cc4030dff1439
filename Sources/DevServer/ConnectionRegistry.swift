import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The connections the dev server is answering, and who gets let in when it is full.
///
/// Every client of the server is on this machine and comes from 127.0.0.1, so a cap per client
/// address would be one global cap under another name. What matters is what a connection costs
/// and whether its client is making progress:
///
/// - A connection still waiting for its request head has cost nothing yet and may never finish
///   it (a browser's speculative connection, or a client trickling bytes to hold a thread). When
///   the server is full, a new connection takes the place of the oldest of these: it is shut
///   down, its thread sees the end of the stream and leaves. A well-behaved request is therefore
///   never refused because of slow ones; a browser retries a request on a dropped idle
///   connection by itself. Each head also has its own deadline (``RequestHeadReader``).
/// - A connection whose head has arrived is being answered and keeps its place; writes to it
///   time out (``DevServer/sendTimeoutSeconds``), so it too ends.
/// - Event streams last as long as their page, so at most ``maximumEventStreams`` are served at
///   once (more are refused with 503, and a browser's `EventSource` retries), and a closed one is
///   noticed within a poll interval (``EventStreamResponder``), not at its next write.
///
/// Only when every place is taken by requests being answered is a new connection refused.
final class ConnectionRegistry: Sendable {
    /// What a connection is doing.
    enum Phase: Sendable {
        case readingHead
        case responding
        case streamingEvents
    }

    private struct Entry: Sendable {
        var socket: Int32
        var phase: Phase
    }

    /// Connections by admission number: a lower number was admitted earlier.
    private struct State: Sendable {
        var entries: [UInt64: Entry] = [:]
        var next: UInt64 = 0
        var streams: Int { entries.values.count(where: { $0.phase == .streamingEvents }) }
    }

    let maximumConnections: Int
    let maximumEventStreams: Int
    private let state = Mutex(State())

    init(maximumConnections: Int, maximumEventStreams: Int) {
        self.maximumConnections = maximumConnections
        self.maximumEventStreams = maximumEventStreams
    }

    /// Lets a newly accepted socket in, shedding the oldest connection still reading its head
    /// when the server is full.
    /// - Returns: The connection's number, or `nil` when every place is taken by a connection
    ///   being answered (the caller refuses it).
    func admit(_ socket: Int32) -> UInt64? {
        state.withLock { state in
            if state.entries.count >= maximumConnections {
                let waiting = state.entries.filter { $0.value.phase == .readingHead }
                guard let oldest = waiting.keys.min(), let entry = waiting[oldest] else { return nil }
                // The socket is still open: its thread closes it only after `leave`, which waits
                // for this lock. Shutting it down wakes the thread's `poll` with the end of stream.
                shutdown(entry.socket, Int32(SHUT_RDWR))
                state.entries[oldest] = nil
            }
            let number = state.next
            state.next += 1
            state.entries[number] = Entry(socket: socket, phase: .readingHead)
            return number
        }
    }

    /// The request head has arrived; `false` when the connection was shed meanwhile.
    func beginResponse(_ number: UInt64) -> Bool {
        state.withLock { state in
            guard state.entries[number] != nil else { return false }
            state.entries[number]?.phase = .responding
            return true
        }
    }

    /// The connection becomes an event stream; `false` when ``maximumEventStreams`` are open.
    func beginEventStream(_ number: UInt64) -> Bool {
        state.withLock { state in
            guard state.entries[number] != nil, state.streams < maximumEventStreams else { return false }
            state.entries[number]?.phase = .streamingEvents
            return true
        }
    }

    /// The connection is done; call before closing its socket.
    func leave(_ number: UInt64) {
        _ = state.withLock { $0.entries.removeValue(forKey: number) }
    }
}
