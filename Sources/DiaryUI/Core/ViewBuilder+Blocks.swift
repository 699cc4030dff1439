// The `buildBlock` overloads for blocks of 2 to 10 views, as SwiftUI declares them.

extension ViewBuilder {
    /// A block of 2 views.
    public static func buildBlock<C0: View, C1: View>(
        _ c0: C0, _ c1: C1
    ) -> TupleView<(C0, C1)> {
        TupleView(value: (c0, c1)) {
            concatenated(makeOutputs(c0, $0.child(0)), makeOutputs(c1, $0.child(1)))
        }
    }

    /// A block of 3 views.
    public static func buildBlock<C0: View, C1: View, C2: View>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleView<(C0, C1, C2)> {
        TupleView(value: (c0, c1, c2)) {
            concatenated(makeOutputs(c0, $0.child(0)), makeOutputs(c1, $0.child(1)), makeOutputs(c2, $0.child(2)))
        }
    }

    /// A block of 4 views.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleView<(C0, C1, C2, C3)> {
        TupleView(value: (c0, c1, c2, c3)) {
            concatenated(
                makeOutputs(c0, $0.child(0)), makeOutputs(c1, $0.child(1)), makeOutputs(c2, $0.child(2)),
                makeOutputs(c3, $0.child(3)))
        }
    }

    /// A block of 5 views.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView(value: (c0, c1, c2, c3, c4)) {
            concatenated(
                makeOutputs(c0, $0.child(0)), makeOutputs(c1, $0.child(1)), makeOutputs(c2, $0.child(2)),
                makeOutputs(c3, $0.child(3)), makeOutputs(c4, $0.child(4)))
        }
    }

    /// A block of 6 views.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5)) {
            concatenated(
                makeOutputs(c0, $0.child(0)), makeOutputs(c1, $0.child(1)), makeOutputs(c2, $0.child(2)),
                makeOutputs(c3, $0.child(3)), makeOutputs(c4, $0.child(4)),
                makeOutputs(c5, $0.child(5)))
        }
    }

    /// A block of 7 views.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6)) {
            concatenated(
                makeOutputs(c0, $0.child(0)), makeOutputs(c1, $0.child(1)), makeOutputs(c2, $0.child(2)),
                makeOutputs(c3, $0.child(3)), makeOutputs(c4, $0.child(4)),
                makeOutputs(c5, $0.child(5)), makeOutputs(c6, $0.child(6)))
        }
    }

    /// A block of 8 views.
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7)) {
            concatenated(
                makeOutputs(c0, $0.child(0)), makeOutputs(c1, $0.child(1)), makeOutputs(c2, $0.child(2)),
                makeOutputs(c3, $0.child(3)), makeOutputs(c4, $0.child(4)),
                makeOutputs(c5, $0.child(5)), makeOutputs(c6, $0.child(6)), makeOutputs(c7, $0.child(7)))
        }
    }

    /// A block of 9 views.
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) {
            concatenated(
                makeOutputs(c0, $0.child(0)), makeOutputs(c1, $0.child(1)), makeOutputs(c2, $0.child(2)),
                makeOutputs(c3, $0.child(3)), makeOutputs(c4, $0.child(4)),
                makeOutputs(c5, $0.child(5)), makeOutputs(c6, $0.child(6)), makeOutputs(c7, $0.child(7)),
                makeOutputs(c8, $0.child(8)))
        }
    }

    /// A block of 10 views.
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) {
            concatenated(
                makeOutputs(c0, $0.child(0)), makeOutputs(c1, $0.child(1)), makeOutputs(c2, $0.child(2)),
                makeOutputs(c3, $0.child(3)), makeOutputs(c4, $0.child(4)),
                makeOutputs(c5, $0.child(5)), makeOutputs(c6, $0.child(6)), makeOutputs(c7, $0.child(7)),
                makeOutputs(c8, $0.child(8)), makeOutputs(c9, $0.child(9)))
        }
    }
}
