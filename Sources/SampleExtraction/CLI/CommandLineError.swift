/// Why the command line could not be used as given.
public enum CommandLineError: Error, Sendable, Hashable {
    /// `--help` was asked for: print the usage and exit cleanly.
    case help
    /// The arguments do not fit; the message says which one.
    case invalid(String)
}
