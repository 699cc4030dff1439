import CommandParsing
import Testing

@Suite("Command-line errors")
struct ErrorTests {
    @Test(
        "Each mistake is its own typed error with a sentence that names the culprit",
        arguments: [
            (["--token", "t", "--frobnicate"], CommandLineError.unknownOption("--frobnicate", suggestion: nil)),
            (["--token", "t", "--trget", "x"], .unknownOption("--trget", suggestion: "--target")),
            (["--token", "t", "-target", "x"], .unknownOption("-target", suggestion: "--target")),
            (["--token", "t", "--dryrun"], .unknownOption("--dryrun", suggestion: "--dry-run")),
            (["--token", "t", "--hlep"], .unknownOption("--hlep", suggestion: "--help")),
            (["--token", "t", "--tag=a", "-v"], .unknownOption("-v", suggestion: nil)),
            (["--token", "t", "--target"], .missingValue(option: "--target")),
            (["--token", "t", "--target", "--dry-run"], .missingValue(option: "--target")),
            (["--token", "t", "--target", "--", "x"], .missingValue(option: "--target")),
            (["--target", "x"], .missingOption("--token")),
            (["--token", "t", "--target", "a", "--target=b"], .repeatedOption("--target")),
            (["--token", "t", "--dry-run", "--dry-run"], .repeatedOption("--dry-run")),
            (["--token", "t", "--dry-run=yes"], .unexpectedValue(flag: "--dry-run")),
            (
                ["--token", "t", "--retries", "0"],
                .invalidValue("--retries", value: "0", expected: "a positive number")
            ),
            (
                ["--token", "t", "--retries=many"],
                .invalidValue("--retries", value: "many", expected: "a positive number")
            ),
            (["--token="], .invalidValue("--token", value: "", expected: "a non-empty value")),
            (
                ["--token", "t", "--dry-run", "--retries", "2"],
                .validation("--retries means nothing with --dry-run; drop one")
            ),
        ])
    func publishErrors(arguments: [String], expected: CommandLineError) {
        #expect(PublishCommand.parse(arguments).error == expected)
    }

    @Test(
        "Positional arguments that are missing, left over or of the wrong form",
        arguments: [
            ([String](), CommandLineError.missingArgument("SOURCE")),
            (["--port", "1"], .missingArgument("SOURCE")),
            (["a", "b", "c"], .unexpectedArgument("c")),
            (["a", ""], .invalidValue("DESTINATION", value: "", expected: "a non-empty value")),
            (["a", "--port", "65536"], .invalidValue("--port", value: "65536", expected: "a number from 0 to 65535")),
            (["a", "--port", "-1"], .invalidValue("--port", value: "-1", expected: "a number from 0 to 65535")),
        ])
    func renameErrors(arguments: [String], expected: CommandLineError) {
        #expect(RenameCommand.parse(arguments).error == expected)
    }

    @Test(
        "Errors read as sentences",
        arguments: [
            (
                CommandLineError.unknownOption("--ouput", suggestion: "--output"),
                "unknown option '--ouput' (did you mean '--output'?)"
            ),
            (.unknownOption("--frobnicate", suggestion: nil), "unknown option '--frobnicate'"),
            (.unknownCommand("biuld", suggestion: "build"), "unknown command 'biuld' (did you mean 'build'?)"),
            (.missingValue(option: "--content"), "--content needs a value"),
            (.missingOption("--module"), "--module is required"),
            (.missingArgument("\"Title\""), "missing argument \"Title\""),
            (.unexpectedArgument("extra"), "unexpected argument 'extra'"),
            (.unexpectedValue(flag: "--drafts"), "--drafts takes no value"),
            (.repeatedOption("--content"), "--content is given more than once; give it once"),
            (.invalidValue("--jobs", value: "0", expected: "a positive number"), "--jobs must be a positive number"),
            (.validation("pass --slug"), "pass --slug"),
        ])
    func descriptions(error: CommandLineError, text: String) {
        #expect(error.description == text)
    }

    @Test("An error exits 64 on standard error: the error, a blank line, the usage and where to look")
    func errorExit() throws {
        let exit = try #require(RenameCommand.parse(["a", "b", "c"]).earlyExit)
        #expect(exit.status == 64 && exit.isError)
        #expect(
            exit.text == """
                error: unexpected argument 'c'

                USAGE: rename SOURCE [DESTINATION] [--port PORT]

                See 'rename --help' for what each option does.
                """)
    }
}
