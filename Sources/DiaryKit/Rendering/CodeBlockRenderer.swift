import DiaryContent
import DiaryMarkdown
import SampleWasm
import SwiftHighlighter

/// Renders fenced code the way the diary shows it: highlighted Swift, hidden
/// boilerplate removed, a badge on code that is not compiled, program output,
/// and a Run button on doctests compiled to WebAssembly.
struct CodeBlockRenderer: Sendable {
    /// The article's drawn previews.
    var previews = DrawnPreviews()
    /// The article's runnable doctests, by the file line of their swift fence.
    var runnable: [Int: RunnableExample] = [:]

    /// The runnable doctests by the file line of their ```` ```output ```` fence.
    private var runnableOutputs: [Int: RunnableExample] {
        Dictionary(runnable.values.compactMap { example in example.outputFenceLine.map { ($0, example) } }) { a, _ in a
        }
    }

    /// The article's `module:` names: with ``FenceInfo/compilation(articleModules:)``, what
    /// each swift block is, answered as the sample extractor answers it.
    var articleModules: [String] = []
    /// The words of the lines above code blocks, in the page's language.
    var strings = InterfaceStrings.builtIn(.russian)

    /// A block's HTML and what the reader should know about it.
    struct Rendered: Sendable, Hashable {
        var html: String
        /// A problem that leaves the page usable (a preview that could not be drawn).
        var warning: String?
    }

    /// The block's HTML, or a sentence saying what is wrong with it.
    /// - Parameters:
    ///   - folder: The article's folder, where ```` ```table ```` data files live.
    ///   - articleFiles: The files in that folder.
    func render(_ block: CodeBlock, folder: String, articleFiles: Set<String>) -> Result<Rendered, RenderProblem> {
        let fence = FenceInfo(block.info)
        switch fence.kind {
        case .preview: return preview(block)
        case .swift: return .success(swift(block, fence: fence))
        case .output, .other:
            return renderWithoutWarning(block, fence: fence, folder: folder, articleFiles: articleFiles).map {
                Rendered(html: $0)
            }
        }
    }

