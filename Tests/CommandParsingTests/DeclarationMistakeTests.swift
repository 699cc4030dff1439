import CommandParsing
import Testing

/// Mistakes in a command's declarations are the program's, not the user's: they stop the program
/// at once, so a test of any command finds them.
@Suite("Declaration mistakes")
struct DeclarationMistakeTests {
    @Test("A name declared twice stops the program")
    func duplicateName() async {
        await #expect(processExitsWith: .failure) {
            let flag = Flag("--quiet", help: "Say less.")
            _ = CommandConfiguration(name: "x", abstract: "X.", arguments: [flag.declaration, flag.declaration])
        }
    }

    @Test("An option must be spelled --word and may not take over --help")
    func optionNames() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandConfiguration(name: "x", abstract: "X.", arguments: [Flag("-q", help: "").declaration])
        }
        await #expect(processExitsWith: .failure) {
            _ = CommandConfiguration(name: "x", abstract: "X.", arguments: [Flag("--help", help: "").declaration])
        }
    }

    @Test("Only the last positional argument may repeat")
    func repeatingPositionalFirst() async {
        await #expect(processExitsWith: .failure) {
            let files = Argument("files", valueName: "FILE", help: "", repeating: ValueForm<String>.text)
            let target = Argument("target", valueName: "DIR", help: "", required: ValueForm<String>.text)
            _ = CommandConfiguration(name: "x", abstract: "X.", arguments: [files.declaration, target.declaration])
        }
    }

    @Test("Reading a value the command did not declare stops the program")
    func undeclaredValue() async {
        await #expect(processExitsWith: .failure) {
            _ = UndeclaredReader.parse([])
        }
    }
}

/// A command that reads an option missing from its configuration.
private struct UndeclaredReader: ParsableCommand {
    static let configuration = CommandConfiguration(name: "reader", abstract: "Reads.", arguments: [])
    static let forgotten = Flag("--forgotten", help: "Not in the configuration.")

    init(parsed values: ParsedValues) {
        _ = values[Self.forgotten]
    }
}
