import CommandParsing
import DiaryKit

/// The options `build`, `check` and `serve` share, declared once for parsing and help alike.
enum SiteOptions {
    static let content = Option(
        "--content", valueName: "PATH", help: "Folder with the articles.", default: "Content", as: .text)
    static let output = Option(
        "--output", valueName: "PATH",
        help: "Folder to write the site to. It is replaced only when the build succeeds, and only if it is "
            + "empty or a site diary wrote; never the content, templates or public folder, one that holds "
            + "them, the current folder or home.",
        default: "_site", as: .text)
    static let baseURL = Option(
        "--base-url", valueName: "URL", help: "Address the site is published at, e.g. https://owner.github.io/repo/",
        shownDefault: "url in Content/site.yaml; for serve, its own address", optional: .siteURL)
    static let drafts = Flag("--drafts", help: "Also build articles marked 'draft: true' (check always includes them).")
    static let strict = Flag("--strict", help: "Treat warnings as errors (for CI and publishing).")
    static let templates = Option(
        "--templates", valueName: "PATH", help: "Mustache templates, each replacing the default theme's of its name.",
        shownDefault: "Templates", optional: .text)
    static let publicFiles = Option(
        "--public", valueName: "PATH",
        help: "Files copied verbatim into the site, each replacing the default theme's of its path.",
        shownDefault: "Public",
        optional: .text)
    static let jobs = Option(
        "--jobs", valueName: "N", help: "Articles rendered at once.", shownDefault: "number of cores",
        optional: ValueForm<Int>.number(in: 1...Int.max))
    static let noWasm = Flag(
        "--no-wasm",
        help: "No WebAssembly: no Run buttons or previews (one summary line, no warning, even with --strict); "
            + "search matches word beginnings only.")
    static let wasmCache = Option(
        "--wasm-cache", valueName: "PATH", help: "Where compiled .wasm files are kept.",
        shownDefault: ".build/diary-wasm of the package that holds the content folder, else ~/.cache/diary/wasm",
        optional: .text)
    static let sampleTimeout = Option(
        "--sample-timeout", valueName: "SECONDS",
        help: "Time a sample module's previews may take to draw; compiling a module gets 20 times as long, at "
            + "least 15 minutes.",
        shownDefault: "30", optional: ValueForm<Int>.number(in: 1...86_400))
    static let noCache = Flag(
        "--no-cache", help: "Render every article again instead of reusing unchanged ones from earlier builds.")
    static let cache = Option(
        "--cache", valueName: "PATH", help: "Where rendered articles are kept between builds.",
        shownDefault: ".build/diary-pages of the package that holds the content folder, else ~/.cache/diary/pages",
        optional: .text)

    /// Every shared declaration in help order; `--output` only for commands that write a site.
    static func declarations(withOutput: Bool) -> [ArgumentDeclaration] {
        let folders: [ArgumentDeclaration] = [templates.declaration, publicFiles.declaration]
        let samples: [ArgumentDeclaration] = [
            jobs.declaration, noWasm.declaration, wasmCache.declaration, sampleTimeout.declaration,
        ]
        let caching: [ArgumentDeclaration] = withOutput ? [noCache.declaration, cache.declaration] : []
        return [content.declaration] + (withOutput ? [output.declaration] : []) + [baseURL.declaration]
            + [drafts, strict].map(\.declaration) + folders + samples + caching
    }

    /// The build options the parsed values ask for; `withOutput` as for ``declarations(withOutput:)``.
    static func buildOptions(from values: ParsedValues, withOutput: Bool) -> BuildOptions {
        var options = BuildOptions(
            contentDirectory: values[content], templatesDirectory: values[templates] ?? "Templates",
            publicDirectory: values[publicFiles] ?? "Public", outputDirectory: withOutput ? values[output] : nil,
            baseURL: values[baseURL], includeDrafts: values[drafts], concurrency: values[jobs])
        options.strict = values[strict]
        options.templatesDirectoryIsRequired = values[templates] != nil
        options.publicDirectoryIsRequired = values[publicFiles] != nil
        options.runnableSamples = !values[noWasm]
        options.wasmCacheDirectory = values[wasmCache]
        options.sampleTimeout = values[sampleTimeout].map(Double.init)
        if withOutput {
            options.usesBuildCache = !values[noCache]
            options.buildCacheDirectory = values[cache]
        }
        return options
    }
}
