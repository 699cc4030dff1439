/// What a preview variant answers to when it runs live: the page offers «Живое превью» only for a
/// variant that answers to something, and its hint names what.
///
/// Found by trying, not by reading a list: throwaway sessions of the variant are sent what a reader
/// would send — a drag across each view with a drag gesture, a tap on each control, time on the
/// clock — and a reaction counts only when the drawing after it differs from the drawing of a session
/// that got nothing but the same time. A button whose action changes nothing on screen, a tap handler
/// on a view that stays the same, a clock that redraws the same picture: none of them counts.
public struct LiveReactions: Hashable, Sendable {
    /// What a reader does to get an answer.
    public enum Kind: String, Hashable, Sendable {
        /// Tap (or press Enter on) a control.
        case tap
        /// Drag a view.
        case drag
        /// Nothing: the picture changes with time.
        case time
    }

    /// One thing the variant answers to.
    public struct Reaction: Hashable, Sendable {
        /// What to do.
        public var kind: Kind
        /// What to do it to: the control's or view's accessibility label, or its texts; empty when it
        /// has neither (and always for ``Kind/time``).
        public var subject: String

        /// Creates a reaction.
        public init(kind: Kind, subject: String) {
            self.kind = kind
            self.subject = subject
        }
    }

    /// At most one reaction per kind, drags first, then taps, then time.
    public var reactions: [Reaction]

    /// Creates a set of reactions.
    public init(_ reactions: [Reaction] = []) {
        self.reactions = reactions
    }

    /// Whether the variant answers to nothing (it stays a picture).
    public var isInert: Bool { reactions.isEmpty }

    /// How many controls or drag handlers are tried at most (each in its own session).
    static let maximumTries = 6
    /// How long the clock runs after each try, in milliseconds: long enough for a tap's answer to be
    /// drawn (an animation to end) and for a clock to tick.
    static let settleTime = 1_500
    /// How long a button is held before its pressed look is compared: a press animation's time.
    static let pressTime = 400

    /// Tries the variant made by `makeSession` (a new session each call) as described above.
    static func probe(_ makeSession: () -> LivePreviewSession) -> LiveReactions {
        // The reference: live (its views appeared) and `settleTime` later, with no input at all.
        let reference = makeSession()
        reference.goLive()
        let start = reference.svg(.light)
        reference.advance(milliseconds: settleTime)
        let settled = reference.svg(.light)
        let drags = reference.dragRegions
        let controls = reference.controls
        var found: [Reaction] = []

        for region in drags.prefix(maximumTries) {
            let session = makeSession()
            session.goLive()
            let from = CGPoint(x: region.frame.midX, y: region.frame.midY)
            let distance = Swift.max(Swift.min(region.frame.width / 3, 120), 40)
            session.pointerDown(x: from.x, y: from.y)
            session.pointerMove(x: from.x - distance / 2, y: from.y)
            session.pointerMove(x: from.x - distance, y: from.y)
            let held = session.svg(.light)
            session.pointerUp(x: from.x - distance, y: from.y)
            session.advance(milliseconds: settleTime)
            if !haveSameBytes(held, start) || !haveSameBytes(session.svg(.light), settled) {
                found.append(Reaction(kind: .drag, subject: region.label))
                break
            }
        }
        var tapped = false
        for (index, control) in controls.prefix(maximumTries).enumerated() {
            let session = makeSession()
            session.goLive()
            session.activate(index)
            session.advance(milliseconds: settleTime)
            if !haveSameBytes(session.svg(.light), settled) {
                found.append(Reaction(kind: .tap, subject: control.label))
                tapped = true
                break
            }
        }
        // A button whose own style draws it pressed answers while held (the shutter the buttons article
        // styles), even when its action changes nothing; SwiftUI's default fade does not count.
        let buttons = controls.prefix(maximumTries).filter { $0.isButton }
        if !tapped, !buttons.isEmpty {
            let still = makeSession()
            still.goLive()
            still.advance(milliseconds: pressTime)
            let released = still.svg(.light)
            for control in buttons {
                let session = makeSession()
                session.goLive()
                session.pointerDown(x: control.frame.midX, y: control.frame.midY)
                session.advance(milliseconds: pressTime)
                if session.frame.drewStyledPress, !haveSameBytes(session.svg(.light), released) {
                    found.append(Reaction(kind: .tap, subject: control.label))
                    break
                }
            }
        }
        if !haveSameBytes(start, settled) {
            found.append(Reaction(kind: .time, subject: ""))
        }
        return LiveReactions(found)
    }
}

/// A view with a drag gesture in a live frame: where it is drawn and what it reads.
struct LiveDragRegion {
    /// The accessibility label, else the texts inside, else empty.
    let label: String
    /// Where it is, in canvas coordinates.
    let frame: CGRect
}

extension LiveFrameDrawing {
    /// The views with a drag gesture, in painting order.
    var dragRegions: [LiveDragRegion] {
        DisplayItem.handlerRegions(items).compactMap { region in
            guard handlers[region.index].drag != nil, let frame = region.frame else { return nil }
            return LiveDragRegion(label: region.label ?? region.texts.first ?? "", frame: frame)
        }
    }
}

extension LivePreviewSession {
    /// The views with a drag gesture in the current frame.
    var dragRegions: [LiveDragRegion] { frame.dragRegions }

    /// Starts the session as a reader's first event would, with an event that reaches no view.
    func goLive() {
        pointerDown(x: -1e9, y: -1e9)
        pointerUp(x: -1e9, y: -1e9)
    }

    /// What the variant answers to (``LiveReactions``), tried on new sessions `makeSession` makes.
    public static func reactions(_ makeSession: () -> LivePreviewSession) -> LiveReactions {
        LiveReactions.probe(makeSession)
    }
}
