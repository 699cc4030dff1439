import CommandParsing

/// `diary serve`: builds the site, then serves it on 127.0.0.1.
struct ServeCommand: DiaryCommand {
    static let port = Option(
        "--port", valueName: "PORT", help: "Port to listen on; 0 picks a free one.", default: 8000,
        as: ValueForm<UInt16>.number)

    static let configuration = CommandConfiguration(
        name: "serve", abstract: "Build the site, then serve it locally on 127.0.0.1.",
        discussion: """
            Builds like 'diary build' (same options), then serves the output folder \
            at http://127.0.0.1:PORT/ until interrupted. Only this machine can \
            connect; only files inside the output folder are served.
            """,
        arguments: [port.declaration] + SiteOptions.declarations(withOutput: true))

    var options: BuildOptions
    var port: UInt16

    init(parsed values: ParsedValues) {
        port = values[Self.port]
        options = SiteOptions.buildOptions(from: values, withOutput: true)
    }

    func run(in environment: CommandEnvironment) async throws(DiaryError) {
        var options = options
        let output = options.outputDirectory ?? "_site"
        options.outputDirectory = output
        let server = DevServer(root: output, port: port)
        let (socket, boundPort) = try server.bind()
        if options.baseURL == nil { options.baseURL = SiteURL("http://127.0.0.1:\(boundPort)/") }
        let report = try await SiteBuilder(options: options).run()
        environment.printWarnings(report.warnings)
        environment.print("Built \(report.articleCount) articles into \(output)")
        let path = options.baseURL?.basePath ?? "/"
        environment.print("Serving \(output) at http://127.0.0.1:\(boundPort)\(path) (press Ctrl-C to stop)")
        DevServer(root: output, port: boundPort).serve(socket: socket)
    }
}
