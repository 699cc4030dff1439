import SwiftHighlighter
import Testing

@Suite("HTML output")
struct HTMLOutputTests {
    @Test("Highlighted tokens are wrapped; identifiers, punctuation and whitespace are not")
    func spans() {
        #expect(
            SwiftHighlighter.html("let x = Foo(1)")
                == #"<span class="hl-keyword">let</span> x <span class="hl-operator">=</span> "#
                + #"<span class="hl-type">Foo</span>(<span class="hl-number">1</span>)"#)
    }

    @Test("Interpolations are marked inside strings")
    func interpolation() {
        #expect(
            SwiftHighlighter.html(#""a\(b)""#)
                == #"<span class="hl-string">&quot;a</span><span class="hl-interpolation">\(</span>b"#
                + #"<span class="hl-interpolation">)</span><span class="hl-string">&quot;</span>"#)
    }

    @Test("HTML-significant characters are escaped in every kind of token")
    func escaping() {
        #expect(SwiftHighlighter.html("a<b") == #"a<span class="hl-operator">&lt;</span>b"#)
        #expect(
            SwiftHighlighter.html("// it's <ok> & \"fine\"")
                == #"<span class="hl-comment">// it&#39;s &lt;ok&gt; &amp; &quot;fine&quot;</span>"#)
        #expect(SwiftHighlighter.html("x && y") == #"x <span class="hl-operator">&amp;&amp;</span> y"#)
        #expect(SwiftHighlighter.html("'") == "&#39;")
    }

    @Test("Every kind has its class, and plain kinds have none", arguments: SwiftHighlighter.Token.Kind.allCases)
    func cssClass(_ kind: SwiftHighlighter.Token.Kind) {
        let plain: Set<SwiftHighlighter.Token.Kind> = [.identifier, .punctuation, .whitespace]
        #expect(kind.cssClass == (plain.contains(kind) ? nil : "hl-\(kind.rawValue)"))
    }

    @Test("Empty source gives empty HTML and no tokens")
    func empty() {
        #expect(SwiftHighlighter.html("").isEmpty)
        #expect(SwiftHighlighter.tokens(in: "").isEmpty)
    }
}
