import WasmWireFormat

/// Where the glue's text goes: standard output (what the page or the generator reads after
/// `diary_flush`) or the preview record channel.
///
/// In a module's WebAssembly, standard output is the runtime's buffered `putchar` (through
/// `Swift.print`) and the record channel is the runtime's `diary_preview_record`, which writes to
/// descriptor 2 at once (``WireFormat``). On the host, where the glue is built only to be tested,
/// a test collects both through ``capture``; without one, standard output is printed and records
/// are dropped.
enum GlueOutput {
    /// One of the two channels.
    enum Channel {
        /// Descriptor 1: what `print` writes, buffered by the runtime.
        case standardOutput
        /// Descriptor 2: preview records, unbuffered.
        case previewRecords
    }

    /// Writes `text` to `channel`.
    static func write(_ text: String, to channel: Channel) {
        #if hasFeature(Embedded)
            switch channel {
            case .standardOutput: Swift.print(text, terminator: "")
            case .previewRecords:
                var text = text
                text.withUTF8 { _diaryPreviewRecord($0.baseAddress, $0.count) }
            }
        #else
            if let capture = Capture.current {
                capture.append(text, to: channel)
            } else if channel == .standardOutput {
                Swift.print(text, terminator: "")
            }
        #endif
    }

    #if !hasFeature(Embedded)
        /// What the glue wrote while a host test ran it (``Capture/collect(_:)``).
        final class Capture: @unchecked Sendable {
            /// Standard output's text.
            private(set) var standardOutput = ""
            /// The record channel's text.
            private(set) var previewRecords = ""

            @TaskLocal static var current: Capture?

            func append(_ text: String, to channel: Channel) {
                switch channel {
                case .standardOutput: standardOutput += text
                case .previewRecords: previewRecords += text
                }
            }

            /// Runs `body` and returns what it wrote to each channel.
            static func collect(_ body: () -> Void) -> (standardOutput: String, previewRecords: String) {
                let capture = Capture()
                $current.withValue(capture) { body() }
                return (capture.standardOutput, capture.previewRecords)
            }
        }
    #endif
}

#if hasFeature(Embedded)
    /// The runtime's record channel (``WireFormat/Runtime/previewRecordFunction``).
    @_extern(c, "diary_preview_record")
    private func _diaryPreviewRecord(_ bytes: UnsafePointer<UInt8>?, _ count: Int)
#endif
