import Foundation
import SampleExtraction
import Synchronization
import TestSupport
import Testing

@testable import SampleWasm

/// Issue 32, item 6: live literals are honest by construction. For each bundled sample module,
/// shown literals and values are chosen at random (seeded), and the module's WebAssembly, run
/// with the literal's slot set as the page sets it, must print the same doctest output and draw
/// the same previews as the module compiled natively with the literal replaced in its text; a
/// value that traps must trap on both sides.
@Suite(
    "Literal slots against native compiles",
    .tags(.toolchain),
    .enabled(if: WasmTestEnvironment.canRun, "\(WasmTestEnvironment.runSkipMessage)"))
struct LiteralPropertyToolchainTests {
    /// Edits per module: 8 × 25 = 200 over the bundled modules (`DIARY_LITERAL_EDITS` for more).
    static let editsPerModule = ProcessInfo.processInfo.environment["DIARY_LITERAL_EDITS"].flatMap { Int($0) } ?? 25
    /// The sequence of edits; `DIARY_LITERAL_SEED` picks another.
    static let seed = ProcessInfo.processInfo.environment["DIARY_LITERAL_SEED"].flatMap { UInt64($0) } ?? 32
    /// A run's budget: generous, for a machine shared with other builds.
    static let timeout: TimeInterval = 30

    @Test(arguments: SampleModuleTests.embeddable)
    func wasmWithASlotSetMatchesTheNativeModuleWithTheLiteralReplaced(module: String) throws {
        let plan = try SampleModuleTests.plan(module)
        let build = try #require(WasmTestEnvironment.compiler).build(plan)
        let original = try #require(WasmTestEnvironment.samples.modules[module])
        #expect(!plan.literalSlots.isEmpty)
        var digest = FNV1a()
        digest.add(module)
        var chooser = LiteralEditChooser(generator: SplitMix64(seed: Self.seed ^ digest.value))
        func choose(_ slot: LiteralSlot, retry: Bool) -> LiteralEdit {
            let before = LiteralEdit.byteBefore(slot, in: original)
            let minus = before.map { " ([,:".utf8.contains($0) } ?? false
            return chooser.edit(of: slot, allowingMinus: minus, retry: retry)
        }
        var edits = (0..<Self.editsPerModule).map { _ in
            choose(plan.literalSlots[chooser.generator.below(plan.literalSlots.count)], retry: false)
        }
        try withTemporaryDirectory { path in
            let folder = URL(fileURLWithPath: path)
            // The WebAssembly side: the literal as written first, then each edit in a fresh instance.
            var wasm = try WasmLiteralRuns.run(
                build.artifact.path, jobs: [[]] + edits.map { [($0.slot.slot, $0.value)] }, in: folder,
                timeout: Self.timeout)
            try #require(wasm.count == edits.count + 1)
            // A value that is no value of the slot's type is refused: try a smaller one, once.
            let refused = edits.indices.filter { !(wasm[$0 + 1].refusals ?? "").isEmpty }
            for index in refused { edits[index] = choose(edits[index].slot, retry: true) }
            if !refused.isEmpty {
                let again = try WasmLiteralRuns.run(
                    build.artifact.path, jobs: refused.map { [(edits[$0].slot.slot, edits[$0].value)] }, in: folder,
                    timeout: Self.timeout)
                for (index, outcome) in zip(refused, again) { wasm[index + 1] = outcome }
            }
            let kept = edits.indices.filter { (wasm[$0 + 1].refusals ?? "").isEmpty }
            // The native side, two compiles at a time.
            let runs = [nil] + kept.map { Optional(edits[$0]) }
            let native = Mutex([ModuleRunOutcome?](repeating: nil, count: runs.count))
            let failures = Mutex([String]())
            DispatchQueue.concurrentPerform(iterations: runs.count) { index in
                do {
                    var extractions = WasmTestEnvironment.samples.modules
                    if let edit = runs[index] {
                        guard let edited = edit.applied(to: original) else { throw LiteralNotFound(edit: edit) }
                        extractions[module] = edited
                    }
                    let outcome = try NativeModuleCopy.run(
                        module, extractions: extractions, doctests: Set(build.doctests.map(\.exportName)),
                        glue: plan.request.module.files, in: folder.appending(path: "native-\(index)"),
                        timeout: Self.timeout)
                    native.withLock { $0[index] = outcome }
                } catch {
                    failures.withLock {
                        $0.append("\(runs[index].map(String.init(describing:)) ?? "as written"): \(error)")
                    }
                }
            }
            #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 }.joined(separator: "\n"))")
            let nativeOutcomes = native.withLock { $0 }
            for (offset, edit) in runs.enumerated() {
                guard let nativeOutcome = nativeOutcomes[offset] else { continue }
                let wasmOutcome = wasm[edit == nil ? 0 : kept[offset - 1] + 1]
                let name = edit.map(String.init(describing:)) ?? "\(module) as written"
                Self.compare(wasm: wasmOutcome, native: nativeOutcome, name: name)
            }
            // The edits reach the output: some print or draw something else than the literal as written.
            let changed = kept.filter { wasm[$0 + 1] != wasm[0] }
            // (With a handful of edits, as DIARY_LITERAL_EDITS may ask for, none may reach it.)
            #expect(!changed.isEmpty || edits.count < 10, "no edit of \(module) changed its output")
            // Every edit is checked: a value refused twice would leave the module short of its share.
            #expect(
                kept.count == edits.count, "refused: \(edits.indices.filter { !kept.contains($0) }.map { edits[$0] })")
        }
    }

    /// The two runs agree: both stop (trap or time-out), or both print and draw the same.
    static func compare(wasm: ModuleRunOutcome, native: ModuleRunOutcome, name: String) {
        if wasm.stopped || native.stopped {
            #expect(wasm.stopped && native.stopped, "\(name): WebAssembly \(wasm), native \(native)")
            return
        }
        #expect(
            wasm.stdout == native.stdout,
            "\(name): doctests differ\n\(firstDifference(wasm.stdout ?? "", native.stdout ?? ""))")
        #expect(
            wasm.records == native.records,
            "\(name): previews differ\n\(firstDifference(wasm.records ?? "", native.records ?? ""))")
    }

    /// Where two texts part, with a little context from each.
    static func firstDifference(_ wasm: String, _ native: String) -> String {
        let common = zip(wasm.utf8, native.utf8).prefix { $0 == $1 }.count
        let start = max(0, common - 80)
        func excerpt(_ text: String) -> String {
            String(decoding: Array(text.utf8).dropFirst(start).prefix(240), as: UTF8.self)
        }
        return "at byte \(common):\n  wasm:   \(excerpt(wasm))\n  native: \(excerpt(native))"
    }
}

/// A slot whose place in the extraction does not hold its literal.
struct LiteralNotFound: Error, CustomStringConvertible {
    var edit: LiteralEdit
    var description: String { "\(edit): the literal is not at the slot's place in the code" }
}
