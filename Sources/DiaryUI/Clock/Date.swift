// Points in time on a live preview's clock, shaped like Foundation's, so that code reading a timer's
// output stays the code a reader pastes into Xcode.

/// A length of time in seconds, as in Foundation.
public typealias TimeInterval = Double

/// A moment on the host's clock: in a live preview, seconds since the preview started.
///
/// Foundation's `Date` counts from 2001; a preview has no calendar, only its own clock, so the
/// reference date here is the moment the preview went live. Differences between dates mean the same.
public struct Date: Hashable, Comparable, Sendable {
    /// Seconds since the live preview started.
    public var timeIntervalSinceReferenceDate: TimeInterval

    /// The moment `seconds` after the live preview started.
    public init(timeIntervalSinceReferenceDate seconds: TimeInterval) {
        timeIntervalSinceReferenceDate = seconds
    }

    /// The seconds from `other` to this date (negative when `other` is later).
    public func timeIntervalSince(_ other: Date) -> TimeInterval {
        timeIntervalSinceReferenceDate - other.timeIntervalSinceReferenceDate
    }

    /// The date `seconds` later.
    public func addingTimeInterval(_ seconds: TimeInterval) -> Date {
        Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + seconds)
    }

    public static func < (lhs: Date, rhs: Date) -> Bool {
        lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate
    }

    /// The date at host time `milliseconds`.
    init(hostMilliseconds milliseconds: Int) {
        self.init(timeIntervalSinceReferenceDate: Double(milliseconds) / 1_000)
    }
}

extension Date {
    /// Now on the host's clock: while a live preview handles an event, the time of the event; in a static
    /// preview, the moment the preview starts (0).
    public static var now: Date { Date(hostMilliseconds: HostClock.current ?? 0) }

    /// Now on the host's clock, as `Date.now`.
    public init() {
        self = .now
    }
}
