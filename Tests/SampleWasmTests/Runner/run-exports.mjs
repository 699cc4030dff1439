// Runs exported functions of an Embedded Swift .wasm built by SampleWasm, the way a page would:
// instantiate it with WASI's `fd_write` (the shim's only import), call each export, then
// `diary_flush()` to get the rest of its buffered standard output.
//
//   node run-exports.mjs MODULE.wasm EXPORT[=ARG,ARG...]...
//
// An export written `doctest_2_inputs=300,700` is called with those integers as its parameters.
// `literal:7:24` sets literal slot 7 to the text `24` as the page does (diary_literal_set), and
// `literal:reset` forgets every slot; both print a record with an empty output.
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

for (const call of exportNames) {
  printed = [];
  if (call.startsWith('literal:')) {
    const [, slot, ...rest] = call.split(':');
    if (slot === 'reset') {
      instance.exports.diary_literal_reset();
    } else {
      const bytes = new TextEncoder().encode(rest.join(':'));
      new Uint8Array(memory.buffer, instance.exports.diary_literal_buffer(), bytes.length).set(bytes);
      instance.exports.diary_literal_set(Number(slot), bytes.length);
    }
    process.stdout.write(JSON.stringify({ export: call, output: '' }) + '\n');
    continue;
  }
  const [name, list] = call.split('=');
  const args = list === undefined ? [] : list.split(',').map(Number);
  const entry = instance.exports[name];
  let record;
  if (typeof entry !== 'function') {
    record = { export: call, trap: 'no such export' };
  } else {
    try {
      entry(...args);
      instance.exports.diary_flush();
      record = { export: call, output: Buffer.concat(printed).toString('utf8') };
    } catch (error) {
      record = { export: call, trap: String(error.message) };
    }
  }
  process.stdout.write(JSON.stringify(record) + '\n');
}
