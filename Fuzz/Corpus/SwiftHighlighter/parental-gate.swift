// snippet.hide
import Puzzles

// snippet.show
/// Who is holding the phone, as far as the app knows.
public enum AccessState: Sendable, CaseIterable {
    /// Child mode: adult features are hidden.
    case child
    /// The app is asking a grown-up to prove they are one.
    case request
    /// Parent mode: saving, deleting, sharing and purchases.
    case parent

    /// Moves one step along the cycle child -> request -> parent -> child.
    public mutating func next() {
        self =
            switch self {
            case .child: .request
            case .request: .parent
            case .parent: .child
            }
    }

    /// Gives up the request and returns to child mode; other states stay as they are.
    public mutating func cancel() {
        if self == .request {
            self = .child
        }
    }

    /// The gate is on screen exactly while the app is asking.
    public var showsGate: Bool { self == .request }
}
