import DiaryContent
import Foundation
import SampleWasm

/// The articles' sharing cards (`og:image`, `twitter:card`): 1200×630 PNGs drawn as SVG
/// (``ShareCardDrawing``) and rasterised by librsvg's `rsvg-convert`, run as a child process under
/// the toolchain's limits. An article with a drawn preview gets its own card (the site's title,
/// the article's title and its first preview picture); the others share the site's card.
///
/// Cards are made when the site has an address of its own (`url:` in `site.yaml` or
/// `--base-url`, since `og:image` must be absolute) and `rsvg-convert` is installed (Debian:
/// `librsvg2-bin`); `DIARY_RSVG_CONVERT` names another program, or none when empty.
enum ShareCards {
    /// The environment variable naming the rasteriser.
    static let variable = "DIARY_RSVG_CONVERT"

    /// The card's size in pixels: what Facebook, LinkedIn and X show large.
    static let width = 1200
    static let height = 630

    /// Limits of one rasterisation: a card takes well under a second.
    static let limits = ToolLimits(seconds: 60, memoryBytes: 1 << 30, fileBytes: 16 << 20)

    /// The rasteriser found when `diary` started, or `nil`.
    static let rasteriser: String? = discover(environment: ProcessInfo.processInfo.environment)

    /// `DIARY_RSVG_CONVERT` when set (empty: none), else `rsvg-convert` on `PATH`.
    static func discover(environment: [String: String]) -> String? {
        if let named = environment[variable] {
            return !named.isEmpty && FileManager.default.isExecutableFile(atPath: named) ? named : nil
        }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether a build of `model` makes cards: the site has an address of its own and a rasteriser.
    static func areMade(for model: SiteModel) -> Bool {
        rasteriser != nil && hasOwnAddress(model)
    }

    /// Whether the site's links name where it is published rather than the default address.
    static func hasOwnAddress(_ model: SiteModel) -> Bool {
        model.settings.hasExplicitURL || model.url != model.settings.url
    }

    /// The card's path in the site.
    static func path(of slug: String) -> String { "\(slug)/card.png" }

    /// The site's own card, which an article without a drawn preview shares: the site's title
    /// and description. Rasterising a card costs tens of milliseconds, so a site of ten thousand
    /// prose articles makes one card, not ten thousand.
    static let sitePath = "card.png"

    /// Whether an article whose rendered body is `html` gets a card of its own: it shows a drawn
    /// preview (the card's picture).
    static func hasOwnCard(_ html: String) -> Bool {
        ShareCardDrawing.firstPreview(in: html) != nil
    }

    /// The path of the card that an article whose rendered body is `html` names.
    static func path(of slug: String, html: String) -> String {
        hasOwnCard(html) ? path(of: slug) : sitePath
    }

    /// The one warning of a build that writes a site with an address of its own but finds no
    /// rasteriser.
    static func missingRasteriserWarning(_ model: SiteModel, writesSite: Bool) -> Diagnostic? {
        guard writesSite, rasteriser == nil, hasOwnAddress(model), !model.published.isEmpty else { return nil }
        return Diagnostic(
            .warning, file: nil,
            message: "no sharing cards (og:image) were made: rsvg-convert was not found; "
                + "install it (Debian: apt-get install librsvg2-bin) or set \(variable) to its path")
    }

    /// The PNG bytes of `svg` rasterised at the card's size.
    /// - Throws: A sentence saying why, when the rasteriser failed.
    static func rasterise(_ svg: String, with program: String) throws(ShareCardFailure) -> [UInt8] {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "diary-card-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appending(path: "card.svg")
        let output = scratch.appending(path: "card.png")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: input)
        } catch {
            throw ShareCardFailure(message: "cannot write a scratch file: \(error.localizedDescription)")
        }
        let arguments = [
            "--width", String(width), "--height", String(height), "--format", "png", "--output", output.path,
            input.path,
        ]
        switch LimitedProgram.run(program, arguments, limits: limits) {
        case .failure(let failure):
            throw ShareCardFailure(message: failure.message)
        case .success(let ending) where ending.timedOut:
            throw ShareCardFailure(message: "rsvg-convert took longer than \(Int(limits.seconds)) seconds")
        case .success(let ending) where ending.exitCode != 0:
            let line = ending.standardError.split(separator: "\n").first.map(String.init)
            throw ShareCardFailure(message: "rsvg-convert failed: \(line ?? "exit status \(ending.exitCode)")")
        case .success:
            guard let bytes = try? Data(contentsOf: output), bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
                throw ShareCardFailure(message: "rsvg-convert wrote no PNG")
            }
            return [UInt8](bytes)
        }
    }
}

/// Why an article's sharing card was not made.
struct ShareCardFailure: Error, Sendable, Hashable {
    var message: String
}
