/// How a kept `wasmkit` run of a module ended, as the file ``fileName`` beside its `.wasm` keeps it.
///
/// A run that finished keeps no such file. A run that trapped (`wasmkit` reported it and exited
/// non-zero) depends on the `.wasm` alone, so it is kept like a clean one; a run that ran out of
/// time is kept with its time limit, and is trusted only while the limit is no larger (a longer
/// `--sample-timeout` runs the module again). A run killed by a signal (its memory limit, or
/// something outside) or one that could not start is never kept.
enum SavedEnding {
    /// The file beside the `.wasm` that keeps a kept run's ending when it did not finish.
    static let fileName = "run.stopped"

    private static let timedOutTag = "timed-out "
    private static let stoppedTag = "stopped"

    /// Whether a run that ended so may be kept and trusted on a later build.
    /// - Parameters:
    ///   - ending: How the run ended.
    ///   - signal: The signal that killed `wasmkit`, if one did.
    static func isKept(_ ending: PreviewRun.Ending, signal: Int32?) -> Bool {
        switch ending {
        case .finished, .timedOut: true
        case .stopped: signal == nil
        }
    }

    /// The file's text for `ending`, or `nil` for a run that finished (which keeps no file).
    static func text(_ ending: PreviewRun.Ending) -> String? {
        switch ending {
        case .finished: nil
        case .timedOut(let seconds): timedOutTag + String(seconds) + "\n"
        case .stopped(let message): stoppedTag + "\n" + message
        }
    }

    /// The ending the file's `text` keeps, or `nil` when the text is no such file's, or it is a
    /// time-out at a smaller limit than `runSeconds` (the run may finish within the larger one).
    static func read(_ text: String, runSeconds: Double) -> PreviewRun.Ending? {
        if text.hasPrefix(timedOutTag) {
            let number = text.dropFirst(timedOutTag.count).prefix { $0 != "\n" }
            guard let seconds = Double(number), seconds >= runSeconds else { return nil }
            return .timedOut(seconds: seconds)
        }
        guard text.hasPrefix(stoppedTag + "\n") else { return nil }
        return .stopped(String(text.dropFirst(stoppedTag.count + 1)))
    }
}
