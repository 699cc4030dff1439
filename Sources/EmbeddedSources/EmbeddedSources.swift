// The sources of other modules, embedded at build time by `SourceEmbedderPlugin`, for the
// programs `diary` compiles to WebAssembly itself: `StemmingSources` and `StemmerExportsSources`
// are the `Stemming` module and the page's entry points into it, compiled for the search page
// (see DiaryKit's `SearchStemmer`); `WasmWireFormatSources`, `SampleWasmGlueSources` and
// `WasmRuntimeSources` (C) go into every sample module (SampleWasm's `SampleWasmPlan` and
// `RuntimeShim`).
