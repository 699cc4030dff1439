/// The one definition of how the page's JavaScript, the generator and a module's WebAssembly
/// talk: the names of the imports, exports and C functions, and the byte formats that cross
/// between them.
///
/// The glue compiled into every sample module (`SampleWasmGlue`), the generator that writes the
/// per-module registry and reads the records (`SampleWasm`), and the stemmer's entry points use
/// these names; the scripts under `Public/js/` spell them as string literals, and
/// `WireFormatTests` checks that every name they spell is one of these. `@_cdecl` needs a
/// literal, so the glue's attributes spell them too; the same tests check those.
public enum WireFormat {
    /// The one function a module imports from its host.
    ///
    /// WASI's output call, `fd_write(descriptor, buffers, count, written) -> errno`: `buffers`
    /// points to `count` pairs of little-endian `u32` (address, length); the host copies those
    /// bytes and stores their total at `written`. Descriptor 1 is standard output (what `print`
    /// writes, buffered by the runtime); descriptor 2 is the preview record channel
    /// (``previewRecordFunction``, unbuffered). `wasmkit run` provides it natively; the pages'
    /// loader (`Public/js/wasm.js`) implements it.
    public enum Import {
        /// The import's module.
        public static let module = "wasi_snapshot_preview1"
        /// The import's name.
        public static let name = "fd_write"
    }

    /// Descriptor 1: standard output.
    public static let standardOutput: Int32 = 1
    /// Descriptor 2: preview records.
    public static let previewRecords: Int32 = 2

    /// Exports of the runtime (`diary_runtime.c`), in every module.
    public enum Runtime {
        /// `diary_flush()`: hands what `print` buffered to `fd_write` on descriptor 1; the host
        /// calls it after each entry point and reads what arrived.
        public static let flush = "diary_flush"
        /// `_start()`: the WASI command entry point `wasmkit run` calls; it calls
        /// ``Previews/draw`` when the module has previews, then ``flush``.
        public static let command = "_start"
        /// The C function the glue writes preview records with: `diary_preview_record(bytes,
        /// count)` (descriptor 2, unbuffered). Not exported.
        public static let previewRecordFunction = "diary_preview_record"
    }

    /// A doctest's exports: `doctest_<n>()` prints what the article's output block shows;
    /// `doctest_<n>_inputs(i32…)` runs it with the reader's values in place of its input
    /// literals, in order. Both print to standard output.
    public enum Doctests {
        /// The export of the doctest numbered `number` (from 1, in the module's example order).
        public static func export(_ number: Int) -> String { "doctest_\(number)" }
        /// The export that takes the inputs of the doctest exported as `export`.
        public static func inputsExport(of export: String) -> String { export + "_inputs" }
    }

    /// The preview records a module writes on descriptor 2 when `_start` draws its previews.
    ///
    /// Each field is its UTF-8 byte count in decimal, a colon, and the bytes (SVG holds every
    /// character a separator could use). A `begin` record is the fields ``begin`` and the
    /// fence's number; a fence record is ``fence``, the article path, the line and the variant
    /// count, then per variant: name, caption, light SVG, dark SVG, ``light``, ``dark`` or nothing
    /// for a fixed colour scheme, and what the variant answers to when it runs live: a count of
    /// reactions (none: it stays a picture), then per reaction its kind (``Reaction``) and its
    /// subject (the label of what to tap or drag, or nothing).
    public enum Previews {
        /// The C function `_start` calls to draw every fence: `diary_draw_previews()`.
        public static let draw = "diary_draw_previews"
        /// The first field of the record written before a fence is drawn.
        public static let begin = "begin"
        /// The first field of a drawn fence's record.
        public static let fence = "fence"
        /// A variant fixed to the light scheme.
        public static let light = "light"
        /// A variant fixed to the dark scheme.
        public static let dark = "dark"
        /// The kinds of reaction a variant's record lists (DiaryUI's `LiveReactions.Kind`).
        public enum Reaction {
            /// A tap on a control changes the picture.
            public static let tap = "tap"
            /// A drag changes it.
            public static let drag = "drag"
            /// Time changes it.
            public static let time = "time"
            /// Every kind.
            public static let all = [tap, drag, time]
            /// The most reactions one variant may list.
            public static let maximumCount = 16
        }
        /// The separator between a field's byte count and its bytes.
        public static let fieldSeparator: UInt8 = 0x3A  // ":"
        /// The prefix of every SVG id the previews of the fence at `line` use: `p<line>-`.
        public static func idPrefix(line: Int) -> String { "p\(line)-" }
    }

    /// The live previews' exports. `fence` is the fence's number in the module's order (from 0),
    /// `variant` the variant's; each prints its answer to standard output, read after
    /// ``Runtime/flush``. Sessions are made on first use and live as long as the instance.
    public enum LivePreviews {
        /// `diary_live_svg(fence, variant, dark)`: the current frame as SVG.
        public static let svg = "diary_live_svg"
        /// `diary_live_pointer(fence, variant, phase, x, y)`: a pointer event at canvas
        /// coordinates (``PointerPhase``).
        public static let pointer = "diary_live_pointer"
        /// `diary_live_advance(fence, variant, milliseconds)`: the page's clock.
        public static let advance = "diary_live_advance"
        /// `diary_live_activate(fence, variant, control)`: Enter, Space or a tap on a control.
        public static let activate = "diary_live_activate"
        /// `diary_live_state(fence, variant)`: fields as in ``Previews``: the announcement (or
        /// nothing), the control count, then per control its label and x, y, width and height in
        /// hundredths of a point, then `1` while an animation runs (the page then advances the clock
        /// every frame) or `0`.
        public static let state = "diary_live_state"
        /// `diary_live_motion(fence, variant, reduced)`: `reduced` 1 when the reader asked for less
        /// motion (`prefers-reduced-motion`): animations cross-fade instead of moving.
        public static let motion = "diary_live_motion"
        /// `diary_live_rehearse(fence, variant, dark)`: runs and draws a throwaway session, so
        /// the browser has compiled the code before the reader's first event.
        public static let rehearse = "diary_live_rehearse"
        /// Every live export, for the link step.
        public static let all = [svg, pointer, advance, activate, state, rehearse, motion]

        /// The `phase` of ``pointer``.
        public enum PointerPhase: Int32, Sendable {
            /// The pointer went down.
            case down = 0
            /// It moved while down.
            case move = 1
            /// It went up (any other value counts as up).
            case up = 2
        }
    }

    /// The search page's stemmer (`js/stemmer.wasm`).
    public enum Stemmer {
        /// `search_buffer() -> address`: a 256-byte buffer the page writes a UTF-8 word into.
        public static let buffer = "search_buffer"
        /// `search_stem(length) -> length`: replaces the word in the buffer by its stem.
        public static let stem = "search_stem"
        /// The buffer's size in bytes.
        public static let capacity = 256
    }

    /// Every export a page may call by name (a doctest's come from its figure's data attributes).
    public static let pageExports =
        [Runtime.flush] + LivePreviews.all + [Stemmer.buffer, Stemmer.stem] + Literals.all
}
