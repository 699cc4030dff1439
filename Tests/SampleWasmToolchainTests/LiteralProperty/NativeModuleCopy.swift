import Foundation
import SampleExtraction
import TestSupport
import Testing

@testable import SampleWasm

/// A sample module compiled natively, with a literal replaced in its text: the same files as its
/// WebAssembly (the extracted code, the sample modules it imports, the preview and doctest
/// glue), built by the host's `swiftc` against DiaryUI and WasmWireFormat compiled natively once.
/// Its doctests print with the standard library's `print`, as under `swift test`.
enum NativeModuleCopy {
    /// DiaryUI and WasmWireFormat compiled natively, and an empty module for each sample module
    /// name (a dependency's code is compiled into the module, as in the WebAssembly build).
    struct Libraries: Sendable {
        var folder: URL
        var swiftc: String
    }

    /// Built once per test run, kept under `.build` by the sources' digest.
    static let libraries = Result { () throws -> Libraries in
        let compiler = try #require(WasmTestEnvironment.compiler)
        let swiftc = compiler.toolchain.swiftc
        let diaryUI = try WasmTestEnvironment.diaryUI.get().files
        let wireFormat = SampleWasmPlan.wireFormat.files
        let sources = diaryUI + wireFormat
        var digest = FNV1a()
        digest.add(compiler.toolchain.compilerVersion)
        for file in sources {
            digest.add(file.name)
            digest.add(file.text)
        }
        let folder = WasmTestEnvironment.packageRoot.appending(path: ".build/diary-literal-native/lib-\(digest.hex)")
        let done = folder.appending(path: "done")
        if FileManager.default.fileExists(atPath: done.path) { return Libraries(folder: folder, swiftc: swiftc) }
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appending(path: "stubs"), withIntermediateDirectories: true)
        for (name, files) in [("WasmWireFormat", wireFormat), ("DiaryUI", diaryUI)] {
            let directory = folder.appending(path: "sources/\(name)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var paths: [String] = []
            for file in files {
                let url = directory.appending(path: file.name)
                try Data(file.text.utf8).write(to: url)
                paths.append(url.path)
            }
            try compile(
                swiftc,
                [
                    "-parse-as-library", "-module-name", name, "-emit-module", "-emit-module-path",
                    folder.appending(path: "\(name).swiftmodule").path, "-I", folder.path, "-wmo", "-Onone",
                    "-suppress-warnings", "-c",
                ] + paths + ["-o", folder.appending(path: "\(name).o").path])
        }
        let empty = folder.appending(path: "stubs/empty.swift")
        try Data().write(to: empty)
        for name in WasmTestEnvironment.samples.modules.keys.sorted() {
            try compile(
                swiftc,
                [
                    "-parse-as-library", "-module-name", name, "-emit-module", "-emit-module-path",
                    folder.appending(path: "stubs/\(name).swiftmodule").path, empty.path,
                ])
        }
        try Data().write(to: done)
        return Libraries(folder: folder, swiftc: swiftc)
    }

    /// Builds `module` from `extractions` (the edited module among them) in `folder` and runs it.
    /// - Parameter doctests: The doctests the WebAssembly exports, by export name (a doctest that
    ///   does not compile as Embedded Swift is left out of both).
    /// - Parameter glue: The WebAssembly build's files, whose glue files are taken.
    static func run(
        _ module: String, extractions: [String: ModuleExtraction], doctests: Set<String>, glue: [WasmSourceFile],
        in folder: URL, timeout: TimeInterval
    ) throws -> ModuleRunOutcome {
        let libraries = try Self.libraries.get()
        guard let extraction = extractions[module] else { throw NativeCompileFailure(message: "no module \(module)") }
        let exports = DoctestGlue(examples: extraction.examples).exports.filter { doctests.contains($0.exportName) }
        var files = [("\(module).extracted.swift", GeneratedSource.library(extraction))]
        for name in SampleWasmPlan.importedSamples(of: module, in: extractions) {
            files.append(("\(name).extracted.swift", SampleWasmPlan.dependencySource(extractions[name]!)))
        }
        // The glue, but the doctests' `print` is the standard library's, as under `swift test`.
        var glueNames: Set = ["GlueOutput.swift", "DoctestInputs.swift"]
        if !extraction.previews.isEmpty { glueNames.formUnion(["PreviewRecordWriter.swift", "PreviewRegistry.swift"]) }
        files += glue.filter { glueNames.contains($0.name) }.map { ($0.name, $0.text) }
        if !exports.isEmpty {
            files.append((DoctestGlue.fileName, DoctestGlue(exports: exports).sourceFile(module: module).text))
        }
        if !extraction.previews.isEmpty {
            files.append(
                (PreviewGlue.fileName, PreviewGlue(fences: extraction.previews).sourceFile(module: module).text))
        }
        files.append(("main.swift", main(previews: !extraction.previews.isEmpty, doctests: !exports.isEmpty)))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, text) in files {
            let url = folder.appending(path: name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let executable = folder.appending(path: module)
        let lib = libraries.folder
        try compile(
            libraries.swiftc,
            [
                "-module-name", module, "-enable-experimental-feature", "Extern", "-Onone", "-wmo",
                "-suppress-warnings", "-I", lib.path, "-I", lib.appending(path: "stubs").path,
            ] + paths + [
                lib.appending(path: "DiaryUI.o").path, lib.appending(path: "WasmWireFormat.o").path, "-lm", "-o",
                executable.path,
            ])
        // Under `timeout -s KILL`: the test runner's children may inherit an ignored SIGTERM, and a
        // value that makes the sample loop must not outlive the test.
        let run = try ProcessRun.run(
            URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", String(Int(timeout)), executable.path],
            timeout: timeout + 60)
        if run.status == 124 || run.status == 137 { return ModuleRunOutcome(timeout: true) }
        if run.status != 0 { return ModuleRunOutcome(trap: "exit status \(run.status)") }
        return ModuleRunOutcome(stdout: run.stdout, records: run.stderr)
    }

    /// The program: previews drawn into the glue's capture and written to standard error as the
    /// WebAssembly writes them to descriptor 2, then the doctests on unbuffered standard output.
    static func main(previews: Bool, doctests: Bool) -> String {
        """
        // The native run of a sample module for LiteralPropertyToolchainTests.
        import Glibc

        @_cdecl("diary_flush") func _diaryNativeFlush() {}

        func _doctestWrite(_ texts: [String], separator: String, terminator: String) {
            Swift.print(texts.joined(separator: separator), terminator: terminator)
        }

        setvbuf(stdout, nil, _IONBF, 0)
        \(previews ? "fputs(GlueOutput.Capture.collect { _diaryDrawPreviews() }.previewRecords, stderr)" : "")
        \(doctests ? "_diaryRunDoctests()" : "")

        """
    }

    /// Runs `swiftc arguments`; a failure carries the compiler's message.
    static func compile(_ swiftc: String, _ arguments: [String]) throws {
        let run = try ProcessRun.run(URL(fileURLWithPath: swiftc), arguments, timeout: 1200)
        guard run.status == 0 else { throw NativeCompileFailure(message: String(run.stderr.prefix(4000))) }
    }
}

/// `swiftc` refused a native copy (the edit made code that does not compile, or the setup broke).
struct NativeCompileFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { "swiftc failed: \(message)" }
}

/// FNV-1a, 64 bits: a digest that stays the same from run to run (unlike `Hasher`).
struct FNV1a {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            state ^= UInt64(byte)
            state = state &* 0x100_0000_01b3
        }
        state ^= 0xff
    }

    var hex: String { String(state, radix: 16) }
    var value: UInt64 { state }
}
