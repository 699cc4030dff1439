import Foundation
import TestSupport
import Testing

/// What one run of a module printed: its doctests' output with their marker lines, and its
/// preview records; or that it trapped or ran out of time.
struct ModuleRunOutcome: Decodable, Equatable, CustomStringConvertible {
    var stdout: String?
    var records: String?
    var trap: String?
    var timeout: Bool?
    /// The refused slots (`slot Type` lines), for the WebAssembly side only.
    var refusals: String?

    /// Whether the run stopped before its end.
    var stopped: Bool { trap != nil || timeout == true }

    var description: String {
        if timeout == true { return "ran out of time" }
        if let trap { return "trapped: \(trap)" }
        return "printed \((stdout ?? "").utf8.count) bytes and \((records ?? "").utf8.count) bytes of preview records"
    }
}

/// Runs a module's `.wasm` under node once per job, each in a fresh instance (statics are made once
/// per instance) in a worker thread that is ended after a time-out: set the job's slots as the
/// page does, call `_start` (previews, then doctests), then ask which values were refused.
enum WasmLiteralRuns {
    /// The runner: `node runner.mjs MODULE.wasm JOBS.json TIMEOUT_MS`, one JSON outcome per line.
    static let script = #"""
        import { readFileSync } from 'node:fs';
        import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

        if (isMainThread) {
          const [file, jobsFile, timeout] = process.argv.slice(2);
          const module = new WebAssembly.Module(readFileSync(file));
          for (const job of JSON.parse(readFileSync(jobsFile, 'utf8'))) {
            const outcome = await new Promise((resolve) => {
              const worker = new Worker(new URL(import.meta.url), { workerData: { module, job } });
              const timer = setTimeout(() => { worker.terminate(); resolve({ timeout: true }); }, Number(timeout));
              worker.once('message', (message) => { clearTimeout(timer); worker.terminate(); resolve(message); });
              worker.once('error', (error) => { clearTimeout(timer); resolve({ trap: `worker: ${error.message}` }); });
            });
            process.stdout.write(JSON.stringify(outcome) + '\n');
          }
        } else {
          const { module, job } = workerData;
          const streams = { 1: [], 2: [] };
          let memory;
          const instance = new WebAssembly.Instance(module, {
            wasi_snapshot_preview1: {
              fd_write: (descriptor, buffers, count, written) => {
                const view = new DataView(memory.buffer);
                let total = 0;
                for (let index = 0; index < count; index++) {
                  const pointer = view.getUint32(buffers + 8 * index, true);
                  const length = view.getUint32(buffers + 8 * index + 4, true);
                  streams[descriptor]?.push(Buffer.from(new Uint8Array(memory.buffer, pointer, length)));
                  total += length;
                }
                view.setUint32(written, total, true);
                return 0;
              },
            },
          });
          memory = instance.exports.memory;
          const text = (descriptor) => Buffer.concat(streams[descriptor]).toString('utf8');
          for (const [slot, value] of job) {
            const bytes = new TextEncoder().encode(value);
            new Uint8Array(memory.buffer, instance.exports.diary_literal_buffer(), bytes.length).set(bytes);
            instance.exports.diary_literal_set(slot, bytes.length);
          }
          try {
            instance.exports._start();
          } catch (error) {
            parentPort.postMessage({ trap: String(error.message) });
            process.exit(0);
          }
          const outcome = { stdout: text(1), records: text(2) };
          streams[1] = [];
          instance.exports.diary_literal_refusals();
          instance.exports.diary_flush();
          outcome.refusals = text(1);
          parentPort.postMessage(outcome);
        }
        """#

    /// Runs `jobs` (each a list of slot and value) on the `.wasm` at `path`.
    static func run(_ path: String, jobs: [[(Int32, String)]], in folder: URL, timeout: TimeInterval) throws
        -> [ModuleRunOutcome]
    {
        let node = try #require(WasmTestEnvironment.node)
        let runner = folder.appending(path: "literal-runs.mjs")
        let jobsFile = folder.appending(path: "jobs-\(UUID().uuidString).json")
        try Data(script.utf8).write(to: runner)
        let encoded = jobs.map { job in job.map { [AnyEncodable.number($0.0), .text($0.1)] } }
        try JSONEncoder().encode(encoded).write(to: jobsFile)
        let run = try ProcessRun.run(
            URL(fileURLWithPath: node), [runner.path, path, jobsFile.path, String(Int(timeout * 1000))],
            timeout: timeout * Double(jobs.count) + 60)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n")
        return try lines.map { try JSONDecoder().decode(ModuleRunOutcome.self, from: Data($0.utf8)) }
    }

    /// A slot number or a value in a job's JSON.
    enum AnyEncodable: Encodable {
        case number(Int32)
        case text(String)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .text(let text): try container.encode(text)
            }
        }
    }
}
