/// The fidelity table: every case whose expected result comes from outside this project, by topic.
/// Each case names its source; the README's "Fidelity to SwiftUI" section reports the pass rates.
enum FidelityCatalogue {
    static let all: [FidelityCase] =
        stackCases + frameCases + shapeCases + textCases + modifierCases + typographyCases
}
