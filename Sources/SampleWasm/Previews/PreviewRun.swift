import SampleExtraction

/// Why one preview fence has no drawing.
public struct PreviewFenceFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The run ran past its time limit while drawing this fence.
        case timedOut
        /// The run stopped (a trap, a crash, its memory limit) while drawing this fence.
        case stopped
        /// An earlier fence of the module failed, so the run never drew this one.
        case notReached
        /// The records claim another fence, or do not follow the format, while this fence was
        /// drawing: article code wrote to the preview channel. An error, not a warning.
        case forged
    }

    /// What went wrong.
    public var kind: Kind
    /// One sentence for the fence's `file:line:` diagnostic.
    public var message: String

    public var description: String { message }
}

/// One fence of a module and what its run drew for it.
public struct FenceDrawing: Sendable, Hashable {
    /// The fence, as the module's plan lists it.
    public var fence: PreviewFence
    /// Its variants, or why there are none.
    public var result: Result<[DrawnPreview], PreviewFenceFailure>
}

/// Checks a preview run's records against the fences the glue was asked to draw.
///
/// The glue writes, for fence after fence in the plan's order, `begin i` and then the fence's
/// variants under its own path and line. Anything else — a record for another fence or for none,
/// a second record, bytes that are no record — was written by the article's code, and is blamed on
/// the fence that was drawing when it appeared. A run that ended early (out of time, a trap) is
/// blamed on the fence it had begun; the fences after it were never drawn.
public struct PreviewRun: Sendable {
    /// The module's fences, in the glue's order.
    public var fences: [PreviewFence]
    /// The module, for messages.
    public var module: String

    /// A check of the records written for `fences` of `module`.
    public init(fences: [PreviewFence], module: String) {
        self.fences = fences
        self.module = module
    }

    /// How the run ended, when it did not finish cleanly.
    public enum Ending: Sendable, Hashable {
        /// It exited with status 0.
        case finished
        /// It was killed at its deadline.
        case timedOut(seconds: Double)
        /// It stopped early; the reason is `wasmkit`'s own message, or the signal.
        case stopped(String)
    }

    /// Every fence with its drawing or failure.
    /// - Parameters:
    ///   - reading: The records of the run's channel.
    ///   - ending: How the run ended.
    public func check(_ reading: PreviewRecords.Reading, ending: Ending) -> [FenceDrawing] {
        var results: [FenceDrawing] = []
        var records = reading.records[...]
        for (index, fence) in fences.enumerated() {
            guard case .begin(let begun)? = records.first else {
                // No more records: either the run ended early, or something replaced the glue's.
                results.append(FenceDrawing(fence: fence, result: .failure(missingBegin(records.first, ending))))
                return results + notReached(after: index)
            }
            guard begun == index else {
                results.append(FenceDrawing(fence: fence, result: .failure(forged("a record for fence #\(begun)"))))
                return results + notReached(after: index)
            }
            records = records.dropFirst()
            guard let record = records.first else {
                results.append(FenceDrawing(fence: fence, result: .failure(unfinished(fence, reading, ending))))
                return results + notReached(after: index)
            }
            guard case .fence(let drawn) = record, drawn.articlePath == fence.articlePath, drawn.line == fence.line
            else {
                results.append(FenceDrawing(fence: fence, result: .failure(forged(Self.describe(record)))))
                return results + notReached(after: index)
            }
            records = records.dropFirst()
            results.append(FenceDrawing(fence: fence, result: .success(drawn.variants)))
        }
        if let extra = records.first, let last = fences.last {
            results[results.count - 1] = FenceDrawing(fence: last, result: .failure(forged(Self.describe(extra))))
        } else if reading.error != nil, ending == .finished, let last = fences.last {
            results[results.count - 1] = FenceDrawing(
                fence: last, result: .failure(forged("bytes that are not a preview record")))
        }
        return results
    }

    private func notReached(after index: Int) -> [FenceDrawing] {
        fences.dropFirst(index + 1).map {
            FenceDrawing(
                fence: $0,
                result: .failure(
                    PreviewFenceFailure(
                        kind: .notReached,
                        message: "preview \($0.name) was not drawn: an earlier preview of \(module) failed, "
                            + "so the page shows that it failed")))
        }
    }

    private func missingBegin(_ record: PreviewRecord?, _ ending: Ending) -> PreviewFenceFailure {
        if let record { return forged(Self.describe(record)) }
        if ending == .finished { return forged("no record at all") }
        return PreviewFenceFailure(
            kind: .stopped, message: "the previews of \(module) were not drawn: \(Self.reason(ending))")
    }

    /// The fence began but wrote no variants: the run ended while its `body` ran.
    private func unfinished(_ fence: PreviewFence, _ reading: PreviewRecords.Reading, _ ending: Ending)
        -> PreviewFenceFailure
    {
        switch ending {
        case .timedOut(let seconds):
            return PreviewFenceFailure(
                kind: .timedOut,
                message: "preview \(fence.name) did not finish drawing within \(Self.seconds(seconds)) s "
                    + "(--sample-timeout); does its body ever return? The page shows that the preview failed")
        case .stopped:
            return PreviewFenceFailure(
                kind: .stopped,
                message: "preview \(fence.name) stopped while drawing (\(Self.reason(ending))); "
                    + "the page shows that the preview failed")
        case .finished:
            return forged(reading.error == nil ? "no variants" : "bytes that are not a preview record")
        }
    }

    private func forged(_ what: String) -> PreviewFenceFailure {
        PreviewFenceFailure(
            kind: .forged,
            message: "the preview output of \(module) holds \(what) while this preview was drawing: "
                + "article code may not write preview records; remove what writes them")
    }

    private static func describe(_ record: PreviewRecord) -> String {
        switch record {
        case .begin(let index): "a record for fence #\(index)"
        case .fence(let drawn): "a record for the fence at \(drawn.articlePath):\(drawn.line)"
        }
    }

    static func reason(_ ending: Ending) -> String {
        switch ending {
        case .finished: "it finished"
        case .timedOut(let limit): "it ran longer than \(Self.seconds(limit)) s"
        case .stopped(let message): message
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
