/// What a doctest's input literal becomes in its `_inputs` export: the `i32` the page passes, as
/// the integer type the literal had (an unannotated literal is an `Int`, as in Swift).
func _doctestInput(_ raw: Int32) -> Int { Int(raw) }

/// An input literal of an annotated integer type, truncated as the page's `i32` would be.
func _doctestInput<T: FixedWidthInteger>(_ raw: Int32) -> T { T(truncatingIfNeeded: raw) }
