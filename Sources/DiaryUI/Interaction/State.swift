/// Storage a view owns, as SwiftUI's `@State`. The value lives in a box shared by the copies of the
/// view, so writes through the wrapper or its binding are seen by the next read. In a live preview the
/// box belongs to the view's place in the tree and outlives the view values of one frame.
@propertyWrapper
public struct State<Value> {
    private let box: ValueBox<Value>

    /// Creates state with an initial value; in a live preview, the value the view's place had in the
    /// previous frame instead.
    public init(wrappedValue value: Value) {
        box = LiveFrame.current?.stateBox(initialValue: value) ?? ValueBox(value)
    }

    /// Creates state with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$name`).
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A reference to a value owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// Creates a binding from another binding (`init(projectedValue:)` lets `@Binding var x` take `$y`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes (handy in previews).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The current value.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself (`$name`).
    public var projectedValue: Binding<Value> { self }
}

/// The shared storage of a `State`.
final class ValueBox<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
