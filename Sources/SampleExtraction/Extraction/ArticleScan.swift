import DiaryContent

/// One pass over one article's blocks on behalf of one module.
struct ArticleScan {
    let article: ArticleCode
    let module: String
    var snippets: [CompiledSnippet] = []
    var examples: [Example] = []
    var previews: [PreviewFence] = []
    /// The first fence line of every preview name in the article, whichever module it belongs to.
    private var previewLines: [String: Int] = [:]
    /// The providers of the `#Preview` macros since the last preview fence, which an unnamed fence shows.
    private var pendingMacros: [String] = []
    var diagnostics: [Diagnostic] = []

    init(article: ArticleCode, module: String) {
        self.article = article
        self.module = module
    }

    mutating func run() {
        var index = article.blocks.startIndex
        while index < article.blocks.endIndex {
            let block = article.blocks[index]
            let info = FenceInfo(block.info)
            let output = pairedOutput(after: index, info: info)
            if output != nil { index += 1 }
            index += 1
            guard block.isClosed else {
                error(
                    "unterminated code fence: the block swallows the rest of the article; add a closing ``` line",
                    at: block.fenceLine)
                continue
            }
            switch info.kind {
            case .other: continue
            case .output:
                error(
                    "an output block must directly follow the swift block whose printed text it shows",
                    at: block.fenceLine)
            case .swift:
                guard let owner = owningModule(of: block, info: info), owner == module, !info.isIgnored else {
                    continue
                }
                take(block, output: output)
            case .preview:
                if let fence = previewFence(block, info: info) { previews.append(fence) }
            }
        }
    }

    /// The closed output block right after the swift block at `index` (only blank lines between).
    private func pairedOutput(after index: Int, info: FenceInfo) -> ArticleBlock? {
        let block = article.blocks[index]
        guard info.kind == .swift, block.isClosed, index + 1 < article.blocks.endIndex else { return nil }
        let next = article.blocks[index + 1]
        guard FenceInfo(next.info).kind == .output, next.isClosed,
            article.onlyBlankLines(between: block.lastLine, and: next.fenceLine)
        else { return nil }
        return next
    }

    /// The module a swift block compiles into (or a preview fence registers in), or `nil` after
    /// reporting why it has none: each unknown word, and a module the fence cannot be placed in.
    private mutating func owningModule(of block: ArticleBlock, info: FenceInfo) -> String? {
        for word in info.unknownWords { error(info.unknownWordMessage(word), at: block.fenceLine) }
        var placed = info
        placed.unknownWords = []
        switch placed.compilation(articleModules: article.modules) {
        case .compiled(let module): return info.unknownWords.isEmpty ? module : nil
        case .invalid(let message): error(message, at: block.fenceLine)
        case .ignored, .noModule: break
        }
        return nil
    }

    /// The registry entry of a preview fence of this module, or `nil` after reporting what is wrong
    /// with the fence (every fence is checked, whichever module it belongs to).
    private mutating func previewFence(_ block: ArticleBlock, info: FenceInfo) -> PreviewFence? {
        var isValid = true
        if let name = info.previewName, !FenceInfo.isSwiftIdentifier(name) {
            error(
                "'\(name)' is not a Swift type name; a preview fence names the PreviewProvider type "
                    + "whose previews it shows", at: block.fenceLine)
            isValid = false
        } else if info.previewName == nil, pendingMacros.isEmpty {
            error(
                "a preview fence needs the name of a PreviewProvider type (```preview ShutterButtonPreviews), "
                    + "or #Preview macros above it", at: block.fenceLine)
            isValid = false
        }
        if let name = info.previewName, let first = previewLines[name] {
            error(SampleExtractor.repeatedPreviewMessage(name, shownAt: article.path, line: first), at: block.fenceLine)
            isValid = false
        } else if let name = info.previewName {
            previewLines[name] = block.fenceLine
        }
        for device in info.devices {
            if let problem = PreviewDeviceNames.problem(with: device) {
                error(problem, at: block.fenceLine)
                isValid = false
            }
        }
        if !info.devices.isEmpty, pendingMacros.isEmpty {
            error(
                "device= draws the #Preview macros above the fence, and there are none; a PreviewProvider "
                    + "names its device in code with .previewDevice(\"iPhone 14\")", at: block.fenceLine)
            isValid = false
        }
        if !block.code.allSatisfy(\.isWhitespace) {
            error(
                "a preview fence stays empty: the site draws the previews of the type it names; "
                    + "move this code into a ```swift block", at: block.contentLine)
            isValid = false
        }
        guard let owner = owningModule(of: block, info: info), isValid, owner == module else { return nil }
        guard let name = info.previewName else {
            return macroFence(block, name: "PreviewFence_L\(block.fenceLine)", devices: info.devices)
        }
        guard pendingMacros.isEmpty else { return macroFence(block, name: name, devices: info.devices) }
        return PreviewFence(articlePath: article.path, line: block.fenceLine, name: name)
    }

    /// The fence that shows the `#Preview` macros written since the last fence: a provider named
    /// `name` whose variants are theirs, declared at the fence's line. A named fence gives the macros
    /// a name the module's tests can use; the page shows the same figure either way. With `devices`,
    /// each macro is drawn on each device in turn, as a reader switching the canvas's device sees it.
    private mutating func macroFence(_ block: ArticleBlock, name: String, devices: [String]) -> PreviewFence {
        let variants =
            devices.isEmpty
            ? pendingMacros.map { "        \($0).previews\n" }.joined()
            : devices.flatMap { device in
                pendingMacros.map { "        \($0).previews.previewDevice(\"\(device)\")\n" }
            }.joined()
        let code =
            "struct \(name): PreviewProvider {\n    static var previews: some View {\n\(variants)    }\n}\n"
        snippets.append(CompiledSnippet(articlePath: article.path, line: block.fenceLine, code: code))
        pendingMacros = []
        return PreviewFence(articlePath: article.path, line: block.fenceLine, name: name)
    }

    /// Files `block` as a compiled snippet or, with expected output, as an example.
    private mutating func take(_ block: ArticleBlock, output: ArticleBlock?) {
        if let output {
            examples.append(example(block, code: block.code, expected: output.code, at: output.contentLine))
        } else if let comment = OutputComment(code: block.code) {
            examples.append(
                example(
                    block, code: comment.statements, expected: comment.expected,
                    at: block.contentLine + comment.markerIndex))
        } else {
            let macros = PreviewMacros(code: block.code, firstLine: block.contentLine)
            pendingMacros += macros.providers
            snippets.append(CompiledSnippet(articlePath: article.path, line: block.contentLine, code: macros.code))
        }
    }

    private func example(_ block: ArticleBlock, code: String, expected: String, at line: Int) -> Example {
        Example(
            articlePath: article.path, articleName: article.displayName, line: block.fenceLine,
            codeLine: block.contentLine, code: code, expected: expected, expectedLine: line)
    }

    private mutating func error(_ message: String, at line: Int) {
        diagnostics.append(.error(message, file: article.path, line: line))
    }
}
