/// Whether two strings hold the same UTF-8 bytes.
///
/// DiaryUI compares its own strings (device names, announced texts, rendered numbers) this way:
/// `String ==` compares canonical equivalence, which brings Unicode normalisation and its tables
/// into every `.wasm`, and these strings have one spelling for one meaning.
func haveSameBytes(_ left: String, _ right: String) -> Bool {
    var left = left
    var right = right
    return left.withUTF8 { leftBytes in right.withUTF8 { leftBytes.elementsEqual($0) } }
}
