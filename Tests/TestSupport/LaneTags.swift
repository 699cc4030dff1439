import Testing

/// The tags that mark a test as outside the fast lane: it runs something other than code in the
/// test process, or it asserts CPU time. A test that carries one lives in a test target whose name
/// ends in `BrowserTests`, `ToolTests`, `ToolchainTests`, `OracleTests` or `TimingTests`, and every
/// suite of those targets carries one (`TestLanesTests` checks both), so `make test-fast` can select
/// the fast lane by target name. In Xcode the tags filter the test navigator too.
extension Tag {
    /// Drives headless Chromium through chromedriver.
    @Tag public static var browser: Self

    /// Runs the Swift toolchain: compiles to WebAssembly, runs `swiftc`, builds sample modules.
    @Tag public static var toolchain: Self

    /// Runs a nested `swift build` or `swift package` on a package of its own.
    @Tag public static var nestedBuild: Self

    /// Asserts how CPU time grows with the input, so a loaded machine can fail it.
    @Tag public static var timing: Self

    /// Runs the built `diary` executable (builds, checks, serves sites).
    @Tag public static var builtTool: Self

    /// Runs a reference program outside the process, in Python or Java: html5lib, the Snowball
    /// stemmers, the Nu HTML checker, the font generator's check.
    @Tag public static var oracle: Self
}
