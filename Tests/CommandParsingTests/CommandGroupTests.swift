import CommandParsing
import Testing

@Suite("Command groups")
struct CommandGroupTests {
    @Test("The first word picks the command; the rest are its arguments")
    func dispatch() throws {
        let command = try #require(tool.parse(["rename", "a", "b"]).command)
        guard case .rename(let rename) = command else {
            Issue.record("parsed as \(command)")
            return
        }
        #expect(rename.source == "a" && rename.destination == "b")
        let publish = try #require(tool.parse(["publish", "--token", "t"]).command)
        #expect(publish == .publish(try #require(PublishCommand.parse(["--token", "t"]).command)))
    }

    @Test("--help, -h and help print the overview and exit 0", arguments: [["--help"], ["-h"], ["help"]])
    func overview(arguments: [String]) throws {
        let exit = try #require(tool.parse(arguments).earlyExit)
        #expect(exit == EarlyExit(reason: .help, text: tool.overview))
        #expect(exit.status == 0 && !exit.isError)
    }

    @Test("No command prints the overview on standard output and exits 64")
    func missingCommand() throws {
        let exit = try #require(tool.parse([]).earlyExit)
        #expect(exit.reason == .missingCommand && exit.text == tool.overview)
        #expect(exit.status == 64 && !exit.isError)
    }

    @Test("'help rename' and 'rename --help' print the command's help under its full name")
    func commandHelp() throws {
        let viaHelp = try #require(tool.parse(["help", "rename"]).earlyExit)
        let viaFlag = try #require(tool.parse(["rename", "x", "--help"]).earlyExit)
        #expect(viaHelp == viaFlag)
        #expect(viaHelp.reason == .help)
        #expect(viaHelp.text == RenameCommand.helpText(path: "tool rename"))
        #expect(viaHelp.text.contains("\nUSAGE: tool rename SOURCE"))
    }

    @Test("An unknown command is an error with a suggestion when close, followed by the overview")
    func unknownCommand() throws {
        let close = try #require(tool.parse(["pubish", "--token", "t"]).earlyExit)
        #expect(close.reason == .error(.unknownCommand("pubish", suggestion: "publish")))
        #expect(close.text == "error: unknown command 'pubish' (did you mean 'publish'?)\n\n" + tool.overview)
        #expect(close.status == 64 && close.isError)
        #expect(tool.parse(["deploy"]).error == .unknownCommand("deploy", suggestion: nil))
        #expect(tool.parse(["help", "renam"]).error == .unknownCommand("renam", suggestion: "rename"))
    }

    @Test("A subcommand's error shows that command's usage under the group's name")
    func subcommandError() throws {
        let exit = try #require(tool.parse(["rename"]).earlyExit)
        #expect(
            exit.text
                == "error: missing argument SOURCE\n\nUSAGE: tool rename SOURCE [DESTINATION] [--port PORT]\n\n"
                + "See 'tool rename --help' for what each option does.")
    }
}
