/// `diary serve`: builds the site, then serves it on 127.0.0.1.
struct ServeCommand: DiaryCommand {
    static let name = "serve"
    static let abstract = "Build the site, then serve it locally on 127.0.0.1."
    static let usage = """
        USAGE: diary serve [--port 8000] [build options]

        Builds like 'diary build' (same options), then serves the output folder
        at http://127.0.0.1:PORT/ until interrupted. Only this machine can
        connect; only files inside the output folder are served.
        """

    var options: BuildOptions
    var port: UInt16
    var environment: CommandEnvironment

    init(arguments: inout ArgumentList, environment: CommandEnvironment) throws(UsageError) {
        let portText = try arguments.option("--port") ?? "8000"
        guard let port = UInt16(portText) else { throw UsageError("--port must be a number from 0 to 65535") }
        self.port = port
        options = try BuildCommand.parseOptions(&arguments, environment: environment, output: true)
        self.environment = environment
        if let extra = try arguments.positionals().first { throw UsageError("unexpected argument '\(extra)'") }
    }

    func run() async throws(DiaryError) {
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