    private func renderWithoutWarning(
        _ block: CodeBlock, fence: FenceInfo, folder: String, articleFiles: Set<String>
    ) -> Result<String, RenderProblem> {
        switch fence.language {
        case "table":
            let fileName = block.infoArguments.first ?? ""
            return DataTableRenderer(strings: strings).render(
                fileName: fileName, folder: folder, articleFiles: articleFiles)
        case "output":
            let example = runnableOutputs[block.position.line]
            let figure = """
                <figure class="code code-output\(Self.failingOutput(example, strings: strings).className)"><figcaption>\(HTMLEscaping.escape(strings["code_output"]))</figcaption>\
                <pre \(Self.scrollableAttributes(HTMLEscaping.escape(strings["code_output_label"])))><code>\(HTMLEscaping.escape(block.code))</code></pre>\(Self.failingOutput(example, strings: strings).note)</figure>\n
                """
            guard let example else { return .success(figure) }
            return .success(figure + RunnableExampleMarkup.closing(example, runLabel: strings["run_button"]))
        default:
            let language = fence.language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(fence.language))\""
            return .success(
                "<pre \(Self.scrollableAttributes(HTMLEscaping.escape(strings["code_label"])))><code\(language)>\(HTMLEscaping.escape(block.code))</code></pre>\n"
            )
        }
    }

    /// SVG previews for ```` ```preview Name ````, one figure per variant;
    /// light and dark renderings switch with the reader's colour scheme, no
    /// JavaScript involved. A fence whose module drew nothing gets a note in the page instead.
    private func preview(_ block: CodeBlock) -> Result<Rendered, RenderProblem> {
        let words = block.info.split(whereSeparator: \.isWhitespace)
        // An unnamed fence shows the `#Preview` macros above it; the extractor checks that there are some.
        let name = words.count >= 2 && !words[1].contains("=") ? String(words[1]) : "#Preview"
        guard let figures = previews.figures[block.position.line] else {
            if let failure = previews.failures[block.position.line] {
                let note = HTMLEscaping.escape(strings.format("preview_failed", ["name": name, "reason": failure]))
                return .success(Rendered(html: "<div class=\"previews previews-missing\"><p>\(note)</p></div>\n"))
            }
            return missingPreview(name)
        }
        var html = "<div class=\"previews\">"
        for (number, figure) in figures.enumerated() {
            let live = figure.live.map {
                " data-module=\"\(HTMLEscaping.escape($0.module))\" data-fence=\"\($0.fence)\" data-variant=\"\($0.variant)\""
                    + " data-live-hint=\"\(HTMLEscaping.escape(LivePreviewHint.text($0.reactions, strings: strings)))\""
            }
            // Each picture is an image named by the figure's caption, so a screen reader says
            // «Затвор · Size That Fits …» instead of reading the drawing's texts one by one.
            let caption = previews.captionID(fenceLine: block.position.line, number: number + 1)
            let image = " role=\"img\" aria-labelledby=\"\(caption)\""
            let redrawn = figure.redrawnBy.map {
                " data-literal-module=\"\(HTMLEscaping.escape($0.module))\" data-fence=\"\($0.fence)\" data-variant=\"\($0.variant)\""
            }
            html += "<figure class=\"preview\"\(live ?? redrawn ?? "")>"
            if let dark = figure.darkSVG {
                html +=
                    "<div class=\"preview-light\"\(image)>\(figure.lightSVG)</div>"
                    + "<div class=\"preview-dark\"\(image)>\(dark)</div>"
            } else {
                html += "<div class=\"preview-fixed\"\(image)>\(figure.lightSVG)</div>"
            }
            html += "<figcaption id=\"\(caption)\">\(HTMLEscaping.escape(figure.caption))</figcaption></figure>"
        }
        return .success(Rendered(html: html + "</div>\n"))
    }

    /// The note a page shows where a preview could not be drawn, and the warning for the author.
    private func missingPreview(_ name: String) -> Result<Rendered, RenderProblem> {
        let note: String
        let warning: String?
        switch previews.missing {
        case .noModule:
            note = strings.format("preview_no_module", ["name": name])
            warning =
                "preview \(name) is not drawn: this article names no sample module; add `module: Name` to its "
                + "front matter so the module that defines \(name) draws it"
        case .moduleFailed(let module):
            note = strings.format("preview_module_failed", ["name": name, "module": module])
            warning =
                "preview \(name) is not drawn: sample module \(module) does not build for WebAssembly "
                + "(its errors are listed above)"
        case .off:
            note = strings.format("preview_without_wasm", ["name": name])
            warning = nil
        case .pending(let module):
            // `data-module` shows `diary serve`'s «сборка…» badge while the module builds.
            let note = HTMLEscaping.escape(strings.format("preview_pending", ["name": name, "module": module]))
            return .success(
                Rendered(
                    html: "<div class=\"previews previews-missing previews-pending\" "
                        + "data-module=\"\(HTMLEscaping.escape(module))\"><p>\(note)</p></div>\n"))
        }
        let html = "<div class=\"previews previews-missing\"><p>\(HTMLEscaping.escape(note))</p></div>\n"
        return .success(Rendered(html: html, warning: warning))
    }

    /// Highlighted Swift under a line that says what the block is: compiled into which module,
    /// only for Apple platforms (`swift ignore`), or compiled nowhere. A doctest compiled to
    /// WebAssembly is wrapped in its runnable figure.
    private func swift(_ block: CodeBlock, fence: FenceInfo) -> Rendered {
        // `// snippet.hide` … `// snippet.show` hide what a compiled sample needs and a reader does
        // not; an article that compiles nothing has no such lines, so its code is shown as written.
        let visible = articleModules.isEmpty ? block.code : Self.visibleLines(of: block.code)
        let compilation = fence.compilation(articleModules: articleModules)
        let status: String
        var warning: String?
        switch compilation {
        case .compiled(let module):
            let text = HTMLEscaping.escape(strings.format("code_compiled", ["module": module]))
            status = "<figcaption class=\"code-status\">\(text)</figcaption>"
        case .ignored:
            status = "<figcaption class=\"code-badge\">\(HTMLEscaping.escape(strings["code_apple_only"]))</figcaption>"
        case .noModule:
            status = "<figcaption class=\"code-status\">\(HTMLEscaping.escape(strings["code_no_module"]))</figcaption>"
        case .invalid(let message):
            status =
                "<figcaption class=\"code-badge\">\(HTMLEscaping.escape(strings["code_invalid_fence"]))</figcaption>"
            warning = "this swift block is compiled nowhere: " + message
        }
        let literals = literalSlots(of: block)
        let highlighted = SwiftHighlighter.html(visible, slots: literals.slots)
        let code = """
            <figure class="code\(compilation == .ignored ? " code-ignored" : "")"\(literals.attribute)>\(status)\
            <pre \(Self.scrollableAttributes(HTMLEscaping.escape(strings["code_swift_label"])))><code class="language-swift">\(highlighted)</code></pre></figure>\n
            """
        guard let example = runnable[block.position.line] else { return Rendered(html: code, warning: warning) }
        let opening = RunnableExampleMarkup.opening(example)
        // A `// Output:` comment keeps the expected text in this block; an ```output block closes the figure.
        let closing =
            example.outputFenceLine == nil
            ? RunnableExampleMarkup.closing(example, runLabel: strings["run_button"]) : ""
        return Rendered(html: opening + code + closing, warning: warning)
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
        // Every marker holds `snippet.`; without it no line is hidden or dropped, and splitting
        // the lines and joining them again gives back the code as it is.
        guard containsSnippetMarker(code) else { return code }
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

    /// Whether `code` holds `snippet.`, the part every marker shares, searched on UTF-8 bytes.
    private static func containsSnippetMarker(_ code: String) -> Bool {
        let needle = Array("snippet.".utf8)
        return code.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
                if bytes[start..<start + needle.count].elementsEqual(needle) { return true }
            }
            return false
        } ?? code.contains("snippet.")
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
