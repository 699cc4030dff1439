import DiaryUI

/// Stacks, spacers and layout priority.
extension FidelityCatalogue {
    static let openSwiftUI = "github.com/OpenSwiftUIProject/OpenSwiftUI @ 069dd80bce30bb9117b783e963c0ed7f741c7587"
    static let spacerSource =
        "\(openSwiftUI), Sources/OpenSwiftUICore/Layout/Separator/Spacer.swift (spacer layoutPriority() is -infinity)"
    static let priorityDoc = "https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)"
    static let spacerDoc = "https://developer.apple.com/documentation/swiftui/spacer"
    static let minLengthDoc = "https://developer.apple.com/documentation/swiftui/spacer/minlength"
    static let hstackDoc = "https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)"
    static let vstackDoc = "https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)"
    static let zstackDoc = "https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)"
    static let wwdc19 =
        "Apple, WWDC19 session 237 \"Building Custom Views with SwiftUI\" (stack spacing, then equal shares)"

    static let stackCases: [FidelityCase] = [
        // 300 − 2 × 8 spacing − the spacer's minimum 8 = 276, shared by the two colours.
        FidelityCase(
            "spacer-last-between-colours", .reverseEngineered, citation: spacerSource,
            expected: .numbers([0, 0, 138, 50, 162, 0, 138, 50])
        ) {
            fidelityFrames(
                HStack {
                    Color.red; Spacer(); Color.blue
                }, canvas: 300, 50)
        },
        FidelityCase(
            "spacer-last-vertical", .reverseEngineered, citation: spacerSource,
            expected: .numbers([0, 0, 50, 138, 0, 162, 50, 138])
        ) {
            fidelityFrames(
                VStack {
                    Color.red; Spacer(); Color.blue
                }, canvas: 50, 300)
        },
        FidelityCase(
            "spacer-min-length-reserved", .reverseEngineered, citation: "\(spacerSource); \(minLengthDoc)",
            expected: .numbers([0, 0, 132, 50, 168, 0, 132, 50])
        ) {
            fidelityFrames(
                HStack {
                    Color.red; Spacer(minLength: 20); Color.blue
                }, canvas: 300, 50)
        },
        FidelityCase(
            "spacer-zero-spacing", .reverseEngineered, citation: spacerSource,
            expected: .numbers([0, 0, 146, 50, 154, 0, 146, 50])
        ) {
            fidelityFrames(
                HStack(spacing: 0) {
                    Color.red; Spacer(); Color.blue
                }, canvas: 300, 50)
        },
        FidelityCase(
            "spacer-after-fixed-child", .reverseEngineered, citation: spacerSource,
            expected: .numbers([0, 0, 50, 50, 74, 0, 226, 50])
        ) {
            fidelityFrames(
                HStack {
                    Color.red.frame(width: 50); Spacer(); Color.blue
                }, canvas: 300, 50)
        },
        FidelityCase(
            "spacers-around-colour", .reverseEngineered, citation: spacerSource,
            expected: .numbers([16, 0, 268, 50])
        ) {
            fidelityFrames(
                HStack {
                    Spacer(); Color.red; Spacer()
                }, canvas: 300, 50)
        },
        FidelityCase(
            "spacer-below-negative-priority", .reverseEngineered, citation: "\(spacerSource); \(priorityDoc)",
            expected: .numbers([0, 0, 0, 50, 24, 0, 276, 50])
        ) {
            fidelityFrames(
                HStack {
                    Color.red.layoutPriority(-1); Spacer(); Color.blue
                }, canvas: 300, 50)
        },
        FidelityCase(
            "spacer-outside-stack-both-axes", .documented, citation: spacerDoc, expected: .numbers([200, 100])
        ) {
            fidelitySize(ZStack { Spacer() }, 200, 100)
        },
        FidelityCase(
            "spacer-min-length-floor", .documented, citation: minLengthDoc, expected: .numbers([30, 0])
        ) {
            fidelitySize(HStack(spacing: 0) { Spacer(minLength: 30) }, 0, 0)
        },
        FidelityCase(
            "spacer-default-min-length", .documented, citation: "\(minLengthDoc) (nil: the system spacing, 8 on iOS)",
            expected: .numbers([8, 0])
        ) {
            fidelitySize(HStack { Spacer() }, 0, 0)
        },
        FidelityCase(
            "spacer-main-axis-only", .documented, citation: spacerDoc, expected: .numbers([0, 100])
        ) {
            fidelitySize(VStack { Spacer() }, 100, 100)
        },
        FidelityCase(
            "priority-offers-all-but-lower-minimums", .documented, citation: priorityDoc,
            expected: .numbers([0, 0, 50, 50, 50, 0, 250, 50])
        ) {
            fidelityFrames(
                HStack(spacing: 0) {
                    Color.red.frame(minWidth: 50); Color.blue.layoutPriority(1)
                }, canvas: 300, 50)
        },
        FidelityCase(
            "priority-capped-child-leaves-rest", .documented, citation: priorityDoc,
            expected: .numbers([0, 0, 200, 50, 200, 0, 100, 50])
        ) {
            fidelityFrames(
                HStack(spacing: 0) {
                    Color.red; Color.blue.frame(maxWidth: 100).layoutPriority(1)
                }, canvas: 300, 50)
        },
        FidelityCase(
            "priority-vertical", .documented, citation: priorityDoc,
            expected: .numbers([0, 0, 50, 40, 0, 40, 50, 160])
        ) {
            fidelityFrames(
                VStack(spacing: 0) {
                    Color.red.frame(minHeight: 40); Color.blue.layoutPriority(1)
                }, canvas: 50, 200)
        },
        FidelityCase(
            "equal-shares-after-spacing", .documented, citation: wwdc19,
            expected: .numbers([0, 0, 200, 50, 210, 0, 200, 50, 420, 0, 200, 50])
        ) {
            fidelityFrames(
                HStack(spacing: 10) {
                    Color.red; Color.green; Color.blue
                }, canvas: 620, 50)
        },
        FidelityCase(
            "stack-size-is-sum-plus-spacing", .documented, citation: hstackDoc, expected: .numbers([35, 20])
        ) {
            fidelitySize(
                HStack(spacing: 5) {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 20, height: 20)
                }, nil, nil)
        },
        FidelityCase(
            "hstack-centres-vertically", .documented, citation: hstackDoc,
            expected: .numbers([0, 20, 50, 20, 50, 0, 50, 60])
        ) {
            fidelityFrames(
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 20)
                    Color.blue.frame(width: 50, height: 60)
                }.frame(width: 100, height: 60), canvas: 100, 60)
        },
        FidelityCase(
            "hstack-top-alignment", .documented, citation: hstackDoc,
            expected: .numbers([0, 0, 50, 20, 50, 0, 50, 60])
        ) {
            fidelityFrames(
                HStack(alignment: .top, spacing: 0) {
                    Color.red.frame(width: 50, height: 20)
                    Color.blue.frame(width: 50, height: 60)
                }.frame(width: 100, height: 60), canvas: 100, 60)
        },
        FidelityCase(
            "hstack-bottom-alignment", .documented, citation: hstackDoc,
            expected: .numbers([0, 40, 50, 20, 50, 0, 50, 60])
        ) {
            fidelityFrames(
                HStack(alignment: .bottom, spacing: 0) {
                    Color.red.frame(width: 50, height: 20)
                    Color.blue.frame(width: 50, height: 60)
                }.frame(width: 100, height: 60), canvas: 100, 60)
        },
        FidelityCase(
            "vstack-leading-alignment", .documented, citation: vstackDoc,
            expected: .numbers([0, 0, 20, 50, 0, 50, 60, 50])
        ) {
            fidelityFrames(
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 20, height: 50)
                    Color.blue.frame(width: 60, height: 50)
                }.frame(width: 60, height: 100), canvas: 60, 100)
        },
        FidelityCase(
            "zstack-centres", .documented, citation: zstackDoc,
            expected: .numbers([0, 0, 100, 100, 25, 25, 50, 50])
        ) {
            fidelityFrames(
                ZStack {
                    Color.red.frame(width: 100, height: 100)
                    Color.blue.frame(width: 50, height: 50)
                }, canvas: 100, 100)
        },
        FidelityCase(
            "zstack-top-leading", .documented, citation: zstackDoc,
            expected: .numbers([0, 0, 100, 100, 0, 0, 50, 50])
        ) {
            fidelityFrames(
                ZStack(alignment: .topLeading) {
                    Color.red.frame(width: 100, height: 100)
                    Color.blue.frame(width: 50, height: 50)
                }, canvas: 100, 100)
        },
    ]
}
