import SampleExtraction
import SampleWasm

extension RunnableSamples {
    /// Keeps the literal slots of a module that built, for the pages to mark (``LiteralMark``);
    /// those of a doctest left out of the `.wasm` are dropped, since nothing would run them.
    mutating func addLiterals(_ plan: SampleWasmPlan, _ result: Result<SampleWasmBuild, WasmBuildFailure>) {
        guard case .success(let build) = result else { return }
        let excluded = build.excluded.map(\.doctest.example)
        for slot in plan.literalSlots {
            let inExcluded = excluded.contains { example in
                let lines = example.code.utf8.count { $0 == UInt8(ascii: "\n") }
                return slot.articlePath == example.articlePath
                    && (example.codeLine..<(example.codeLine + max(1, lines))).contains(slot.line)
            }
            guard !inExcluded else { continue }
            // The extraction's paths are canonical already, as the previews' are.
            literals[slot.location, default: []].append(
                LiteralMark(column: slot.column, slot: slot.slot, module: plan.module))
        }
    }
}
