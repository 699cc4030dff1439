/// One frame of a live preview variant: its drawing and what its views registered while drawn.
struct LiveFrameDrawing {
    let size: CGSize
    let items: [DisplayItem]
    let handlers: [InteractionHandler]
    let lifecycle: [LifecycleRegistration]
    let tickers: [TickerRegistration]

    /// The handler with `key`, if the frame has it.
    func handler(_ key: ViewPath) -> InteractionHandler? {
        handlers.first { $0.key == key }
    }

    /// The handlers around the topmost drawing at `point`, innermost first.
    func handlers(at point: CGPoint) -> [InteractionHandler] {
        (DisplayItem.hitTest(items, at: point) ?? []).reversed().map { handlers[$0] }
    }

    /// The tappable elements, in painting order; a view drawn in several pieces is one control.
    var controls: [LiveControl] {
        var controls: [LiveControl] = []
        for region in DisplayItem.handlerRegions(items) {
            let handler = handlers[region.index]
            guard handler.isTappable, let frame = region.frame else { continue }
            let label = region.label ?? region.texts.joined(separator: " ")
            if let existing = controls.firstIndex(where: { $0.key == handler.key }) {
                controls[existing].frame = controls[existing].frame.union(frame)
            } else {
                controls.append(LiveControl(label: label, frame: frame, isButton: handler.isButton, key: handler.key))
            }
        }
        return controls
    }
}
