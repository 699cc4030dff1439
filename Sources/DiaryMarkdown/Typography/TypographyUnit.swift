/// What the typography rules know about one unit of a run: a Unicode scalar on the fast path,
/// a `Character` otherwise (``TypographyRun/Granularity``).
///
/// The rules only ever compare a unit with a few punctuation marks (``code``) and ask whether it
/// is a letter, a digit or a space (``flags``), so both granularities reduce to these numbers
/// once, when the run is built, and the rules never touch a `Character` or a `String`.
struct TypographyUnit: Sendable {
    /// What a unit is and what the rules may do with it.
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// `Character.isLetter`.
        static let letter = Flags(rawValue: 1 << 0)
        /// `Character.isNumber`.
        static let number = Flags(rawValue: 1 << 1)
        /// `Character.isWhitespace`.
        static let whitespace = Flags(rawValue: 1 << 2)
        /// Text the rules may change: neither escaped, nor a stand-in, nor in a URL.
        static let rewritable = Flags(rawValue: 1 << 3)
        /// A scalar that is always a character of its own (``SimpleScalars``).
        static let simple = Flags(rawValue: 1 << 4)
    }

    /// The scalar of the punctuation mark the unit equals (as `Character`s compare), or
    /// ``other`` for everything the rules never compare with.
    let code: UInt32
    /// The unit's properties and role.
    var flags: Flags
    /// The lowercase Cyrillic letter the unit lowercases to (the letters of
    /// ``RussianTypography/bindingWords``), or 0.
    let bindingLetter: UInt16
    /// What the rules put in the unit's place: ``unchanged``, ``removed`` or a scalar.
    var output = Self.unchanged

    /// The code of every unit that is none of ``specialCodes``.
    static let other: UInt32 = 0x11_0000
    /// The output of a unit the rules left alone.
    static let unchanged: UInt32 = 0x11_0000
    /// The output of a unit merged into the one before it (the second and third dot of `...`).
    static let removed: UInt32 = 0x11_0001

    /// Describes `character`, computing its properties with the `Character` API itself, so that
    /// both granularities agree by construction.
    init(_ character: Character, flags extra: Flags = []) {
        code = Self.specialCodes[character] ?? Self.other
        var flags = extra
        if character.isLetter { flags.insert(.letter) }
        if character.isNumber { flags.insert(.number) }
        if character.isWhitespace { flags.insert(.whitespace) }
        self.flags = flags
        // `lowercased()` maps scalar by scalar, so a word's lowercase is its units' lowercases
        // joined; a binding word is one or two lowercase Cyrillic letters, none of which a
        // single grapheme cluster of several scalars lowercases to.
        let lowered = flags.contains(.letter) ? String(character).lowercased().unicodeScalars : "".unicodeScalars
        if lowered.count == 1, let scalar = lowered.first, (0x430...0x44F).contains(scalar.value) {
            bindingLetter = UInt16(scalar.value)
        } else {
            bindingLetter = 0
        }
    }

    /// Whether the rules may change the unit.
    var isRewritable: Bool { flags.contains(.rewritable) }

    // MARK: The marks the rules compare with

    static let straightQuote: UInt32 = 0x22
    static let percent: UInt32 = 0x25
    static let plus: UInt32 = 0x2B
    static let hyphen: UInt32 = 0x2D
    static let dot: UInt32 = 0x2E
    static let slash: UInt32 = 0x2F
    static let colon: UInt32 = 0x3A
    static let space: UInt32 = 0x20
    static let pipe: UInt32 = 0x7C
    static let noBreakSpace: UInt32 = 0xA0
    static let openingGuillemet: UInt32 = 0xAB
    static let closingGuillemet: UInt32 = 0xBB
    static let emDash: UInt32 = 0x2014
    static let closingInnerQuote: UInt32 = 0x201C
    static let openingInnerQuote: UInt32 = 0x201E
    static let ellipsis: UInt32 = 0x2026
    /// A character that is word-like but not a letter (code spans, images, autolinks).
    static let opaqueStandIn: UInt32 = 0xE000
    /// A character that stops every rule from running across it (raw HTML) and is neither a
    /// word nor a space, so a quote next to it is decided by its other side.
    static let boundaryStandIn: UInt32 = 0xE001

    /// Characters after which a quote opens.
    static func opensQuoteAfter(_ code: UInt32) -> Bool {
        switch code {
        case 0x28, 0x5B, 0x7B, openingGuillemet, openingInnerQuote, emDash, 0x2013, hyphen, slash, 0x3D: true
        default: false
        }
    }

    /// A hyphen, an en dash or an em dash.
    static func isDash(_ code: UInt32) -> Bool {
        code == hyphen || code == 0x2013 || code == emDash
    }

    /// Characters after which a quote closes, besides letters, digits and words that are not text.
    static func closesQuoteAfter(_ code: UInt32) -> Bool {
        switch code {
        case 0x29, 0x5D, 0x7D, closingGuillemet, closingInnerQuote, dot, 0x2C, 0x3B, colon, 0x21, 0x3F, ellipsis,
            percent:
            true
        default: false
        }
    }

    /// Every character the rules compare with, by the scalar that stands for it. A `Character`
    /// lookup, so a canonically equivalent character (U+037E for `;`) gets the same code.
    private static let specialCodes: [Character: UInt32] = {
        let scalars: [UInt32] = [
            straightQuote, percent, plus, hyphen, dot, slash, colon, space, pipe, openingGuillemet, closingGuillemet,
            emDash, 0x2013, closingInnerQuote, openingInnerQuote, ellipsis, opaqueStandIn, boundaryStandIn,
            0x2018, 0x2019, 0x201D,
            0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x3D, 0x2C, 0x3B, 0x21, 0x3F,
        ]
        return Dictionary(uniqueKeysWithValues: scalars.map { (Character(Unicode.Scalar($0)!), $0) })
    }()
}
