/// One frame of a live preview variant: its drawing and what its views registered while drawn.
struct LiveFrameDrawing {
    let size: CGSize
    let items: [DisplayItem]
    let handlers: [InteractionHandler]
    let lifecycle: [LifecycleRegistration]
    let tickers: [TickerRegistration]
    /// Whether a button with a style of the article's is drawn pressed.
    var drewStyledPress = false

    /// The handler with `key`, if the frame has it.
    func handler(_ key: ViewPath) -> InteractionHandler? {
        handlers.first { $0.key == key }
    }

    /// The handlers around the topmost drawing at `point`, innermost first.
    func handlers(at point: CGPoint) -> [InteractionHandler] {
        (DisplayItem.hitTest(items, at: point) ?? []).reversed().map { handlers[$0] }
    }

    /// The tappable elements, in painting order; a view drawn in several pieces is one control.
    ///
    /// A control covered by another view (a modal panel over the screen) is left out: what the pointer
    /// cannot reach, the keyboard must not reach either.
    var controls: [LiveControl] {
        var controls: [LiveControl] = []
        for region in DisplayItem.handlerRegions(items) {
            let handler = handlers[region.index]
            guard handler.isTappable, let frame = region.frame, !isCovered(handler, in: frame) else { continue }
            let label = region.label ?? region.texts.joined(separator: " ")
            if let existing = controls.firstIndex(where: { $0.key == handler.key }) {
                controls[existing].frame = controls[existing].frame.union(frame)
            } else {
                controls.append(LiveControl(label: label, frame: frame, isButton: handler.isButton, key: handler.key))
            }
        }
        return controls
    }

    /// Whether other views take the pointer everywhere the handler's drawing is: at its middle, the
    /// middles of its edges and its corners (a little inside), something else is hit or nothing is, and
    /// something else at least once. A hollow or rounded control is not covered by its own gaps.
    private func isCovered(_ handler: InteractionHandler, in frame: CGRect) -> Bool {
        let inset = Swift.min(2, frame.width / 4, frame.height / 4)
        // The middle first: it is where a control is most often found, and then the other points need no
        // hit test (the answer does not depend on the order).
        let xs = [frame.midX, frame.minX + inset, frame.maxX - inset]
        let ys = [frame.midY, frame.minY + inset, frame.maxY - inset]
        var hitElse = false
        for x in xs {
            for y in ys {
                guard let chain = DisplayItem.hitTest(items, at: CGPoint(x: x, y: y)) else { continue }
                if chain.contains(where: { handlers[$0].key == handler.key }) { return false }
                hitElse = true
            }
        }
        return hitElse
    }
}
