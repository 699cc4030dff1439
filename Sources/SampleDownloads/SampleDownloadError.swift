/// Why a download could not be made, as a sentence naming the module, file or step.
public struct SampleDownloadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong and, where possible, what to do.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
