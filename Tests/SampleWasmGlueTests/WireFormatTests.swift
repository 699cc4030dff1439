import EmbeddedSources
import Foundation
import SampleExtraction
import SampleWasm
import Testing
import WasmWireFormat

/// The names that cross between the pages' scripts, the C runtime, the glue and the generated
/// registry are the ones ``WireFormat`` defines.
@Suite("Wire format")
struct WireFormatTests {
    static let scripts = URL.package.appending(path: "Public/js")

    /// The export, import and module-object names a script spells as string literals or properties.
    static func wasmNames(in script: String) -> Set<String> {
        var names: Set<String> = []
        for pattern in [#/['"`]((?:diary|search)_[a-z_]+)['"`]/#, #/exports\.((?:diary|search)_[a-z_]+)/#] {
            for match in script.matches(of: pattern) { names.insert(String(match.output.1)) }
        }
        for match in script.matches(of: #/(wasi_snapshot_preview1|fd_write)/#) { names.insert(String(match.output.1)) }
        return names
    }

    @Test func everyNameTheScriptsUseIsDefinedAndEveryPageExportIsUsed() throws {
        var used: Set<String> = []
        for name in ["wasm.js", "run.js", "preview.js", "search.js", "literals.js", "literals-worker.js"] {
            used.formUnion(
                Self.wasmNames(in: try String(contentsOf: Self.scripts.appending(path: name), encoding: .utf8)))
        }
        let defined = Set(WireFormat.pageExports + [WireFormat.Import.module, WireFormat.Import.name])
        #expect(used.subtracting(defined).isEmpty, "names the scripts use but WireFormat does not define")
        #expect(defined.subtracting(used).isEmpty, "names WireFormat defines for pages but no script uses")
    }

    @Test func theRuntimeDefinesTheImportAndExportsByTheseNames() throws {
        let runtime = try #require(WasmRuntimeSources.files.first).text
        #expect(
            runtime.contains(
                "import_module(\"\(WireFormat.Import.module)\"), import_name(\"\(WireFormat.Import.name)\")"))
        #expect(runtime.contains("void \(WireFormat.Runtime.flush)(void) {"))
        #expect(runtime.contains("void \(WireFormat.Runtime.command)(void) {"))
        #expect(runtime.contains("void \(WireFormat.Runtime.previewRecordFunction)(const u8 *bytes, size_t count) {"))
        #expect(runtime.contains("__attribute__((weak)) void \(WireFormat.Previews.draw)(void);"))
        #expect(runtime.contains("host_write_to(\(WireFormat.previewRecords), bytes, count)"))
        #expect(runtime.contains("host_write_to(\(WireFormat.standardOutput), bytes, count)"))
    }

    @Test func theGlueNamesTheRecordChannelAndDeclaresNoExportsItself() throws {
        let glue = (SampleWasmGlueSources.files + SampleWasmPreviewGlueSources.files + SampleWasmLiveGlueSources.files)
            .map(\.text).joined()
        #expect(glue.contains("@_extern(c, \"\(WireFormat.Runtime.previewRecordFunction)\")"))
        #expect(!glue.contains("@_cdecl("))
    }

    @Test func theRegistryExportsTheWireFormatsNames() {
        let fence = PreviewFence(articlePath: "/c/a.md", line: 4, name: "Demo")
        let previews = PreviewGlue(fences: [fence]).sourceFile(module: "M").text
        let live = LivePreviewGlue(fences: [fence]).sourceFile(module: "M").text
        #expect(previews.contains("@_cdecl(\"\(WireFormat.Previews.draw)\")"))
        for name in WireFormat.LivePreviews.all {
            #expect(live.contains("@_cdecl(\"\(name)\")\npublic func _\(name)("))
        }
    }
}

extension URL {
    /// The package's root folder.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
