extension WireFormat {
    /// The literal slots' exports, in every sample module: each shown literal of the module's
    /// code reads its value from a table the page sets (`SampleExtraction`'s `LiteralSlots`).
    public enum Literals {
        /// `diary_literal_buffer() -> address`: a 4096-byte buffer the page writes a value's UTF-8 into.
        public static let buffer = "diary_literal_buffer"
        /// `diary_literal_set(slot, length)`: the slot's value is the buffer's first `length` bytes.
        public static let set = "diary_literal_set"
        /// `diary_literal_reset()`: every literal reads as written again.
        public static let reset = "diary_literal_reset"
        /// `diary_literal_refusals()`: prints one line per slot whose value did not fit the type it
        /// was read as since it was set: the slot, a space, the type's name (`7 Int`).
        public static let refusals = "diary_literal_refusals"
        /// `diary_literal_reads()`: prints the slots read since the instance started or since the
        /// last call, in order, one space after each (`3 7 `), and forgets them. The page redraws
        /// a preview only when a slot its last drawing read has changed.
        public static let reads = "diary_literal_reads"
        /// Every literal export, for the link step.
        public static let all = [buffer, set, reset, refusals, reads]
    }
}
