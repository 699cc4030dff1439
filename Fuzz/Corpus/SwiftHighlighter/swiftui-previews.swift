// snippet.hide
import DiaryUI

// snippet.show
/// The three forms a Russian noun takes after a number.
public enum RussianPluralForm: Hashable, Sendable {
    /// 1, 21, 101: "снимок".
    case one
    /// 2-4, 22-24: "снимка".
    case few
    /// 0, 5-20, 25-30, 111: "снимков".
    case many

    /// The form that follows `count`.
    public init(count: Int) {
        let lastTwo = count.magnitude % 100
        let last = lastTwo % 10
        if (11...14).contains(lastTwo) {
            self = .many  // "11 снимков", though 1 alone says "снимок"
        } else if last == 1 {
            self = .one
        } else if (2...4).contains(last) {
            self = .few
        } else {
            self = .many
        }
    }
}

/// How many photos the child has taken so far.
public struct ShotCount: Hashable, Sendable {
    /// The number of photos, never negative.
    public let value: Int

    /// Creates a count; a negative number means no photos.
    public init(_ value: Int) {
        self.value = max(0, value)
    }

    /// The text of the badge.
    public var label: String {
        guard value > 0 else { return "нет снимков" }
        switch RussianPluralForm(count: value) {
        case .one: return "\(value) снимок"
        case .few: return "\(value) снимка"
        case .many: return "\(value) снимков"
        }
    }
}
