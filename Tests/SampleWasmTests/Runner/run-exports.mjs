// Runs exported functions of an Embedded Swift .wasm built by SampleWasm, the way a page would:
// instantiate it with WASI's `fd_write` (the shim's only import), call each export, then
// `diary_flush()` to get the rest of its buffered standard output.
//
//   node run-exports.mjs MODULE.wasm EXPORT...
//
// Prints one JSON object per line and export: {"export": name, "output": text} or, when the
// function traps, {"export": name, "trap": message}. Exit status 2 for a module that does not load.
import { readFileSync } from 'node:fs';

const [file, ...exportNames] = process.argv.slice(2);
let memory;
let printed = [];
const imports = {
  wasi_snapshot_preview1: {
    fd_write: (descriptor, buffers, count, written) => {
      const view = new DataView(memory.buffer);
      let total = 0;
      for (let index = 0; index < count; index++) {
        const pointer = view.getUint32(buffers + 8 * index, true);
        const length = view.getUint32(buffers + 8 * index + 4, true);
        printed.push(Buffer.from(new Uint8Array(memory.buffer, pointer, length)));
        total += length;
      }
      view.setUint32(written, total, true);
      return 0;
    },
  },
};

let instance;
try {
  ({ instance } = await WebAssembly.instantiate(readFileSync(file), imports));
} catch (error) {
  process.stderr.write(`cannot load ${file}: ${error.message}\n`);
  process.exit(2);
}
memory = instance.exports.memory;

for (const name of exportNames) {
  printed = [];
  const entry = instance.exports[name];
  let record;
  if (typeof entry !== 'function') {
    record = { export: name, trap: 'no such export' };
  } else {
    try {
      entry();
      instance.exports.diary_flush();
      record = { export: name, output: Buffer.concat(printed).toString('utf8') };
    } catch (error) {
      record = { export: name, trap: String(error.message) };
    }
  }
  process.stdout.write(JSON.stringify(record) + '\n');
}
