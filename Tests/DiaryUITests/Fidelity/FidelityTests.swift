import Testing

/// Runs the fidelity table: each case must match SwiftUI within its tolerance unless it is marked as a
/// known difference, and the table as a whole must pass at least 95 %.
@Suite("Fidelity to SwiftUI")
struct FidelityTests {
    @Test(arguments: FidelityCatalogue.all)
    func caseMatchesSwiftUI(_ fidelityCase: FidelityCase) {
        let comment = Comment(
            rawValue: "\(fidelityCase.source.rawValue): \(fidelityCase.citation); expected \(fidelityCase.expected), "
                + "got \(fidelityCase.actual.map(\.description) ?? "no probe")")
        if let reason = fidelityCase.knownDifference {
            withKnownIssue(Comment(rawValue: reason)) { #expect(fidelityCase.passes, comment) }
        } else {
            #expect(fidelityCase.passes, comment)
        }
    }

    @Test func ids_are_unique() {
        let ids = FidelityCatalogue.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        let probeIDs = FidelityCatalogue.probes.map(\.id)
        #expect(Set(probeIDs).count == probeIDs.count)
    }

    /// `cases.json` reads, names only known kinds, and its cases and the probes match one to one.
    @Test func tableAndProbesMatch() throws {
        let table = try FidelityTable.load()
        #expect(table.cases.count == FidelityCatalogue.all.count)
        for entry in table.cases {
            #expect(FidelitySource(rawValue: entry.kind) != nil, "\(entry.id): unknown kind \(entry.kind)")
            #expect((entry.expected.numbers == nil) != (entry.expected.text == nil), "\(entry.id): numbers or text")
            #expect(!entry.citation.isEmpty, "\(entry.id): no citation")
        }
        let caseIDs = Set(table.cases.map(\.id))
        let probeIDs = Set(FidelityCatalogue.probes.map(\.id))
        #expect(caseIDs.subtracting(probeIDs).isEmpty, "cases without a probe: \(caseIDs.subtracting(probeIDs))")
        #expect(probeIDs.subtracting(caseIDs).isEmpty, "probes without a case: \(probeIDs.subtracting(caseIDs))")
    }

    /// Prints the pass rate per kind of source (the numbers the README quotes) and holds the target.
    @Test func passRateByKindOfSource() {
        let cases = FidelityCatalogue.all
        var lines: [String] = []
        for source in FidelitySource.allCases {
            let ofSource = cases.filter { $0.source == source }
            let passing = ofSource.filter(\.passes).count
            lines.append("\(source.rawValue): \(passing) of \(ofSource.count)")
        }
        let passing = cases.filter(\.passes).count
        lines.append("all: \(passing) of \(cases.count)")
        print("Fidelity to SwiftUI — " + lines.joined(separator: ", "))
        #expect(cases.count >= 60)
        #expect(Double(passing) >= 0.95 * Double(cases.count), "\(lines)")
    }
}
