import DiaryUI
import WasmWireFormat

/// What the live preview exports do (``WireFormat/LivePreviews``): the generated registry's
/// `@_cdecl` functions call these with its type. Each prints its answer to standard output.
///
/// JavaScript only forwards events and swaps the SVG: every decision is the article's Swift.
enum LivePreviewEntryPoints<Registry: LivePreviewRegistry> {
    /// The current frame as SVG.
    static func svg(_ fence: Int32, _ variant: Int32, _ dark: Int32) {
        guard let session = session(fence, variant) else { return }
        GlueOutput.write(session.svg(dark != 0 ? .dark : .light), to: .standardOutput)
    }

    /// A pointer event at canvas coordinates.
    static func pointer(_ fence: Int32, _ variant: Int32, _ phase: Int32, _ x: Double, _ y: Double) {
        guard let session = session(fence, variant) else { return }
        switch WireFormat.LivePreviews.PointerPhase(rawValue: phase) {
        case .down?: session.pointerDown(x: x, y: y)
        case .move?: session.pointerMove(x: x, y: y)
        default: session.pointerUp(x: x, y: y)
        }
    }

    /// The page's clock.
    static func advance(_ fence: Int32, _ variant: Int32, _ milliseconds: Int32) {
        session(fence, variant)?.advance(milliseconds: Int(milliseconds))
    }

    /// Enter or Space on a control, or a tap on it.
    static func activate(_ fence: Int32, _ variant: Int32, _ control: Int32) {
        guard let session = session(fence, variant), control >= 0, Int(control) < session.controls.count
        else { return }
        session.activate(Int(control))
    }

    /// The announcement and the controls, as fields.
    static func state(_ fence: Int32, _ variant: Int32) {
        guard let session = session(fence, variant) else { return }
        let controls = session.controls
        writeField(session.announcement ?? "")
        writeField(String(controls.count))
        for control in controls {
            writeField(control.label)
            for value in [control.frame.minX, control.frame.minY, control.frame.width, control.frame.height] {
                writeField(String(Int((value * 100).rounded())))
            }
        }
        writeField(session.isAnimating ? "1" : "0")
    }

    /// Whether animations cross-fade instead of moving (the reader's `prefers-reduced-motion`).
    static func motion(_ fence: Int32, _ variant: Int32, _ reduced: Int32) {
        session(fence, variant)?.reducedMotion = reduced != 0
    }

    /// Runs a throwaway session of the variant through events that reach no view, a drag across
    /// the middle and taps on its first controls, and draws it; the page's sessions are not
    /// touched.
    static func rehearse(_ fence: Int32, _ variant: Int32, _ dark: Int32) {
        let sessions = Registry.sessions(fence: Int(fence))
        guard variant >= 0, Int(variant) < sessions.count else { return }
        let session = sessions[Int(variant)]
        // Far off the canvas: the session goes live and draws again, as after a reader's first
        // event, but no view is tapped or dragged.
        session.pointerDown(x: -1e9, y: -1e9)
        session.pointerMove(x: -1e9, y: -1e9)
        session.pointerUp(x: -1e9, y: -1e9)
        session.advance(milliseconds: 0)
        // Then a drag across the middle and taps on the first controls: what a drag or a tap runs,
        // and the views it brings on screen (a panel that appears), is compiled too.
        let middle = (x: session.size.width / 2, y: session.size.height / 2)
        session.pointerDown(x: middle.x, y: middle.y)
        session.pointerMove(x: middle.x - 60, y: middle.y)
        session.pointerUp(x: middle.x - 60, y: middle.y)
        for control in 0..<Swift.min(session.controls.count, 3) {
            session.activate(control)
        }
        _ = session.svg(dark != 0 ? .dark : .light)
        _ = session.controls
    }

    /// The session of a fence's variant, made with its fence's sessions on first use; `nil` for
    /// numbers out of range.
    static func session(_ fence: Int32, _ variant: Int32) -> LivePreviewSession? {
        if _liveSessions.count != Registry.fences.count {
            _liveSessions = [[LivePreviewSession]?](repeating: nil, count: Registry.fences.count)
        }
        guard fence >= 0, Int(fence) < _liveSessions.count else { return nil }
        if _liveSessions[Int(fence)] == nil {
            _liveSessions[Int(fence)] = Registry.sessions(fence: Int(fence))
        }
        let sessions = _liveSessions[Int(fence)]!
        return variant >= 0 && Int(variant) < sessions.count ? sessions[Int(variant)] : nil
    }

    /// Forgets every session, as a new instance of the module starts without any (for host tests,
    /// which run several registries in one process).
    static func forgetSessions() {
        _liveSessions = []
    }

    /// One field of ``state(_:_:)``, as ``PreviewRecordWriter/field(_:)`` spells it.
    private static func writeField(_ text: String) {
        GlueOutput.write(PreviewRecordWriter.field(text), to: .standardOutput)
    }
}

/// One slot per fence of the module's one registry (an array: a dictionary would add its code to
/// the module); a generic type cannot hold it.
nonisolated(unsafe) private var _liveSessions: [[LivePreviewSession]?] = []
