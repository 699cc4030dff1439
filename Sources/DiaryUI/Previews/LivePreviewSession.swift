/// One variant of a preview, kept alive: its state persists between frames, and pointer, keyboard and
/// clock events from the host change it.
///
/// The session goes live with its first event: the views on screen then get `onAppear`, and their
/// clocks start. Until then `svg(_:)` is the static rendering, byte for byte. After each event the
/// views are made and laid out again, views that came or went get `onAppear`/`onDisappear`, and
/// `announcement` says which texts are new.
public final class LivePreviewSession {
    /// How many rounds of appearance callbacks one event may set off before the frame is taken as it is.
    static let settleRounds = 8
    /// At most this many clock ticks are run by one `advance(milliseconds:)`.
    static let ticksPerAdvance = 10_000

    private let variantIndex: Int
    private let idPrefix: String
    private let fixedColorScheme: ColorScheme?
    private let variant: PreviewVariant
    private let makeVariants: (ColorScheme) -> [ResolvedView]
    private let storage = StateStorage()

    private var started = false
    private var now = 0
    private var pressedButton: ViewPath?
    private var pointer: PointerTrack?
    private var current: LiveFrameDrawing?
    /// The appearance callbacks of the views on screen, in the order they were drawn.
    private var appeared: [LifecycleRegistration] = []
    private var nextTick: [ViewPath: Int] = [:]
    /// The current frame's SVG per colour scheme asked for (a list: a dictionary's code for two
    /// entries would only enlarge the `.wasm`).
    private var svgCache: [(scheme: ColorScheme, svg: String)] = []
    /// The current frame's controls: the page asks for them after every event, and finding them hit-tests
    /// every control's drawing several times.
    private var controlsCache: [LiveControl]?
    /// The current frame's texts, which the next event compares its frame's with.
    private var textsCache: [String]?
    /// The animations running towards the current frame, one per scope (the whole frame, or the
    /// subtree of an `.animation(_:value:)`).
    private var animations = ScopedAnimations()
    /// What the page was last shown, per colour scheme: where a new animation starts from.
    private var shown: [(scheme: ColorScheme, items: [DisplayItem])] = []
    /// The `.animation(_:value:)` whose values changed while the current event's frames were drawn.
    private var implicitChanges: [ScopedAnimationChange] = []

    /// Whether the reader asked for less motion (`prefers-reduced-motion`): animations then cross-fade
    /// from the old frame to the new one instead of moving.
    public var reducedMotion = false

    /// Whether an animation is running: the page should advance the clock every frame until it ends.
    public var isAnimating: Bool { !animations.isEmpty }

    /// What changed in the last event, for a live region: the texts that were not on screen before
    /// (joined with ", "), or `nil` when no new text appeared.
    public private(set) var announcement: String?

    /// The sessions of a provider's variants, in the order `renderPreviews` draws them.
    ///
    /// - Parameters:
    ///   - provider: The provider whose `previews` to run.
    ///   - idPrefix: The same prefix `renderPreviews` was given, so the first frames equal its SVG.
    ///   - images: Resolves `Image` names.
    public static func sessions<Provider: PreviewProvider>(
        of provider: Provider.Type, idPrefix: String, images: ImageResolver = .none
    ) -> [LivePreviewSession] {
        let makeVariants = variantMaker(Provider.previews, images: images)
        return makeVariants(.light).indices.map { index in
            LivePreviewSession(index: index, idPrefix: idPrefix, makeVariants: makeVariants)
        }
    }

    /// A new session of variant `index` of `previews` (``LiveReactions`` tries each variant on several).
    static func session<Previews: View>(
        _ previews: Previews, index: Int, idPrefix: String, images: ImageResolver
    ) -> LivePreviewSession {
        LivePreviewSession(index: index, idPrefix: idPrefix, makeVariants: variantMaker(previews, images: images))
    }

    /// Makes the variants of `previews` in a colour scheme.
    private static func variantMaker<Previews: View>(
        _ previews: Previews, images: ImageResolver
    ) -> (ColorScheme) -> [ResolvedView] {
        { scheme in makeOutputs(previews, _ViewInputs(environment: EnvironmentValues(scheme, images))).views }
    }

    private init(index: Int, idPrefix: String, makeVariants: @escaping (ColorScheme) -> [ResolvedView]) {
        let traits = makeVariants(.light)[index].traits.preview
        variantIndex = index
        self.idPrefix = idPrefix + String(index + 1)
        fixedColorScheme = traits.colorScheme
        variant = PreviewVariant(traits: traits)
        self.makeVariants = makeVariants
    }

