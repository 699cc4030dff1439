extension BuildOptions {
    /// Checks the folders a build reads before anything is read from them, so a path that names
    /// a file, or a misspelt `--public`, is the one error reported (not a site without its
    /// stylesheets, nor a warning about the settings of a folder that is not there).
    func checkFolders() throws(DiaryError) {
        try Self.check(
            contentDirectory, option: "--content",
            missing: "content folder not found; pass --content PATH or create it",
            advice: "the folder that holds the articles")
        if templatesDirectoryIsRequired {
            try Self.check(
                templatesDirectory, option: "--templates", missing: "templates folder not found; pass --templates PATH",
                advice: "the folder of Mustache templates")
        }
        if publicDirectoryIsRequired {
            try Self.check(
                publicDirectory, option: "--public",
                missing:
                    "public folder not found; pass --public PATH (the files copied into the site: styles, scripts, fonts)",
                advice: "the folder of files copied into the site")
        }
    }

    private static func check(_ path: String, option: String, missing: String, advice: String) throws(DiaryError) {
        if path.isEmpty { throw OutputFolderPolicy.empty(option, advice: "pass \(advice)") }
        var kind = FileSystem.kind(of: path)
        if kind == .symbolicLink { kind = FileSystem.canonicalPath(path).flatMap(FileSystem.kind(of:)) }
        switch kind {
        case .directory: return
        case nil: throw DiaryError(file: path, missing)
        default: throw DiaryError(file: path, "\(option) names a file, not a folder; pass \(advice)")
        }
    }
}
