import Foundation

extension DiaryTool {
    /// Writes `files` (path → text) and `binary` (path → bytes) under `Content/` of a fresh folder and
    /// builds it into `_site/` for `https://example.org/`, with the repository's templates and no
    /// WebAssembly.
    /// - Returns: The run and the folder, which lives as long as the caller keeps it.
    package static func buildContent(
        _ files: [String: String], binary: [String: Data] = [:], extra: [String] = []
    ) throws -> (ToolRun, TemporaryFolder) {
        let folder = try TemporaryFolder()
        for (path, text) in files { try folder.write(Data(text.utf8), to: "Content/\(path)") }
        for (path, bytes) in binary { try folder.write(bytes, to: "Content/\(path)") }
        let run = try run(
            ["build", "--content", "Content", "--output", "_site", "--base-url", "https://example.org/"]
                + siteFiles + extra, in: folder.url)
        return (run, folder)
    }
}
