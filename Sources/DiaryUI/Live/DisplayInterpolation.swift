/// The drawing between two frames of a live preview, `progress` of the way from the first to the
/// second: what an animation shows while it runs.
///
/// Drawings are matched by their place in the display list, as SwiftUI matches views by their place
/// in the tree. Where both frames hold the same kind of drawing, its geometry (frames, path points,
/// text origins), its transforms (offset, scale, rotation), its opacity and its colours move between
/// the two; a drawing only the new frame has fades in and one only the old frame has fades out
/// (SwiftUI's default `.opacity` transition); drawings of different kinds cross-fade. A spring's
/// progress may pass 1 and overshoot geometry; opacity and colour stay in range.
enum DisplayInterpolation {
    /// What draws the content of an animation scope (`.interaction(.animationScope(_:))`) found in both
    /// lists: given the scope and its content in the new list, the drawing on its own animation.
    typealias ScopeDrawing = (ViewPath, [DisplayItem]) -> [DisplayItem]

    /// The frame `progress` (0: `from`, 1: `to`) of the way between two display lists. With `scope`,
    /// an animation scope found at the same place in both lists is drawn by it instead of moving by
    /// `progress`.
    static func between(
        _ from: [DisplayItem], _ to: [DisplayItem], _ progress: Double, scope: ScopeDrawing? = nil
    ) -> [DisplayItem] {
        if scope == nil {
            if progress == 1 { return to }
            if progress == 0 { return from }
        }
        var items: [DisplayItem] = []
        for index in 0..<Swift.max(from.count, to.count) {
            switch (index < from.count ? from[index] : nil, index < to.count ? to[index] : nil) {
            case (let old?, let new?): items += between(old, new, progress, scope)
            case (nil, let new?): items.append(.group(.opacity(clamped(progress)), [new]))
            case (let old?, nil): items.append(.group(.opacity(1 - clamped(progress)), [old]))
            case (nil, nil): break
            }
        }
        return items
    }

    /// The two lists faded into each other, `progress` (0…1) of the way: what reduced motion shows
    /// instead of movement.
    static func crossFade(_ from: [DisplayItem], _ to: [DisplayItem], _ progress: Double) -> [DisplayItem] {
        let amount = clamped(progress)
        if amount >= 1 { return to }
        return [.group(.opacity(1 - amount), from), .group(.opacity(amount), to)]
    }

    /// One drawing between `old` and `new`.
    private static func between(
        _ old: DisplayItem, _ new: DisplayItem, _ t: Double, _ scope: ScopeDrawing?
    ) -> [DisplayItem] {
        switch (old, new) {
        case (.shape(let a), .shape(let b)):
            if let path = path(a.path, b.path, t), a.mode == b.mode, let paint = paint(a.paint, b.paint, t) {
                return [.shape(ShapeDrawing(path: path, frame: rect(a.frame, b.frame, t), paint: paint, mode: b.mode))]
            }
        case (.text(let a), .text(let b)):
            if a.lines.count == b.lines.count, a.fontSize == b.fontSize,
                a.lines.indices.allSatisfy({ haveSameBytes(a.lines[$0].text, b.lines[$0].text) }),
                let paint = paint(a.paint, b.paint, t)
            {
                var text = b
                text.frame = rect(a.frame, b.frame, t)
                text.paint = paint
                for index in text.lines.indices {
                    text.lines[index].origin = point(a.lines[index].origin, b.lines[index].origin, t)
                }
                return [.text(text)]
            }
        case (.image(let a), .image(let b)):
            if a.source.isSame(as: b.source) {
                var image = b
                image.frame = rect(a.frame, b.frame, t)
                return [.image(image)]
            }
        case (
            .group(.interaction(.animationScope(let a)), let c1), .group(.interaction(.animationScope(let b)), let c2)
        ) where a == b:
            let children = scope.map { $0(b, c2) } ?? between(c1, c2, t)
            return [.group(.interaction(.animationScope(b)), children)]
        case (.group(let e1, let c1), .group(let e2, let c2)):
            if let effect = effect(e1, e2, t) {
                return [.group(effect, between(c1, c2, t, scope: scope))]
            }
        default:
            break
        }
        // A view offset, scaled, rotated or faded on one side only: the other side has the effect at
        // rest (an offset of zero draws no transform at all).
        if case .group(let effect, _) = old, let rest = resting(effect), !isGroup(new, like: effect) {
            return between(old, .group(rest, [new]), t, scope)
        }
        if case .group(let effect, _) = new, let rest = resting(effect), !isGroup(old, like: effect) {
            return between(.group(rest, [old]), new, t, scope)
        }
        return crossFade([old], [new], t)
    }

    /// The effect of `effect`'s kind that changes nothing (no move, scale 1, no turn, fully opaque), for
    /// the kinds that have one.
    private static func resting(_ effect: GroupEffect) -> GroupEffect? {
        switch effect {
        case .transform(let steps):
            return .transform(
                steps.map { step in
                    switch step {
                    case .translate: .translate(dx: 0, dy: 0)
                    case .scale(_, _, let anchor): .scale(x: 1, y: 1, anchor: anchor)
                    case .rotate(_, let anchor): .rotate(degrees: 0, anchor: anchor)
                    }
                })
        case .opacity: return .opacity(1)
        default: return nil
        }
    }

