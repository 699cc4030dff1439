import Synchronization

/// A switch that stops the programs whose ``ToolLimits`` carry it: `diary serve` sets it when a
/// module it builds in the background is edited again, so the stale build stops at once.
public final class ToolCancellation: Sendable, Hashable {
    private let cancelled = Atomic(false)

    /// A switch that is not set.
    public init() {}

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Stops the programs running under this switch and any started after.
    public func cancel() { cancelled.store(true, ordering: .releasing) }

    public static func == (left: ToolCancellation, right: ToolCancellation) -> Bool { left === right }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
