// `Timer.publish(every:on:in:).autoconnect()`, the Combine timer SwiftUI code subscribes to with
// `onReceive`, in the one shape the samples need. There is no Combine here: a publisher only tells a
// live preview how often the host's clock should call the subscriber and with what value.

/// A source of values over time, as Combine's `Publisher`; in DiaryUI only the host's clock publishes.
public protocol Publisher {
    /// What the publisher sends.
    associatedtype Output
    /// How it fails; `onReceive` takes publishers that never fail.
    associatedtype Failure: Error

    /// When the host's clock sends values, or `nil` when this publisher sends nothing by itself (a
    /// timer that is not connected).
    var _hostClockSchedule: _HostClockSchedule<Output>? { get }
}

/// A publisher that sends nothing until it is connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
    /// The schedule once connected.
    var _connectedSchedule: _HostClockSchedule<Output> { get }
}

extension ConnectablePublisher {
    /// Connects on the first subscriber and sends while someone listens, as Combine's `autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// How the host's clock drives a publisher: every `interval` milliseconds, the value for the time.
public struct _HostClockSchedule<Output> {
    /// Milliseconds between two values (at least 1).
    let interval: Int
    /// The value sent at host time `now` (milliseconds since the preview went live).
    let output: (_ now: Int) -> Output
}

/// Namespace of the publisher types operators return, as in Combine.
public enum Publishers {
    /// A connectable publisher that connects itself, from `autoconnect()`.
    public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher it connects.
        public let upstream: Upstream

        public var _hostClockSchedule: _HostClockSchedule<Output>? { upstream._connectedSchedule }
    }
}

/// The run loop a timer is scheduled on; previews have one clock, so this only keeps the SwiftUI shape.
public struct RunLoop: Hashable, Sendable {
    /// The main run loop.
    public static let main = RunLoop()

    /// A run loop mode.
    public struct Mode: Hashable, Sendable {
        let name: String

        /// The modes of a run loop in which timers fire while the user scrolls too.
        public static let common = Mode(name: "common")
        /// The default mode.
        public static let `default` = Mode(name: "default")
    }
}

/// Repeating timers, as Foundation's `Timer` offers them to SwiftUI: `Timer.publish(every:on:in:)`.
public enum Timer {
    /// A timer that sends the date every `interval` seconds once connected, as Foundation's
    /// `Timer.TimerPublisher`. In a live preview the host's clock fires it; a static preview is the
    /// moment before the first tick.
    public struct TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between two dates.
        public let interval: TimeInterval

        /// Not connected: it sends nothing (`autoconnect()` makes it send).
        public var _hostClockSchedule: _HostClockSchedule<Date>? { nil }

        public var _connectedSchedule: _HostClockSchedule<Date> {
            // Whole milliseconds: the host's clock counts them. Adding a half and truncating rounds a
            // positive interval.
            let milliseconds = Int(interval * 1_000 + 0.5)
            return _HostClockSchedule(interval: Swift.max(milliseconds, 1)) { Date(hostMilliseconds: $0) }
        }
    }

    /// A publisher that sends the current date every `interval` seconds once connected.
    /// - Parameters:
    ///   - interval: Seconds between two dates.
    ///   - tolerance: Allowed lateness; the host's clock is exact, so it is ignored.
    ///   - runLoop: The run loop (`.main`).
    ///   - mode: The run loop mode (`.common`).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}
