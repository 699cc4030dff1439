import Mustache

/// Which search stemmer the site's pages name: the search form's `data-stemmer`
/// (`site.stemmer`), so `js/search.js` fetches the stemmer early only where the build wrote one,
/// and a site built without WebAssembly asks for no `js/stemmer.wasm` it does not have.
extension SiteModel {
    /// The model with ``stemmerFile`` set from what the sample build made: the stemmer's site file
    /// when there is one and the page language stems its search words, else none.
    func named(stemmerOf runnable: RunnableSamples) -> SiteModel {
        var model = self
        model.stemmerFile =
            runnable.stemmerPath == nil || !settings.pageLanguage.stemsSearchWords ? nil : SearchStemmer.siteFile
        return model
    }
}

extension PageContext {
    /// `site.stemmer`: the root-relative URL of the site's stemmer, or null without one.
    var stemmer: MustacheValue {
        model.stemmerFile.map { .string(model.url.path($0)) } ?? .null
    }
}
