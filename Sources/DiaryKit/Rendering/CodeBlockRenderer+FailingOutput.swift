import DiaryContent

extension CodeBlockRenderer {
    /// How an ```` ```output ```` block whose doctest printed something else in the build is
    /// marked: a class on its figure and a visible note inside it, which screen readers meet
    /// right after the output (``DoctestCheck``). A matching block gets neither.
    static func failingOutput(_ example: RunnableExample?, strings: InterfaceStrings) -> (
        className: String, note: String
    ) {
        guard example?.outputFails == true else { return ("", "") }
        let note = HTMLEscaping.escape(strings["code_output_failing"])
        return (" code-output-failing", "<p class=\"code-output-note\" role=\"note\">\(note)</p>")
    }
}
