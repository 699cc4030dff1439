extension SmallStackMeter {
    /// The usual 1 MiB secondary-thread stack of Darwin, an eighth of Linux's 8 MiB: work that
    /// recursed with its input's nesting (50,000 levels and more here) would overflow it, while
    /// rendering at the 100-level limit fits even with a debug build's large frames (the
    /// sanitising HTML writer needs more than 256 KiB there).
    public static let markdown = SmallStackMeter(stackSize: 1024 * 1024)
}
