/// The one stack algorithm, for both axes (SwiftUI's `HStack` and `VStack`).
///
/// Along the axis the stack subtracts its spacing from the proposal, then shares the rest out: children
/// in groups of descending layout priority, each group after reserving the minimum lengths of the lower
/// groups, and within a group from the least to the most flexible child (flexibility = the length chosen
/// for an infinite proposal minus the one chosen for zero). Each child is offered an equal share of what
/// is left and takes what it wants. Across the axis every child gets the stack's proposal and is aligned.
/// Sources: WWDC19 "Building Custom Views with SwiftUI"; objc.io, "How an HStack Lays out Its Children"
/// (2020); the SwiftUI Field Guide, "HStack".
final class StackNode: LayoutNode {
    let axis: Axis
    /// Where a child sits across the axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
    let crossAlignment: CGFloat
    let spacing: CGFloat
    let children: [ResolvedView]
    /// Plans already computed: nested stacks ask each child for several proposals, so without this the
    /// work grows exponentially with nesting depth.
    private var plans = ProposalCache<[Placement]>()

    init(axis: Axis, crossAlignment: CGFloat, spacing: CGFloat, children: [ResolvedView]) {
        self.axis = axis
        self.crossAlignment = crossAlignment
        self.spacing = spacing
        self.children = children
    }

    /// What one child is proposed and which size it chooses.
    struct Placement {
        var proposal: ProposedViewSize
        var size: CGSize
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        size(of: placements(for: proposal))
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let plan = placements(for: proposal)
        var position = axis == .horizontal ? frame.minX : frame.minY
        var items: [DisplayItem] = []
        for (child, placement) in zip(children, plan) {
            let main = placement.size[axis]
            let cross = placement.size[axis.cross]
            let crossStart = axis == .horizontal ? frame.minY : frame.minX
            let crossPosition = crossStart + (frame.size[axis.cross] - cross) * crossAlignment
            let origin =
                axis == .horizontal
                ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            let childFrame = CGRect(origin: origin, size: placement.size)
            items += child.node.render(in: childFrame, proposal: placement.proposal, context: context)
            position += main + spacing
        }
        return items
    }

    /// The size enclosing the children laid out one after another with spacing.
    private func size(of plan: [Placement]) -> CGSize {
        guard !plan.isEmpty else { return .zero }
        let main = plan.reduce(0) { $0 + $1.size[axis] } + spacing * CGFloat(plan.count - 1)
        let cross = plan.reduce(0) { Swift.max($0, $1.size[axis.cross]) }
        return CGSize(main: main, cross: cross, axis: axis)
    }

    /// Shares the proposed length out among the children (memoized per proposal).
    func placements(for proposal: ProposedViewSize) -> [Placement] {
        if let plan = plans.value(for: proposal) { return plan }
        let plan = computePlacements(for: proposal)
        plans.keep(plan, for: proposal)
        return plan
    }

    private func computePlacements(for proposal: ProposedViewSize) -> [Placement] {
        let crossProposal = proposal[axis.cross]
        func proposing(_ main: CGFloat?) -> ProposedViewSize {
            var childProposal = ProposedViewSize.unspecified
            childProposal[axis] = main
            childProposal[axis.cross] = crossProposal
            return childProposal
        }
        guard let length = proposal[axis] else {
            // An ideal-size query: every child at its own ideal length.
            return children.map { Placement(proposal: proposing(nil), size: $0.node.sizeThatFits(proposing(nil))) }
        }
        let minimums = children.map { $0.node.sizeThatFits(proposing(0))[axis] }
        let maximums = children.map { $0.node.sizeThatFits(proposing(.infinity))[axis] }
        var plan = children.map { _ in Placement(proposal: .unspecified, size: .zero) }
        var remaining = length - spacing * CGFloat(Swift.max(children.count - 1, 0))
        for group in priorityGroups() {
            let lowerMinimums = children.indices
                .filter { children[$0].traits.layoutPriority < children[group[0]].traits.layoutPriority }
                .reduce(0) { $0 + minimums[$1] }
            let ordered = group.insertionSorted { lhs, rhs in
                let lhsFlexibility = maximums[lhs] - minimums[lhs]
                let rhsFlexibility = maximums[rhs] - minimums[rhs]
                return lhsFlexibility == rhsFlexibility ? lhs < rhs : lhsFlexibility < rhsFlexibility
            }
            var available = remaining - lowerMinimums
            for (offset, index) in ordered.enumerated() {
                let share = Swift.max(0, available / CGFloat(ordered.count - offset))
                let childProposal = proposing(share)
                let size = children[index].node.sizeThatFits(childProposal)
                plan[index] = Placement(proposal: childProposal, size: size)
                available -= size[axis]
                remaining -= size[axis]
            }
        }
        return plan
    }

    /// Child indices grouped by layout priority, highest first.
    private func priorityGroups() -> [[Int]] {
        var priorities: [Double] = []
        for child in children where !priorities.contains(child.traits.layoutPriority) {
            priorities.append(child.traits.layoutPriority)
        }
        priorities = priorities.insertionSorted(by: >)
        return priorities.map { priority in children.indices.filter { children[$0].traits.layoutPriority == priority } }
    }
}

/// Layers children on top of each other, aligned; as large as its largest highest-priority children.
/// Lower-priority children are proposed that size (objc.io, "Thinking in SwiftUI", ZStack).
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [ResolvedView]

    init(alignment: Alignment, children: [ResolvedView]) {
        self.alignment = alignment
        self.children = children
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        sizingChildren().reduce(CGSize.zero) { size, child in
            let childSize = child.node.sizeThatFits(proposal)
            return CGSize(
                width: Swift.max(size.width, childSize.width), height: Swift.max(size.height, childSize.height))
        }
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let top = children.map { $0.traits.layoutPriority }.max() ?? 0
        return children.flatMap { child in
            let childProposal = child.traits.layoutPriority == top ? proposal : ProposedViewSize(frame.size)
            let size = child.node.sizeThatFits(childProposal)
            return child.node.render(in: alignment.place(size, in: frame), proposal: childProposal, context: context)
        }
    }

    private func sizingChildren() -> [ResolvedView] {
        let top = children.map { $0.traits.layoutPriority }.max() ?? 0
        return children.filter { $0.traits.layoutPriority == top }
    }
}
