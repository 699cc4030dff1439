import CommandParsing
import DevServer
import DiaryContent
import DiaryKit
import Foundation

/// `diary serve`: builds the site, serves it on 127.0.0.1, and rebuilds and reloads open pages
/// when a file of the content, templates or public folder changes.
struct ServeCommand: DiaryCommand {
    static let port = Option(
        "--port", valueName: "PORT", help: "Port to listen on; 0 picks a free one.", default: 8000,
        as: ValueForm<UInt16>.number)
    static let noWatch = Flag(
        "--no-watch", help: "Build once and serve; do not rebuild on changes or reload open pages.")
    static let poll = Flag(
        "--poll",
        help: "Compare the folders every 200 ms instead of using inotify (for network mounts).")

    static let configuration = CommandConfiguration(
        name: "serve", abstract: "Build the site, serve it on 127.0.0.1, rebuild and reload on changes.",
        discussion: """
            Builds like 'diary build' (same options), then serves the output folder \
            at http://127.0.0.1:PORT/ until interrupted. Only this machine can \
            connect, and only by the names 127.0.0.1:PORT and localhost:PORT (any \
            other Host gets 421); only files inside the output folder are served. Every change \
            to the content, templates or public folder rebuilds the site and reloads \
            the pages open in a browser; a failed build keeps the last good site and \
            shows its errors over the page.
            """,
        arguments: [port.declaration, noWatch.declaration, poll.declaration]
            + SiteOptions.declarations(withOutput: true))

    var options: BuildOptions
    var port: UInt16
    var watches: Bool
    var polls: Bool

    init(parsed values: ParsedValues) {
        port = values[Self.port]
        watches = !values[Self.noWatch]
        polls = values[Self.poll]
        options = SiteOptions.buildOptions(from: values, withOutput: true)
    }

    func run(in environment: CommandEnvironment) async throws(DiaryError) {
        var options = options
        let output = options.outputDirectory ?? "_site"
        options.outputDirectory = output
        options.sampleProgress = environment.printError
        options.compilesSamplesFast = true
        let (socket, boundPort) = try bind(output)
        if options.baseURL == nil { options.baseURL = SiteURL("http://127.0.0.1:\(boundPort)/") }
        let changes =
            watches
            ? ChangeWaiter(
                folders: [options.contentDirectory, options.templatesDirectory, options.publicDirectory],
                method: polls ? .polling : nil)
            : nil
        // Pages first: modules not in the wasm cache build behind the served site, and each
        // rebuilds it when ready (issue 31, item 6); `--no-watch` builds them before serving.
        let shown = ShownBuilds()
        if let changes {
            options.sampleQueue = SampleQueue(
                concurrency: options.concurrency,
                print: { line in
                    environment.printError(line)
                    shown.tell(line)
                }, ready: { changes.requestRebuild() })
        }
        let modules = try environment.syncSampleModules(options)
        let report = try await SiteBuilder(options: options).run()
        environment.printWarnings(modules + report.warnings)
        for note in report.noWasmNotes { environment.print(note) }
        environment.print("Built \(report.articleCount) articles into \(output)")
        let path = options.baseURL?.basePath ?? "/"
        let live = watches ? LiveReload(compilingLabel: report.compilingLabel) : nil
        if let live { shown.live = live }
        live?.show(warnings: OverlayText.make(report.warnings))
        let server = DevServer(root: output, port: boundPort, live: live)
        environment.print("Serving \(output) at http://127.0.0.1:\(boundPort)\(path) (press Ctrl-C to stop)")
        guard let live else { server.serve(socket: socket) }
        Thread.detachNewThread { server.serve(socket: socket) }
        guard let changes else { return }
        environment.print("Watching the content, templates and public folders (\(changes.method))")
        var rebuilding = options
        rebuilding.sampleProgress = { line in
            environment.printError(line)
            Self.tell(live, line)
        }
        await changes.rebuildOnChange(live: live) { await rebuild(rebuilding, environment: environment) }
    }

    /// Tells the open pages which sample module starts or stops compiling, read from the samples
    /// stage's progress line (`compiling sample module X …`, `compiled sample module X in …`,
    /// `failed to compile sample module X in …`), so each shows its «сборка…» badge meanwhile.
    static func tell(_ live: LiveReload, _ line: String) {
        for (prefix, started) in [
            ("compiling sample module ", true), ("compiled sample module ", false),
            ("failed to compile sample module ", false),
        ] where line.hasPrefix(prefix) {
            let module = line.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !module.isEmpty { live.compiling(String(module), started: started) }
        }
    }

    /// Binds the server's socket, or says why it cannot listen.
    private func bind(_ output: String) throws(DiaryError) -> (socket: Int32, port: UInt16) {
        do {
            return try DevServer(root: output, port: port).bind()
        } catch {
            throw DiaryError(file: "serve", error.message)
        }
    }

    /// Builds again; a success reloads the open pages, a failure shows its diagnostics over them.
    private func rebuild(_ options: BuildOptions, environment: CommandEnvironment) async -> RebuildOutcome {
        let started = ContinuousClock.now
        do {
            let modules = try environment.syncSampleModules(options)
            let report = try await SiteBuilder(options: options).run()
            environment.printWarnings(modules + report.warnings)
            let elapsed = ContinuousClock.now - started
            environment.print(
                "Rebuilt \(report.articleCount) articles in \(elapsed.formatted(.units(allowed: [.milliseconds])))")
            return OverlayText.make(report.warnings).map { .warned(problems: $0) } ?? .built
        } catch {
            let diagnostics = Diagnostic.unique(error.diagnostics)
            diagnostics.forEach { environment.printError($0.description) }
            environment.printError("the build failed; the last good site is still served")
            return .failed(problems: OverlayText.make(diagnostics) ?? "")
        }
    }
}