    /// Whether `item` is a group with an effect of `effect`'s kind.
    private static func isGroup(_ item: DisplayItem, like effect: GroupEffect) -> Bool {
        guard case .group(let other, _) = item else { return false }
        switch (other, effect) {
        case (.transform, .transform), (.opacity, .opacity): return true
        default: return false
        }
    }

    /// The effect between two of one kind, or `nil` when they cannot be matched.
    private static func effect(_ a: GroupEffect, _ b: GroupEffect, _ t: Double) -> GroupEffect? {
        switch (a, b) {
        case (.transform(let x), .transform(let y)):
            guard x.count == y.count else { return nil }
            var steps: [TransformStep] = []
            for (p, q) in zip(x, y) {
                switch (p, q) {
                case (.translate(let dx1, let dy1), .translate(let dx2, let dy2)):
                    steps.append(.translate(dx: number(dx1, dx2, t), dy: number(dy1, dy2, t)))
                case (.scale(let x1, let y1, let a1), .scale(let x2, let y2, let a2)):
                    steps.append(.scale(x: number(x1, x2, t), y: number(y1, y2, t), anchor: point(a1, a2, t)))
                case (.rotate(let d1, let a1), .rotate(let d2, let a2)):
                    steps.append(.rotate(degrees: number(d1, d2, t), anchor: point(a1, a2, t)))
                default:
                    return nil
                }
            }
            return .transform(steps)
        case (.opacity(let x), .opacity(let y)):
            return .opacity(Swift.min(Swift.max(number(x, y, t), 0), 1))
        case (.clip(let p, let s1), .clip(let q, let s2)):
            guard s1 == s2 else { return nil }
            return path(p, q, t).map { .clip($0, s2) }
        case (.shadow(let x), .shadow(let y)):
            return .shadow(
                ShadowEffect(
                    color: color(x.color, y.color, t), radius: Swift.max(number(x.radius, y.radius, t), 0),
                    offset: CGSize(
                        width: number(x.offset.width, y.offset.width, t),
                        height: number(x.offset.height, y.offset.height, t))))
        case (.mask, .mask), (.interaction, .interaction):
            return b
        default:
            return nil
        }
    }

    /// Two paths of the same commands, point by point; `nil` when the commands differ.
    private static func path(_ a: Path, _ b: Path, _ t: Double) -> Path? {
        guard a.elements.count == b.elements.count else { return nil }
        var elements: [Path.Element] = []
        for (p, q) in zip(a.elements, b.elements) {
            switch (p, q) {
            case (.move(let x), .move(let y)): elements.append(.move(point(x, y, t)))
            case (.line(let x), .line(let y)): elements.append(.line(point(x, y, t)))
            case (.quadCurve(let x, let c), .quadCurve(let y, let d)):
                elements.append(.quadCurve(to: point(x, y, t), control: point(c, d, t)))
            case (.curve(let x, let c1, let c2), .curve(let y, let d1, let d2)):
                elements.append(.curve(to: point(x, y, t), control1: point(c1, d1, t), control2: point(c2, d2, t)))
            case (.closeSubpath, .closeSubpath): elements.append(.closeSubpath)
            case (.rect(let x), .rect(let y)): elements.append(.rect(rect(x, y, t)))
            case (.roundedRect(let x, let c), .roundedRect(let y, let d)):
                elements.append(
                    .roundedRect(
                        rect(x, y, t),
                        cornerSize: CGSize(
                            width: Swift.max(number(c.width, d.width, t), 0),
                            height: Swift.max(number(c.height, d.height, t), 0))))
            case (.ellipse(let x), .ellipse(let y)): elements.append(.ellipse(rect(x, y, t)))
            default: return nil
            }
        }
        return Path(elements: elements)
    }

    /// Two paints: colours mix; gradients must be the same.
    private static func paint(_ a: ResolvedPaint, _ b: ResolvedPaint, _ t: Double) -> ResolvedPaint? {
        switch (a, b) {
        case (.color(let x), .color(let y)): return .color(color(x, y, t))
        default: return a == b ? b : nil
        }
    }

    private static func color(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        let amount = clamped(t)
        return RGBA(
            red: number(a.red, b.red, amount), green: number(a.green, b.green, amount),
            blue: number(a.blue, b.blue, amount), alpha: number(a.alpha, b.alpha, amount))
    }

    private static func rect(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        CGRect(
            x: number(a.minX, b.minX, t), y: number(a.minY, b.minY, t),
            width: Swift.max(number(a.width, b.width, t), 0), height: Swift.max(number(a.height, b.height, t), 0))
    }

    private static func point(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: number(a.x, b.x, t), y: number(a.y, b.y, t))
    }

    private static func number(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a == b ? b : a + (b - a) * t
    }

    private static func clamped(_ value: Double) -> Double {
        Swift.min(Swift.max(value, 0), 1)
    }
}
