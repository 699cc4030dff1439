import TestSupport
import Testing

/// End-to-end checks that build real packages; slow (the first run compiles the plugin's tool),
/// so they share one scratch folder and run one at a time.
@Suite("Plugin mechanism (builds fixture packages)", .serialized, .timeLimit(.minutes(30)), .tags(.nestedBuild))
struct PluginMechanismTests {
    @Test func compileErrorsNameTheArticleLine() throws {
        let fixture = try FixturePackage(
            module: "Broken", slug: "broken",
            article: """
                ---
                title: "Broken"
                module: Broken
                ---

                A sample with a deliberate type error.

                ```swift
                public struct Sample {
                    public var count: Int = "three"
                }
                ```

                """)
        let result = try fixture.swift(["build"])
        #expect(result.status != 0)
        #expect(
            result.output.contains("broken/index.md:10:29: error: cannot convert value of type 'String'"),
            "\(result.output)")
    }

    @Test func failingExamplesReportGotAndWantAtTheOutputBlock() throws {
        let fixture = try FixturePackage(
            module: "Doctest", slug: "doctest",
            article: """
                ---
                title: "Doctest"
                module: Doctest
                ---

                ```swift
                public func double(_ value: Int) -> Int { value * 3 }
                ```

                ```swift
                print(double(2))
                ```

                ```output
                4
                ```

                ```swift
                print("Привет", 1, separator: ", ")
                // Output:
                // Привет, 1
                ```

                ```swift
                import DiaryUI

                struct DotPreviews: PreviewProvider {
                    static var previews: some View {
                        Circle().frame(width: 20, height: 10).previewLayout(.sizeThatFits)
                    }
                }
                ```

                ```preview DotPreviews
                ```

                ```swift
                print(ArticlePreviews.all["DotPreviews"]?("t").map(\\.caption) ?? [])
                ```

                ```output
                ["Size That Fits · 20 × 10"]
                ```

                """)
        let result = try fixture.swift(["test"])
        #expect(result.status != 0)
        #expect(result.output.contains("Test \"doctest/index.md:10 example\" recorded an issue at index.md:15:1"))
        #expect(result.output.contains(#"got: "6\n""#) && result.output.contains(#"want: "4\n""#), "\(result.output)")
        #expect(result.output.contains("Test \"doctest/index.md:18 example\" passed"))
        // The registry the preview fence generated draws the provider's one variant.
        #expect(result.output.contains("Test \"doctest/index.md:37 example\" passed"), "\(result.output)")
    }

    @Test func aPreviewFenceNamingNoTypeFailsAtTheFenceLine() throws {
        let fixture = try FixturePackage(
            module: "Gallery", slug: "gallery",
            article: """
                ---
                title: "Gallery"
                module: Gallery
                ---

                ```swift
                import DiaryUI

                struct TilePreviews: PreviewProvider {
                    static var previews: some View { Rectangle() }
                }
                ```

                ```preview TilePreviews
                ```

                ```preview TilesPreviews
                ```

                """)
        let result = try fixture.swift(["build"])
        #expect(result.status != 0)
        #expect(
            result.output.contains("gallery/index.md:17:") && result.output.contains("'TilesPreviews'"),
            "\(result.output)")
        #expect(!result.output.contains("gallery/index.md:14:"), "\(result.output)")
    }
}
