import DiaryContent

/// What the `FuzzCSV` and `FuzzSiteSettings` fuzzers call: the readers of a ```` ```table ````
/// data file and of `site.yaml`, fed bytes instead of a file, so libFuzzer runs them thousands
/// of times a second without touching the disk. They take the same paths as a build does after
/// reading the file (``SourceFile/decode(_:path:)``, the UTF-8 check included).
public enum FuzzEntryPoints {
    /// What a ```` ```table data.csv ```` fence makes of a data file holding `bytes`.
    /// - Returns: The rows the CSV reader found (empty when the bytes are not UTF-8), and the
    ///   table's HTML or the problem the page would report.
    public static func dataTable(_ bytes: [UInt8]) -> (rows: [[String]], result: Result<String, DiaryError>) {
        let text: String
        do {
            text = try SourceFile.decode(bytes, path: "data.csv")
        } catch {
            return ([], .failure(error))
        }
        let result = DataTableRenderer().table(text, fileName: "data.csv").mapError {
            DiaryError(file: "data.csv", $0.message)
        }
        return (CSV.parse(text), result)
    }

    /// The settings a `site.yaml` holding `bytes` gives, or the diagnostics that refuse it.
    public static func siteSettings(_ bytes: [UInt8]) -> Result<SiteSettings, DiaryError> {
        Result { () throws(DiaryError) in
            let path = "Content/site.yaml"
            return try SiteSettings.parse(SourceFile.decode(bytes, path: path), path: path, defaults: .defaults)
        }
    }
}
