// The one WebAssembly loader (run.js, preview.js, search.js); names: WireFormat (Sources/WasmWireFormat).
(() => {
  'use strict';
  if (typeof WebAssembly !== 'object' || typeof TextDecoder !== 'function') return;
  const script = typeof document === 'object' ? document.currentScript : null;
  // The site's base: this script is <base>js/wasm.js.
  const base = typeof location === 'object' ? new URL('../', script ? script.src : location.href) : null;
  const decoder = new TextDecoder();
  const instances = new Map();

  // A compiled module made into an instance, with `call` to run an export and read what it printed.
  const wrap = async (compiled) => {
    let memory;
    let chunks = [];
    // WASI's fd_write, the only import: copy each (pointer, length) buffer.
    const fd_write = (descriptor, buffers, count, written) => {
      const view = new DataView(memory.buffer);
      let total = 0;
      for (let index = 0; index < count; index++) {
        const pointer = view.getUint32(buffers + 8 * index, true);
        const length = view.getUint32(buffers + 8 * index + 4, true);
        chunks.push(new Uint8Array(memory.buffer, pointer, length).slice());
        total += length;
      }
      view.setUint32(written, total, true);
      return 0;
    };
    // Asynchronously: the main thread may not instantiate a large module synchronously.
    const instance = await WebAssembly.instantiate(compiled, { wasi_snapshot_preview1: { fd_write } });
    memory = instance.exports.memory;
    return {
      exports: instance.exports,
      // Calls an export and returns what it printed.
      call(export_, ...args) {
        const entry = instance.exports[export_];
        if (typeof entry !== 'function') throw new Error(`нет функции ${export_}`);
        chunks = [];
        entry(...args);
        instance.exports.diary_flush();
        const text = chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
        chunks = [];
        return text;
      },
    };
  };

  const compile = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return /^application\/wasm/.test(response.headers?.get('Content-Type'))
      ? WebAssembly.compileStreaming(response)
      : WebAssembly.compile(await response.arrayBuffer());
  };
  const compiled = new Map();
  const compiledAt = (url) => {
    const key = String(url);
    if (!compiled.has(key)) {
      compiled.set(key, compile(key));
      compiled.get(key).catch(() => compiled.delete(key));
    }
    return compiled.get(key);
  };
  const instantiate = async (url) => wrap(await compiledAt(url));

  const moduleURL = (name) => String(new URL(`wasm/${encodeURIComponent(name)}.wasm`, base));

  globalThis.DiaryWasm = {
    // The instance of the .wasm at url (one per page).
    open(url) {
      const key = String(url);
      if (!instances.has(key)) {
        instances.set(key, instantiate(key));
        instances.get(key).catch(() => instances.delete(key));
      }
      return instances.get(key);
    },
    // A sample module's instance.
    load(name) {
      return this.open(moduleURL(name));
    },
    // Forgets a module's instance (a trap may leave it half-changed); its compiled code is kept.
    discard(name) {
      instances.delete(moduleURL(name));
    },
    // A fresh instance of a sample module, from its code compiled once per page (or worker): its
    // statics are made again and no earlier call has changed it.
    async fresh(name) {
      return wrap(await compiledAt(moduleURL(name)));
    },
  };
})();
