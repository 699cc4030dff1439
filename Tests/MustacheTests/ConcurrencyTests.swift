import Mustache
import Testing

@Suite("Concurrent rendering")
struct ConcurrencyTests {
    static let pageCount = 400

    @Test func concurrentRendersMatchSequentialOnes() async throws {
        let library = try TemplateLibrary(sources: SiteFixture.sources)
        var sequential: [String] = []
        for number in 0..<Self.pageCount {
            sequential.append(try library.render("article", with: SiteFixture.article(number), strict: true))
        }
        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for number in 0..<Self.pageCount {
                group.addTask {
                    (number, try library.render("article", with: SiteFixture.article(number), strict: true))
                }
            }
            var pages = [String](repeating: "", count: Self.pageCount)
            for try await (number, html) in group {
                pages[number] = html
            }
            return pages
        }
        #expect(concurrent == sequential)
        #expect(concurrent[7].contains("<h1>Статья 7 &lt;&amp;&gt;</h1>"))
        #expect(Set(concurrent).count == Self.pageCount)
    }

    @Test func oneTemplateSharedByManyTasksGivesIdenticalOutput() async throws {
        let template = try MustacheTemplate("{{#items}}<li>{{name}}</li>{{/items}}", name: "list.mustache")
        let context: MustacheValue = ["items": [["name": "a"], ["name": "b & c"]]]
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<200 {
                group.addTask { try template.render(context, strict: true) }
            }
            var collected: [String] = []
            for try await output in group {
                collected.append(output)
            }
            return collected
        }
        #expect(outputs.count == 200)
        #expect(Set(outputs) == ["<li>a</li><li>b &amp; c</li>"])
    }
}
