import DiaryMarkdown
import SampleWasm
import SwiftHighlighter

/// Renders fenced code the way the diary shows it: highlighted Swift, hidden
/// boilerplate removed, a badge on code that is not compiled, program output,
/// and a Run button on doctests compiled to WebAssembly.
struct CodeBlockRenderer: Sendable {
    var previews: PreviewCatalog
    /// The article's runnable doctests, by the body line of their swift fence.
    var runnable: [Int: RunnableExample] = [:]

    /// The runnable doctests by the body line of their ```` ```output ```` fence.
    private var runnableOutputs: [Int: RunnableExample] {
        Dictionary(runnable.values.compactMap { example in example.outputFenceLine.map { ($0, example) } }) { a, _ in a
        }
    }

    /// The fence words the sample extractor understands (`swift ignore`,
    /// `swift module=Puzzles`).
    struct Fence {
        var language: String
        var isIgnored: Bool

        init(_ block: CodeBlock) {
            let words = block.info.split(whereSeparator: \.isWhitespace).map(String.init)
            language = words.first?.lowercased() ?? ""
            isIgnored = words.dropFirst().contains("ignore")
        }
    }

    /// The block's HTML, or a sentence saying what is wrong with it.
    /// - Parameters:
    ///   - folder: The article's folder, where ```` ```table ```` data files live.
    ///   - articleFiles: The files in that folder.
    func render(_ block: CodeBlock, folder: String, articleFiles: Set<String>) -> Result<String, RenderProblem> {
        let fence = Fence(block)
        switch fence.language {
        case "table":
            let fileName = block.infoArguments.first ?? ""
            return DataTableRenderer().render(fileName: fileName, folder: folder, articleFiles: articleFiles)
        case "swift":
            return .success(swift(block, fence: fence))
        case "preview":
            return preview(block)
        case "output":
            let figure = """
                <figure class="code code-output"><figcaption>Вывод</figcaption>\
                <pre \(Self.scrollableAttributes("Вывод программы"))><code>\(HTMLEscaping.escape(block.code))</code></pre></figure>\n
                """
            guard let example = runnableOutputs[block.position.line] else { return .success(figure) }
            return .success(figure + RunnableExampleMarkup.closing(example))
        default:
            let language = fence.language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(fence.language))\""
            return .success(
                "<pre \(Self.scrollableAttributes("Код"))><code\(language)>\(HTMLEscaping.escape(block.code))</code></pre>\n"
            )
        }
    }

    /// SVG previews for ```` ```preview Name ````, one figure per variant;
    /// light and dark renderings switch with the reader's colour scheme, no
    /// JavaScript involved.
    private func preview(_ block: CodeBlock) -> Result<String, RenderProblem> {
        let words = block.info.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2 else {
            return .failure(RenderProblem(message: "a preview fence needs a name: ```preview ShutterButtonPreviews"))
        }
        let name = String(words[1])
        guard let render = previews.entries[name] else {
            let known = previews.entries.keys.sorted().joined(separator: ", ")
            return .failure(
                RenderProblem(message: "unknown preview '\(name)'; known previews: \(known.isEmpty ? "none" : known)"))
        }
        let figures = render("p\(block.position.line)-")
        var html = "<div class=\"previews\">"
        for figure in figures {
            html += "<figure class=\"preview\">"
            if let dark = figure.darkSVG {
                html += "<div class=\"preview-light\">\(figure.lightSVG)</div><div class=\"preview-dark\">\(dark)</div>"
            } else {
                html += "<div class=\"preview-fixed\">\(figure.lightSVG)</div>"
            }
            html += "<figcaption>\(HTMLEscaping.escape(figure.caption))</figcaption></figure>"
        }
        return .success(html + "</div>\n")
    }

    private func swift(_ block: CodeBlock, fence: Fence) -> String {
        let visible = Self.visibleLines(of: block.code)
        let badge =
            fence.isIgnored
            ? "<figcaption class=\"code-badge\">Только для Apple: нужен SwiftUI или UIKit</figcaption>"
            : ""
        let highlighted = SwiftHighlighter.html(visible)
        let code = """
            <figure class="code\(fence.isIgnored ? " code-ignored" : "")">\(badge)\
            <pre \(Self.scrollableAttributes("Код на Swift"))><code class="language-swift">\(highlighted)</code></pre></figure>\n
            """
        guard let example = runnable[block.position.line] else { return code }
        let opening = RunnableExampleMarkup.opening(example)
        // A `// Output:` comment keeps the expected text in this block; an ```output block closes the figure.
        return opening + code + (example.outputFenceLine == nil ? RunnableExampleMarkup.closing(example) : "")
    }

    /// A `<pre>` scrolls sideways when a line is longer than the column: a Tab stop lets keyboard
    /// users scroll it, and the name says what they landed on.
    static func scrollableAttributes(_ name: String) -> String {
        "tabindex=\"0\" role=\"group\" aria-label=\"\(name)\""
    }

    /// The code without the lines between `// snippet.hide` and
    /// `// snippet.show` (DocC's convention), without the markers, and
    /// without the `// snippet.input` lines that declare a doctest's inputs.
    static func visibleLines(of code: String) -> String {
        var shown: [Substring] = []
        var hidden = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line.trimmingWhitespace() {
            case "// snippet.hide": hidden = true
            case "// snippet.show": hidden = false
            default: if !hidden && !DoctestInput.isMarker(line) { shown.append(line) }
            }
        }
        return shown.joined(separator: "\n")
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        var slice = self
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return slice
    }
}
