import DiaryTestSupport
import Foundation
import TestSupport
import Testing

@Suite("diary: usage", .tags(.builtTool))
struct CLIUsageTests {
    @Test("--help lists every command and exits 0", arguments: [["--help"], ["-h"], ["help"]])
    func overview(arguments: [String]) throws {
        let run = try DiaryTool.run(arguments)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        for command in ["build", "check", "list", "new", "serve"] {
            #expect(run.stdout.contains("\n  \(command) "), "'\(command)' missing from\n\(run.stdout)")
        }
        #expect(run.stderr.isEmpty)
    }

    @Test("diary allocates with jemalloc (its statistics print when asked for at exit)")
    func allocator() throws {
        // `MALLOC_CONF` is read only by jemalloc; glibc's malloc ignores it and prints nothing.
        let run = try ProcessRun.run(
            named: "env", ["MALLOC_CONF=stats_print:true", DiaryTool.executable().path, "--help"],
            timeout: DiaryTool.timeout)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains("Begin jemalloc statistics"), "no jemalloc statistics in\n\(run.stderr.prefix(400))")
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
        #expect(run.stdout.hasPrefix("OVERVIEW: Build the site"))
        #expect(run.stdout.contains("\n\nUSAGE: diary build [--content PATH]"))
        let options = [
            "--content", "--output", "--base-url", "--drafts", "--strict", "--templates", "--public", "--jobs",
            "--no-wasm", "--wasm-cache",
        ]
        for option in options {
            #expect(run.stdout.contains("\n  \(option) "), "'\(option)' missing from\n\(run.stdout)")
        }
    }

    @Test("Each command has its own help", arguments: ["check", "list", "new", "serve"])
    func commandHelp(command: String) throws {
        let run = try DiaryTool.run([command, "-h"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("\n\nUSAGE: diary \(command)"))
        #expect(try DiaryTool.run(["help", command]).stdout == run.stdout)
    }

    @Test(
        "Every help text is exactly its snapshot",
        arguments: [
            (["--help"], "diary"), (["build", "--help"], "diary-build"), (["check", "--help"], "diary-check"),
            (["list", "--help"], "diary-list"), (["new", "--help"], "diary-new"), (["serve", "--help"], "diary-serve"),
        ])
    func helpSnapshot(arguments: [String], name: String) throws {
        let run = try DiaryTool.run(arguments)
        #expect(run.status == 0, "\(run)")
        try Golden.expect(Data(run.stdout.utf8), matches: "Help/\(name).txt")
    }

    @Test("A mistyped option or command gets a suggestion")
    func suggestions() throws {
        let option = try DiaryTool.run(["build", "--ouptut", "site"])
        #expect(option.status == 64, "\(option)")
        #expect(option.stderr.hasPrefix("error: unknown option '--ouptut' (did you mean '--output'?)\n\n"))
        let command = try DiaryTool.run(["biuld"])
        #expect(command.status == 64, "\(command)")
        #expect(command.stderr.hasPrefix("error: unknown command 'biuld' (did you mean 'build'?)\n\nOVERVIEW: "))
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
            (["build", "--output=a", "--output", "b"], "error: --output is given more than once; give it once"),
            (["build", "--drafts=yes"], "error: --drafts takes no value"),
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

    @Test(
        "new refuses a title, slug or date it cannot use, exits 64 and creates nothing",
        arguments: [
            (["new"], "error: missing argument \"Title\""),
            (["new", "Кнопки", "и", "жесты"], "error: unexpected argument 'и'"),
            (["new", "   "], "error: give the title as one argument: diary new \"Заголовок статьи\""),
            (["new", "Кнопки", "--date", "2023-02-30"], "error: --date must be YYYY-MM-DD"),
            (["new", "Tags", "--slug", "tags"], "error: the URL /tags/ belongs to"),
            (["new", "!!!"], "error: cannot make a URL slug from '!!!'; pass --slug"),
        ])
    func badNew(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let run = try DiaryTool.run(arguments, in: folder.url)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.hasPrefix(message), "\(run)")
        #expect(run.stderr.contains("\n\nUSAGE: diary new \"Title\" [--content PATH]"), "\(run)")
        #expect(try folder.listing().isEmpty)
    }
}
