import CommandParsing
import Testing

@Suite("Parsing a command line into a typed command")
struct ParsingTests {
    @Test("Options take the next word or the text after '=', flags none, positionals the rest")
    func everyKind() throws {
        let command = try #require(
            PublishCommand.parse([
                "a.txt", "--token", "secret", "--target=out", "--tag", "x", "b.txt", "--tag=y", "--dry-run",
            ]).command)
        #expect(command.token == "secret")
        #expect(command.target == "out")
        #expect(command.retries == nil)
        #expect(command.tags == ["x", "y"])
        #expect(command.dryRun)
        #expect(command.files == ["a.txt", "b.txt"])
    }

    @Test("Left-out options get their defaults; a typed option its value")
    func defaults() throws {
        let command = try #require(PublishCommand.parse(["--token", "t", "--retries", "7"]).command)
        #expect(command.target == "_site")
        #expect(command.retries == 7)
        #expect(command.tags.isEmpty && command.files.isEmpty && !command.dryRun)
    }

    @Test("'--' ends the options: what follows is positional even when it starts with a dash")
    func endOfOptions() throws {
        let command = try #require(PublishCommand.parse(["--token", "t", "--", "--dry-run", "-x", "--"]).command)
        #expect(command.files == ["--dry-run", "-x", "--"])
        #expect(!command.dryRun)
    }

    @Test("A value may start with one dash, contain '=' or be empty when written with '='")
    func unusualValues() throws {
        let dash = try #require(PublishCommand.parse(["--token", "-k", "--target", "-"]).command)
        #expect(dash.token == "-k" && dash.target == "-")
        let equals = try #require(PublishCommand.parse(["--token=a=b", "--target="]).command)
        #expect(equals.token == "a=b" && equals.target == "")
    }

    @Test("A lone '-' is a positional argument")
    func loneDash() throws {
        #expect(PublishCommand.parse(["--token", "t", "-"]).command?.files == ["-"])
    }

    @Test("Single positional arguments are filled in order; an optional one may be left out")
    func singlePositionals() throws {
        let both = try #require(RenameCommand.parse(["a", "--port", "0", "b"]).command)
        #expect(both.source == "a" && both.destination == "b" && both.port == 0)
        let one = try #require(RenameCommand.parse(["a"]).command)
        #expect(one.destination == nil && one.port == 8000)
    }

    @Test(
        "--help or -h anywhere before '--' is a clean exit with the help",
        arguments: [
            ["--help"], ["-h"], ["--token", "t", "--frobnicate", "-h"], ["--retries", "zero", "--help"],
        ])
    func help(arguments: [String]) throws {
        let exit = try #require(PublishCommand.parse(arguments).earlyExit)
        #expect(exit.reason == .help && exit.status == 0 && !exit.isError)
        #expect(exit.text == PublishCommand.helpText())
    }

    @Test("--help after '--' is a positional argument")
    func helpAfterEndOfOptions() {
        #expect(PublishCommand.parse(["--token", "t", "--", "--help"]).command?.files == ["--help"])
    }
}