    // MARK: Frames

    /// The current frame as an SVG document; before any event it is byte-identical to the static
    /// `RenderedPreview.lightSVG` (for `.light`) or `darkSVG` (for `.dark`).
    public func svg(_ scheme: ColorScheme) -> String {
        if let cached = svgCache.first(where: { $0.scheme == scheme }) { return cached.svg }
        // Events are hit-tested against the light frame; in that scheme it is the very drawing.
        let resolved = fixedColorScheme ?? scheme
        let drawing = resolved == (fixedColorScheme ?? .light) ? frame : draw(resolved)
        let items = animations.items(drawing.items, scheme: scheme, at: now, reducedMotion: reducedMotion)
        shown.removeAll { $0.scheme == scheme }
        shown.append((scheme, items))
        var writer = SVGWriter(idPrefix: idPrefix + (scheme == .dark ? "d-" : "l-"))
        let svg = writer.document(items, size: drawing.size)
        svgCache.append((scheme, svg))
        return svg
    }

    /// The canvas size of the current frame, in points (the SVG's viewBox).
    public var size: CGSize {
        frame.size
    }

    /// The tappable elements of the current frame, in painting order.
    public var controls: [LiveControl] {
        if let controlsCache { return controlsCache }
        let controls = frame.controls
        controlsCache = controls
        return controls
    }

    /// Makes, lays out and draws the variant with the session's state; views that left the tree lose
    /// theirs.
    private func draw(_ scheme: ColorScheme) -> LiveFrameDrawing {
        let context = LiveFrameContext(storage: storage, pressedButton: pressedButton)
        let drawing = LiveFrame.withContext(context) {
            let views = makeVariants(scheme)
            let view = views[Swift.min(variantIndex, views.count - 1)]
            return variant.draw(view.node, colorScheme: scheme)
        }
        storage.keepOnly(context.claimedState)
        implicitChanges += context.implicitChanges
        return LiveFrameDrawing(
            size: drawing.size, items: drawing.items, handlers: context.handlers, lifecycle: context.lifecycle,
            tickers: context.tickers, drewStyledPress: context.drewStyledPress)
    }

    /// The texts of the current frame.
    private var texts: [String] {
        if let textsCache { return textsCache }
        let texts = DisplayItem.texts(frame.items)
        textsCache = texts
        return texts
    }

    /// The frame events are hit-tested against.
    var frame: LiveFrameDrawing {
        if let current { return current }
        let drawn = draw(fixedColorScheme ?? .light)
        current = drawn
        return drawn
    }

    // MARK: Events

    /// The pointer went down at `x`, `y` (canvas coordinates, points, as in the SVG's viewBox).
    public func pointerDown(x: Double, y: Double) {
        event {
            let point = CGPoint(x: x, y: y)
            let handlers = frame.handlers(at: point)
            let tap = handlers.first { $0.isTappable }
            let drag = handlers.first { $0.drag != nil }
            pointer = PointerTrack(start: point, time: now, tapKey: tap?.key, dragKey: drag?.key)
            if let tap, tap.isButton {
                pressedButton = tap.path
            }
        }
    }

    /// The pointer moved to `x`, `y` while down; past the drag's minimum distance the drag starts and a
    /// held button is let go without firing.
    public func pointerMove(x: Double, y: Double) {
        guard var track = pointer else { return }
        track.record(CGPoint(x: x, y: y), time: now)
        pointer = track
        // A move that neither starts a drag nor continues one changes nothing on screen.
        guard let key = track.dragKey, let drag = frame.handler(key)?.drag,
            track.isDragging || track.distance >= drag.minimumDistance
        else {
            announcement = nil
            return
        }
        event {
            if !track.isDragging {
                track.isDragging = true
                pointer = track
                pressedButton = nil
            }
            drag.changed(track.value)
        }
    }

    /// The pointer went up at `x`, `y`: a drag ends, or a tap fires when the pointer is still over the
    /// view it went down on.
    public func pointerUp(x: Double, y: Double) {
        guard pointer != nil else { return }
        event {
            guard var track = pointer else { return }
            pointer = nil
            pressedButton = nil
            let point = CGPoint(x: x, y: y)
            track.record(point, time: now)
            if track.isDragging, let key = track.dragKey {
                frame.handler(key)?.drag?.ended(track.value)
            } else if let key = track.tapKey, frame.handlers(at: point).contains(where: { $0.key == key }) {
                frame.handler(key)?.tap?()
            }
        }
    }

