import Testing

@testable import Buttons

@Suite("Side buttons")
struct SideButtonTests {
    @Test(
        "Side and mode pick one of four backings",
        arguments: [
            (Side.left, AccessMode.child, SideBacking.childLeft),
            (Side.right, AccessMode.child, SideBacking.childRight),
            (Side.left, AccessMode.parent, SideBacking.parentLeft),
            (Side.right, AccessMode.parent, SideBacking.parentRight),
        ])
    func backing(side: Side, mode: AccessMode, expected: SideBacking) {
        #expect(SideBacking(side: side, mode: mode) == expected)
        #expect(SideButton(action: .camera, side: side, mode: mode).backing == expected)
    }

    @Test("Every side and mode pair gets its own backing, and all four are used")
    func backingsAreABijection() {
        let pairs = Side.allCases.flatMap { side in AccessMode.allCases.map { (side, $0) } }
        let backings = Set(pairs.map { SideBacking(side: $0.0, mode: $0.1) })
        #expect(backings.count == 4)
        #expect(backings == Set(SideBacking.allCases))
    }

    @Test("A left button sticks to the left edge, a right one to the right edge")
    func sideDecidesEdge() {
        #expect(Side.left.buttonMinX(buttonWidth: 60, screenWidth: 390) == 0)
        #expect(Side.right.buttonMinX(buttonWidth: 60, screenWidth: 390) == 330)
        // The right button's far edge touches the screen edge whatever the sizes.
        #expect(Side.right.buttonMinX(buttonWidth: 72, screenWidth: 1024) + 72 == 1024)
    }

    @Test("Save, delete and share are parent-only; the rest are for everyone")
    func parentOnlyActions() {
        let parentOnly = Set(SideAction.allCases.filter(\.isParentOnly))
        #expect(parentOnly == [.save, .delete, .share])
    }

    @Test("In child mode a block hides save, delete and share")
    func childModeFilters() {
        let block = SideButtonBlock(side: .right, actions: SideAction.allCases)
        let actions = block.buttons(in: .child).map(\.action)
        #expect(actions == [.camera, .edit])
    }

    @Test("In parent mode a block shows every action in its order")
    func parentModeShowsAll() {
        let order: [SideAction] = [.share, .camera, .delete, .save, .edit]
        let block = SideButtonBlock(side: .left, actions: order)
        #expect(block.buttons(in: .parent).map(\.action) == order)
    }

    @Test("A block gives its buttons its side and the current mode", arguments: AccessMode.allCases)
    func blockPassesSideAndMode(mode: AccessMode) {
        let block = SideButtonBlock(side: .left, actions: [.camera, .edit, .save])
        let buttons = block.buttons(in: mode)
        #expect(!buttons.isEmpty)
        for button in buttons {
            #expect(button.side == .left)
            #expect(button.mode == mode)
            #expect(button.backing == SideBacking(side: .left, mode: mode))
        }
    }

    @Test("Icons are named after actions, and only the share icon is nudged")
    func icons() {
        #expect(SideAction.save.icon == "side-icon-save")
        #expect(Set(SideAction.allCases.map(\.icon)).count == SideAction.allCases.count)
        #expect(SideAction.share.iconOffset != .zero)
        for action in SideAction.allCases where action != .share {
            #expect(action.iconOffset == .zero)
        }
    }
}
