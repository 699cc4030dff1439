import Foundation
import Testing

@Suite("diary: usage")
struct CLIUsageTests {
    @Test("--help lists every command and exits 0", arguments: [["--help"], ["-h"], ["help"]])
    func overview(arguments: [String]) throws {
        let run = try DiaryTool.run(arguments)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        for command in ["build", "check", "new", "serve"] {
            #expect(run.stdout.contains("\n  \(command) "), "'\(command)' missing from\n\(run.stdout)")
        }
        #expect(run.stderr.isEmpty)
    }

    @Test("Without a command the overview is printed and the exit status is 64")
    func noCommand() throws {
        let run = try DiaryTool.run([])
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
    }

    @Test("build --help documents every build option")
    func buildHelp() throws {
        let run = try DiaryTool.run(["build", "--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("USAGE: diary build"))
        for option in ["--content", "--output", "--base-url", "--drafts", "--templates", "--public", "--jobs"] {
            #expect(run.stdout.contains("\n  \(option) "), "'\(option)' missing from\n\(run.stdout)")
        }
    }

    @Test("Each command has its own help", arguments: ["check", "new", "serve"])
    func commandHelp(command: String) throws {
        let run = try DiaryTool.run([command, "-h"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("USAGE: diary \(command)"))
    }

    @Test("An unknown command exits 64 and says so on stderr")
    func unknownCommand() throws {
        let run = try DiaryTool.run(["publish"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.hasPrefix("error: unknown command 'publish'\n"))
        #expect(run.stderr.contains("OVERVIEW: "))
        #expect(run.stdout.isEmpty)
    }

    @Test(
        "Bad options exit 64 with the command's usage and build nothing",
        arguments: [
            (["build", "--frobnicate"], "error: unknown option '--frobnicate'"),
            (["build", "--jobs", "0"], "error: --jobs must be a positive number"),
            (["build", "--base-url", "ftp://example.org/"], "error: --base-url must be an absolute http(s) URL"),
            (["build", "--content"], "error: --content needs a value"),
            (["build", "extra"], "error: unexpected argument 'extra'"),
            (["check", "--output", "site"], "error: unknown option '--output'"),
            (["serve", "--port", "70000"], "error: --port must be a number from 0 to 65535"),
        ])
    func badOptions(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.miniDiary, to: "Content")
        let run = try DiaryTool.run(arguments + DiaryTool.siteFiles, in: folder.url)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.hasPrefix(message), "\(run)")
        #expect(run.stderr.contains("USAGE: diary \(arguments[0])"))
        #expect(try folder.listing() == ["Content"])
    }
}
