import Testing

@testable import DiaryKit

/// Which card an article's page names: its own when its body shows a drawn preview (the card's
/// picture), the site's one card otherwise, so that a site of prose rasterises one card.
@Suite("Sharing card per article or per site")
struct ShareCardChoiceTests {
    static let drawn = """
        <p>Text.</p><div class="previews"><figure class="preview"><div class="preview-fixed" role="img">\
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\
        </div></figure></div>
        """

    @Test("A body with a drawn preview gets the article's card; its picture is the preview")
    func ownCard() {
        #expect(ShareCards.hasOwnCard(Self.drawn))
        #expect(ShareCards.path(of: "buttons", html: Self.drawn) == "buttons/card.png")
        #expect(ShareCardDrawing.firstPreview(in: Self.drawn)?.hasPrefix("<svg xmlns=") == true)
    }

    @Test(
        "Prose, code, an inline SVG outside a preview figure, or a preview figure without a picture share the site's card",
        arguments: [
            "<p>Prose only.</p>", "<pre><code>let a = 1</code></pre>",
            "<p><svg xmlns=\"http://www.w3.org/2000/svg\"></svg></p>",
            "<figure class=\"preview\"><figcaption>Not drawn</figcaption></figure>",
        ])
    func siteCard(html: String) {
        #expect(!ShareCards.hasOwnCard(html))
        #expect(ShareCards.path(of: "prose", html: html) == ShareCards.sitePath)
    }
}
