// What SwiftUI's `import` brings of Combine and of Foundation's Combine extensions (signatures only).

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher: Publisher {}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { fatalError() }
}

/// A namespace for types that serve as publishers.
public enum Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    final public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
}

extension Timer {
    /// A publisher that repeatedly emits the current date on a given interval.
    final public class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
    }

    /// Returns a publisher that repeatedly emits the current date on the given interval.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher { fatalError() }
}

extension View {
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {}
