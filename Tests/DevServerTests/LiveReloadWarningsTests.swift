import Testing

@testable import DevServer

/// A build that succeeds with warnings (a Swift error, a failing doctest or preview) shows them
/// over the open pages; the next build without any clears them.
@Suite("Live reload warnings")
struct LiveReloadWarningsTests {
    @Test("The stream carries the failed build's problems and the good build's warnings as separate events")
    func events() {
        let live = LiveReload()
        live.show(warnings: "a.md:3:1: warning: the doctest above prints something else")
        #expect(
            live.current
                == LiveReload.State(
                    generation: 1, problems: nil, warnings: "a.md:3:1: warning: the doctest above prints something else"
                ))
        #expect(
            LiveReload.message(for: live.current)
                == "data: 1\n\nevent: problems\ndata: \n\nevent: warnings\n"
                + "data: a.md:3:1: warning: the doctest above prints something else\n\n")
        live.failed("a.md:1: error: broken")
        #expect(LiveReload.message(for: live.current).contains("event: problems\ndata: a.md:1: error: broken\n\n"))
        live.built()
        #expect(live.current == LiveReload.State(generation: 2, problems: nil, warnings: nil))
        #expect(LiveReload.message(for: live.current).hasSuffix("event: warnings\ndata: \n\n"))
    }

    @Test("The page script shows warnings when the build did not fail, and removes the overlay when both are empty")
    func script() {
        #expect(LiveReload.script.contains("for (const kind of ['problems', 'warnings'])"))
        #expect(LiveReload.script.contains("'Сборка прошла с предупреждениями.\\n\\n' + texts.warnings"))
        #expect(LiveReload.script.contains("if (!failed && !texts.warnings) {"))
    }
}
