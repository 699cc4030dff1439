// The sources of other modules, embedded at build time by `SourceEmbedderPlugin`, for the
// programs `diary` compiles to WebAssembly itself: `StemmingSources.files` is the `Stemming`
// module, compiled for the search page (see DiaryKit's `SearchStemmer`).
