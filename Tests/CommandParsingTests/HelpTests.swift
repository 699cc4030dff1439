import CommandParsing
import Testing

@Suite("Help generated from the declarations")
struct HelpTests {
    @Test("OVERVIEW, a wrapped USAGE line, ARGUMENTS and OPTIONS in aligned, wrapped columns")
    func fullHelp() {
        #expect(
            PublishCommand.helpText() == """
                OVERVIEW: Publish files.

                USAGE: publish --token TOKEN [--target DIR] [--retries N] [--tag TAG ...]
                               [--dry-run] [FILE ...]

                ARGUMENTS:
                  FILE           Files to publish.

                OPTIONS:
                  --token TOKEN  The key to publish with.
                  --target DIR   Where the files go. (default: _site)
                  --retries N    Attempts before giving up. (default: 3)
                  --tag TAG      A label for the upload.
                  --dry-run      Say what would be published, and publish nothing: no file is
                                 uploaded and no tag is set.
                  -h, --help     Show this help.
                """)
    }

    @Test("The discussion's paragraphs follow the overview; the path names the command as called")
    func discussionAndPath() {
        #expect(
            RenameCommand.helpText(path: "tool rename") == """
                OVERVIEW: Rename a file.

                Without a destination the file keeps its name.

                Nothing is ever overwritten.

                USAGE: tool rename SOURCE [DESTINATION] [--port PORT]

                ARGUMENTS:
                  SOURCE       The file to rename.
                  DESTINATION  Its new name.

                OPTIONS:
                  --port PORT  A port. (default: 8000)
                  -h, --help   Show this help.
                """)
    }

    @Test("No line of any help is wider than 80 characters")
    func width() {
        for text in [PublishCommand.helpText(), RenameCommand.helpText(), tool.overview] {
            for line in text.split(separator: "\n") {
                #expect(line.count <= 80, "too wide: \(line)")
            }
        }
    }

    @Test("A group's overview lists its commands with their abstracts")
    func overview() {
        #expect(
            tool.overview == """
                OVERVIEW: Do things with files.

                USAGE: tool <command> [options]

                COMMANDS:
                  publish  Publish files.
                  rename   Rename a file.

                See 'tool help <command>' for a command's options.
                """)
    }

    @Test("Value forms say what they expect the way an error sentence needs it")
    func expectedForms() {
        #expect(ValueForm<Int>.number(in: 1...Int.max).expected == "a positive number")
        #expect(ValueForm<Int>.number(in: 0...Int.max).expected == "a number of at least 0")
        #expect(ValueForm<UInt16>.number.expected == "a number from 0 to 65535")
        #expect(ValueForm<Int8>.number(in: -3...3).expected == "a number from -3 to 3")
    }
}
