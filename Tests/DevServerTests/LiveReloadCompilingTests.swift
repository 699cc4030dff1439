import Foundation
import Testing

@testable import DevServer

/// The «сборка…» badge: which sample modules compile now travels on the event stream.
@Suite("Live reload: modules compiling")
struct LiveReloadCompilingTests {
    @Test("The stream names the modules compiling, and an empty list once they are done")
    func compilingEvent() {
        let live = LiveReload()
        // Before any module compiled, the stream says nothing of them.
        #expect(!LiveReload.message(for: live.current).contains("event: compiling"))
        live.compiling("Buttons", started: true)
        live.compiling("Puzzles", started: true)
        #expect(LiveReload.message(for: live.current).hasSuffix("event: compiling\ndata: Buttons Puzzles\n\n"))
        live.compiling("Buttons", started: false)
        #expect(LiveReload.message(for: live.current).hasSuffix("event: compiling\ndata: Puzzles\n\n"))
        live.compiling("Puzzles", started: false)
        #expect(LiveReload.message(for: live.current).hasSuffix("event: compiling\ndata: \n\n"))
        // A build that lands reloads the pages; the badge state stays as the modules left it.
        live.built()
        #expect(live.current.compiling == [])
    }

    @Test("The page script shows the badge only on a page with a figure of a compiling module")
    func script() {
        #expect(LiveReload.script.contains("source.addEventListener('compiling'"))
        #expect(LiveReload.script.contains(#"document.querySelector('[data-module="' + name + '"]')"#))
        #expect(LiveReload.script.contains("'сборка…'"))
    }
}

/// The badge speaks the site's language: its words travel on the script tag.
@Suite("Live reload: the badge's words")
struct LiveReloadBadgeLabelTests {
    @Test("The injected script tag carries the words, escaped for the attribute")
    func label() {
        let page = LiveReload(compilingLabel: "building \"x\" <now>…").inject(into: Data("<body></body>".utf8))
        #expect(
            String(decoding: page, as: UTF8.self)
                == "<body><script src=\"/__diary/live.js\" data-generation=\"1\" "
                + "data-compiling-label=\"building &quot;x&quot; &lt;now&gt;…\" defer></script></body>")
    }
}
