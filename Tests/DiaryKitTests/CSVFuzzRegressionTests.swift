import Testing

@Suite("Fuzz regressions: the saved fuzz inputs of the CSV reader and of site.yaml")
struct CSVFuzzRegressionTests {
    static let csv = FuzzInput.all(of: "CSV")
    static let siteSettings = FuzzInput.all(of: "SiteSettings")

    @Test("Every CSV seed and minimised crasher passes the fuzzer's check", arguments: csv)
    func replayCSV(_ input: FuzzInput) {
        #expect(csvFuzzProblem(in: input.bytes) == nil)
    }

    @Test("Every site.yaml seed and minimised crasher passes the fuzzer's check", arguments: siteSettings)
    func replaySiteSettings(_ input: FuzzInput) {
        #expect(siteSettingsFuzzProblem(in: input.bytes) == nil)
    }

    @Test("The seed corpora are found, so the replays above check something")
    func corpusIsFound() {
        #expect(Self.csv.contains { $0.name.hasPrefix("Corpus/") })
        #expect(Self.siteSettings.contains { $0.name.hasPrefix("Corpus/") })
    }

    @Test("The check catches what it promises to")
    func checkCatches() {
        // A ragged table is refused with a message, which is fine; a cell's markup never shows.
        #expect(csvFuzzProblem(in: Array("a,b\n1\n".utf8)) == nil)
        #expect(csvFuzzProblem(in: Array("<script>,b\n</table>,\"<x>\"\n".utf8)) == nil)
        #expect(siteSettingsFuzzProblem(in: Array("page_size: 0\n".utf8)) == nil)
        #expect(siteSettingsFuzzProblem(in: [0xFF, 0xFE]) == nil)
    }
}
