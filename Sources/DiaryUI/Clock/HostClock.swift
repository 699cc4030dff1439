/// The time of the live-preview event being handled, so that `Date.now` in an action reads the host's
/// clock (`nil` outside events: static previews).
enum HostClock {
    #if hasFeature(Embedded)
        // Embedded WebAssembly runs one thread, so one variable is enough.
        nonisolated(unsafe) static var current: Int?

        /// Runs `body` with the host's time `milliseconds` current.
        static func withTime<Result>(_ milliseconds: Int, _ body: () -> Result) -> Result {
            let saved = current
            current = milliseconds
            defer { current = saved }
            return body()
        }
    #else
        @TaskLocal static var current: Int?

        /// Runs `body` with the host's time `milliseconds` current.
        static func withTime<Result>(_ milliseconds: Int, _ body: () -> Result) -> Result {
            $current.withValue(milliseconds) { body() }
        }
    #endif
}
