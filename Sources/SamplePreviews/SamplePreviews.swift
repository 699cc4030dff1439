import Buttons
import DiaryKit
import DiaryUI
import ParentalGate
import PixelDensity
import PreviewTour
import Puzzles
import StoryTimer
import SwipeCards
import ToolbarLayout

/// The previews of every sample module, by the name articles use in
/// ```` ```preview Name ```` fences. The `diary` tool hands this catalog to the
/// generator, which knows no sample module itself.
public enum SamplePreviews {
    /// A module's generated `ArticlePreviews.all`: closures by provider name.
    typealias Registry = [String: @Sendable (String) -> [RenderedPreview]]

    /// Every sample module's registry, merged; a name two modules register stops the program.
    /// A new sample module (`sampleModules` in Package.swift) adds its import and line here.
    ///
    /// Module selectors (`Buttons::`) because every module declares `ArticlePreviews`, and a
    /// module may declare a type of its own name (StoryTimer does), which `StoryTimer.` would find.
    public static let catalog = PreviewCatalog(
        merged([
            ("Buttons", Buttons::ArticlePreviews.all),
            ("ParentalGate", ParentalGate::ArticlePreviews.all),
            ("PixelDensity", PixelDensity::ArticlePreviews.all),
            ("PreviewTour", PreviewTour::ArticlePreviews.all),
            ("Puzzles", Puzzles::ArticlePreviews.all),
            ("StoryTimer", StoryTimer::ArticlePreviews.all),
            ("SwipeCards", SwipeCards::ArticlePreviews.all),
            ("ToolbarLayout", ToolbarLayout::ArticlePreviews.all),
        ]))

    /// The catalog entries of `registries`.
    ///
    /// A fence says only `preview Name`, so a name must mean one provider site-wide. Rather than
    /// prefix names (which fences would then have to spell) or let one module silently win, a
    /// name registered twice stops `diary` as it starts, naming both modules.
    /// - Parameter registries: Each module's name and its `ArticlePreviews.all`.
    /// - Returns: The renderers by name, turning each preview variant into a page figure.
    static func merged(_ registries: [(module: String, previews: Registry)]) -> [String: PreviewCatalog.Render] {
        var entries: [String: PreviewCatalog.Render] = [:]
        var owners: [String: String] = [:]
        for (module, previews) in registries {
            for (name, render) in previews.sorted(by: { $0.key < $1.key }) {
                if let owner = owners[name] {
                    fatalError(
                        "preview \(name) is registered by sample modules \(owner) and \(module); "
                            + "rename one of the two provider types and its ```preview fence")
                }
                owners[name] = module
                entries[name] = { idPrefix in render(idPrefix).map(figure) }
            }
        }
        return entries
    }

    /// A preview variant as the page shows it: the caption names the variant and what it is drawn
    /// on, as Xcode's canvas does; a variant that fixes its colour scheme gets no dark twin, so
    /// the page keeps it as it is whatever the reader's theme.
    static func figure(_ preview: RenderedPreview) -> PreviewFigure {
        PreviewFigure(
            caption: preview.name + " · " + preview.caption, lightSVG: preview.lightSVG,
            darkSVG: preview.fixedColorScheme == nil ? preview.darkSVG : nil)
    }
}