    /// Enter or Space on control `index` of `controls`: the same as a tap on it.
    public func activate(_ index: Int) {
        let controls = controls
        guard controls.indices.contains(index) else { return }
        let key = controls[index].key
        event {
            guard let handler = frame.handler(key) else { return }
            if handler.isButton { pressedButton = handler.path }
        }
        event {
            pressedButton = nil
            frame.handler(key)?.tap?()
        }
    }

    /// Moves the host's clock on by `milliseconds`: due clocks (`onTick`, `onReceive` timers) fire in time
    /// order, each frame drawn in between, and a running animation moves on.
    public func advance(milliseconds: Int) {
        let end = now + Swift.max(milliseconds, 0)
        // Views read the clock only in actions, so time in which no clock is due changes nothing on
        // screen but a running animation: the frame stays, and the page's clock costs nothing between
        // ticks.
        if started, !nextTick.values.contains(where: { $0 <= end }) {
            now = end
            announcement = nil
            moveAnimation()
            return
        }
        event(keepingAnimation: true) {
            var ticks = 0
            while ticks < Self.ticksPerAdvance, let due = nextTick.values.min(), due <= end {
                now = due
                for ticker in frame.tickers where nextTick[ticker.key] == due {
                    nextTick[ticker.key] = due + ticker.interval
                    HostClock.withTime(now) { ticker.action(now) }
                    ticks += 1
                }
                redraw()
            }
            now = end
        }
        moveAnimation()
    }

    /// Lets the running animations draw their next step at `now`, and ends those that are done.
    private func moveAnimation() {
        if animations.removeFinished(at: now) { svgCache = [] }
    }

    /// Runs one event: starts the session if needed, changes the state, then redraws until the views
    /// on screen stop coming and going, and works out the announcement.
    /// Each scope whose drawings change runs the animation that governs it (``ScopedAnimations``); one
    /// that changes without an animation stops its running one (its drawings jump), unless
    /// `keepingAnimation` (the clock: a tick must not cut a card's flight short).
    private func event(keepingAnimation: Bool = false, _ change: () -> Void) {
        let textsBefore = texts
        if !started {
            started = true
            settle()
        }
        let previous = frame.items
        let request = LiveAnimationRequest()
        implicitChanges = []
        HostClock.withTime(now) { LiveAnimationRequest.with(request) { change() } }
        redraw()
        animations.update(
            from: previous, to: frame.items, base: request.animation, changes: implicitChanges, shown: shown,
            now: now, keepingRunning: keepingAnimation)
        let textsAfter = texts
        // Compared by bytes: `String ==` would bring Unicode normalisation into every `.wasm`.
        let new = textsAfter.filter { text in !textsBefore.contains { haveSameBytes($0, text) } }
        announcement = new.isEmpty ? nil : new.joined(separator: ", ")
    }

    /// Draws the frame again after a change and lets views that came or went know.
    private func redraw() {
        discardFrame()
        settle()
    }

    /// Forgets the current frame and what was made of it, so that it is drawn again when next needed.
    private func discardFrame() {
        current = nil
        svgCache = []
        controlsCache = nil
        textsCache = nil
    }

    /// Runs `onAppear`/`onDisappear` for the views that came or went and starts or stops their clocks,
    /// redrawing while that changes the tree.
    private func settle() {
        for _ in 0..<Self.settleRounds {
            let drawn = frame
            let presentKeys = Set(drawn.lifecycle.map { $0.key })
            let appearedKeys = Set(appeared.map { $0.key })
            let gone = appeared.filter { !presentKeys.contains($0.key) }
            let came = drawn.lifecycle.filter { !appearedKeys.contains($0.key) }
            appeared = drawn.lifecycle
            let tickerKeys = Set(drawn.tickers.map { $0.key })
            nextTick = nextTick.filter { tickerKeys.contains($0.key) }
            for ticker in drawn.tickers where nextTick[ticker.key] == nil {
                nextTick[ticker.key] = now + ticker.interval
            }
            guard !gone.isEmpty || came.contains(where: { $0.appear != nil }) else { return }
            HostClock.withTime(now) {
                for registration in gone { registration.disappear?() }
                for registration in came { registration.appear?() }
            }
            discardFrame()
        }
    }
}
