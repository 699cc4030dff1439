import DiaryUI

/// Stacks, spacers and layout priority.
extension FidelityCatalogue {

    static let stackCases: [FidelityProbe] = [
        // 300 − 2 × 8 spacing − the spacer's minimum 8 = 276, shared by the two colours.
        FidelityProbe("spacer-last-between-colours") {
            fidelityFrames(
                HStack {
                    Color.red; Spacer(); Color.blue
                }, canvas: 300, 50)
        },
        FidelityProbe("spacer-last-vertical") {
            fidelityFrames(
                VStack {
                    Color.red; Spacer(); Color.blue
                }, canvas: 50, 300)
        },
        FidelityProbe("spacer-min-length-reserved") {
            fidelityFrames(
                HStack {
                    Color.red; Spacer(minLength: 20); Color.blue
                }, canvas: 300, 50)
        },
        FidelityProbe("spacer-zero-spacing") {
            fidelityFrames(
                HStack(spacing: 0) {
                    Color.red; Spacer(); Color.blue
                }, canvas: 300, 50)
        },
        FidelityProbe("spacer-after-fixed-child") {
            fidelityFrames(
                HStack {
                    Color.red.frame(width: 50); Spacer(); Color.blue
                }, canvas: 300, 50)
        },
        FidelityProbe("spacers-around-colour") {
            fidelityFrames(
                HStack {
                    Spacer(); Color.red; Spacer()
                }, canvas: 300, 50)
        },
        FidelityProbe("spacer-below-negative-priority") {
            fidelityFrames(
                HStack {
                    Color.red.layoutPriority(-1); Spacer(); Color.blue
                }, canvas: 300, 50)
        },
        FidelityProbe("spacer-outside-stack-both-axes") {
            fidelitySize(ZStack { Spacer() }, 200, 100)
        },
        FidelityProbe("spacer-min-length-floor") {
            fidelitySize(HStack(spacing: 0) { Spacer(minLength: 30) }, 0, 0)
        },
        FidelityProbe("spacer-default-min-length") {
            fidelitySize(HStack { Spacer() }, 0, 0)
        },
        FidelityProbe("spacer-main-axis-only") {
            fidelitySize(VStack { Spacer() }, 100, 100)
        },
        FidelityProbe("priority-offers-all-but-lower-minimums") {
            fidelityFrames(
                HStack(spacing: 0) {
                    Color.red.frame(minWidth: 50); Color.blue.layoutPriority(1)
                }, canvas: 300, 50)
        },
        FidelityProbe("priority-capped-child-leaves-rest") {
            fidelityFrames(
                HStack(spacing: 0) {
                    Color.red; Color.blue.frame(maxWidth: 100).layoutPriority(1)
                }, canvas: 300, 50)
        },
        FidelityProbe("priority-vertical") {
            fidelityFrames(
                VStack(spacing: 0) {
                    Color.red.frame(minHeight: 40); Color.blue.layoutPriority(1)
                }, canvas: 50, 200)
        },
        FidelityProbe("equal-shares-after-spacing") {
            fidelityFrames(
                HStack(spacing: 10) {
                    Color.red; Color.green; Color.blue
                }, canvas: 620, 50)
        },
        FidelityProbe("stack-size-is-sum-plus-spacing") {
            fidelitySize(
                HStack(spacing: 5) {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 20, height: 20)
                }, nil, nil)
        },
        FidelityProbe("hstack-centres-vertically") {
            fidelityFrames(
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 20)
                    Color.blue.frame(width: 50, height: 60)
                }.frame(width: 100, height: 60), canvas: 100, 60)
        },
        FidelityProbe("hstack-top-alignment") {
            fidelityFrames(
                HStack(alignment: .top, spacing: 0) {
                    Color.red.frame(width: 50, height: 20)
                    Color.blue.frame(width: 50, height: 60)
                }.frame(width: 100, height: 60), canvas: 100, 60)
        },
        FidelityProbe("hstack-bottom-alignment") {
            fidelityFrames(
                HStack(alignment: .bottom, spacing: 0) {
                    Color.red.frame(width: 50, height: 20)
                    Color.blue.frame(width: 50, height: 60)
                }.frame(width: 100, height: 60), canvas: 100, 60)
        },
        FidelityProbe("vstack-leading-alignment") {
            fidelityFrames(
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 20, height: 50)
                    Color.blue.frame(width: 60, height: 50)
                }.frame(width: 60, height: 100), canvas: 60, 100)
        },
        FidelityProbe("zstack-centres") {
            fidelityFrames(
                ZStack {
                    Color.red.frame(width: 100, height: 100)
                    Color.blue.frame(width: 50, height: 50)
                }, canvas: 100, 100)
        },
        FidelityProbe("zstack-top-leading") {
            fidelityFrames(
                ZStack(alignment: .topLeading) {
                    Color.red.frame(width: 100, height: 100)
                    Color.blue.frame(width: 50, height: 50)
                }, canvas: 100, 100)
        },
    ]
}
