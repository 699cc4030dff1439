@testable import DiaryUI

/// The fidelity table: the cases of `cases.json` (sources, tolerances, expected values), each joined with
/// the probe of its id (the views, by topic, in `FidelityCases+*.swift`). The README's "Fidelity to SwiftUI"
/// section reports the pass rates.
enum FidelityCatalogue {
    static let probes: [FidelityProbe] =
        stackCases + frameCases + shapeCases + textCases + modifierCases + typographyCases + snapshotCases
        + placementCases

    /// The entries of `cases.json`; empty when the file cannot be read (a test reports why).
    static let entries: [FidelityEntry] = (try? FidelityTable.load())?.cases ?? []

    static let all: [FidelityCase] = entries.map { entry in
        let expected: FidelityValue =
            if let text = entry.expected.text { .text(text) } else {
                .numbers((entry.expected.numbers ?? []).map { CGFloat($0) })
            }
        return FidelityCase(
            id: entry.id, source: FidelitySource(rawValue: entry.kind) ?? .documented, citation: entry.citation,
            tolerance: CGFloat(entry.tolerance), expected: expected, knownDifference: entry.knownDifference,
            actual: probes.first { $0.id == entry.id }?.actual)
    }
}
