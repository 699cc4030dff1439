import Testing

@testable import DiaryKit

/// Which templates a page's render depends on: the incremental build renders an article again when
/// one of them changed. In-process (moved here from the built tool's `IncrementalBuildTests`, whose
/// other tests run `diary build`).
@Suite("Template dependencies")
struct TemplateDependenciesTests {
    @Test("A page template's dependencies: its partials and parents, through every level")
    func templateDependencies() {
        let dependencies = TemplateDependencies(sources: [
            "article": "{{<base}}{{$main}}{{> partials/tags }}{{/main}}{{/base}}",
            "tag": "{{<base}}{{>partials/card}}{{/base}}",
            "base": "{{>partials/header}}{{$main}}{{/main}}",
            "partials/header": "<h1>{{title}}</h1>",
            "partials/tags": "{{#tags}}{{name}}{{/tags}}",
            "partials/card": "{{=<% %>=}}<%title%>",
        ])
        #expect(dependencies.closure(of: "article") == ["article", "base", "partials/header", "partials/tags"])
        #expect(dependencies.closure(of: "tag").count == 6, "a delimiter change hides tags: everything counts")
        let digests = dependencies.digests(of: ["article", "tag"])
        var changed = dependencies
        changed.sources["partials/tags"] = "{{#tags}}<b>{{name}}</b>{{/tags}}"
        #expect(changed.digests(of: ["article"])["article"] != digests["article"])
        changed = dependencies
        changed.sources["partials/card"] = "<%title%>!"
        #expect(changed.digests(of: ["article"])["article"] == digests["article"])
    }
}
