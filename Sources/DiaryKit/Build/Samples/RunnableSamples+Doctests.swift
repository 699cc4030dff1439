import DiaryContent
import SampleWasm

extension RunnableSamples {
    /// Checks what each of a module's doctests printed in the build's run against its recorded
    /// output: a mismatch is a warning at the output block with a short diff (an error under
    /// `--strict`), and the page marks that block as failing. A run that could not start is one
    /// warning naming every doctest that went unchecked.
    mutating func check(
        _ plan: SampleWasmPlan, _ outcomes: Result<[String: DoctestOutcome], PreviewDrawingFailure>?,
        locations: DiagnosticLocations
    ) {
        switch outcomes {
        case .none:
            return
        case .failure(let failure):
            // The previews' own warning names the module when it has previews; say which doctests
            // went unchecked either way.
            let lines = plan.doctests.map { "\($0.example.articleName):\(DoctestCheck.line(of: $0.example))" }
            guard let first = plan.doctests.first else { return }
            warnings.append(
                locations.warning(
                    Diagnostic(
                        .warning, file: first.example.articlePath, line: DoctestCheck.line(of: first.example),
                        message: "the doctests of \(plan.module) were not checked: \(failure.message) "
                            + "(unchecked: \(lines.joined(separator: ", ")))"),
                    prefix: ""))
        case .success(let outcomes):
            for doctest in plan.doctests {
                guard let outcome = outcomes[doctest.exportName],
                    let mismatch = DoctestCheck.mismatch(doctest.example, outcome)
                else { continue }
                let example = doctest.example
                warnings.append(
                    locations.warning(
                        Diagnostic(
                            .warning, file: example.articlePath, line: DoctestCheck.line(of: example), column: 1,
                            message: DoctestCheck.message(mismatch, module: plan.module)),
                        prefix: ""))
                examples[example.location]?.outputFails = true
            }
        }
    }
}
