import Testing

@testable import SwipeCards

@Suite("Card content and the bottom bar")
struct CardContentTests {
    @Test("The title reads \"name, age\"", arguments: [("Anna", 27, "Anna, 27"), ("Li", 9, "Li, 9")])
    func title(name: String, age: Int, expected: String) {
        let profile = Profile(id: 1, name: name, age: age, hobby: "Climbing", imageName: "anna")
        #expect(profile.title == expected)
    }

    @Test("The title follows edits of the name and the age")
    func titleFollowsEdits() {
        var profile = Profile(id: 1, name: "Anna", age: 27, hobby: "Climbing", imageName: "anna")
        profile.name = "Oleg"
        profile.age = 31
        #expect(profile.title == "Oleg, 31")
        #expect(profile.hobby == "Climbing")
    }

    @Test("Four buttons in order: back, close, approve, boost")
    func order() {
        #expect(CardAction.allCases == [.back, .close, .approve, .boost])
        #expect(CardAction.allCases.map(\.iconName) == ["back", "close", "approve", "boost"])
    }

    @Test(
        "Each button has its colour and circle size",
        arguments: [
            (CardAction.back, ActionTint.orange, 1.5),
            (.close, .red, 2),
            (.approve, .green, 2),
            (.boost, .purple, 1.5),
        ]
    )
    func style(action: CardAction, tint: ActionTint, backingScale: Double) {
        #expect(action.tint == tint)
        #expect(action.backingScale == backingScale)
    }

    @Test("No two buttons share a colour")
    func distinctTints() {
        #expect(Set(CardAction.allCases.map(\.tint)).count == CardAction.allCases.count)
    }
}
