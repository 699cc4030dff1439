/// Snowball's R1 and R2 regions, found the same way for every language with a vowel test.
enum SyllableRegions {
    /// The index just after the first non-vowel that follows a vowel at or after `start`,
    /// or `nil` when there is no such non-vowel.
    static func regionStart(
        in word: [Unicode.Scalar], from start: Int, isVowel: (Unicode.Scalar) -> Bool
    ) -> Int? {
        var index = start
        while index < word.count && !isVowel(word[index]) { index += 1 }
        guard index < word.count else { return nil }
        index += 1
        while index < word.count && isVowel(word[index]) { index += 1 }
        guard index < word.count else { return nil }
        return index + 1
    }
}
