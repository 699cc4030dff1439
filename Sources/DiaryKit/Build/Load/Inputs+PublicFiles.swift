extension SiteBuilder.Inputs {
    /// Copies every public file into the site: the site's own from its folder, the rest from the
    /// default theme.
    func copyPublicFiles(into staging: StagingDirectory) throws(DiaryError) {
        for file in publicFiles {
            switch theme.publicFiles[file] {
            case .site(let path): try staging.copy(path, to: file)
            case .builtIn(let bytes): try staging.write(bytes, to: file)
            case nil: continue
            }
        }
    }
}
