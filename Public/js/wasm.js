// Loads wasm/<Module>.wasm (built by `diary build` from the article's Swift) for run.js and
// preview.js, one instance per module and page. Its only import is WASI's fd_write.
(() => {
  'use strict';
  if (typeof WebAssembly !== 'object' || typeof TextDecoder !== 'function') return;
  const script = document.currentScript;
  // The site's base path, from this script's own address (<base>js/wasm.js).
  const base = new URL('../', script ? script.src : location.href);
  const decoder = new TextDecoder();
  const modules = new Map();

  const instantiate = async (name) => {
    let memory;
    let chunks = [];
    // WASI's fd_write: copy each (pointer, length) buffer the module names.
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
    const response = await fetch(new URL(`wasm/${encodeURIComponent(name)}.wasm`, base));
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {
      wasi_snapshot_preview1: { fd_write },
    });
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

  window.DiaryWasm = {
    // The module's instance, loaded on first use.
    load(name) {
      if (!modules.has(name)) {
        const module = instantiate(name);
        modules.set(name, module);
        module.catch(() => modules.delete(name));
      }
      return modules.get(name);
    },
    // Forgets an instance (a trap may leave it half-changed).
    discard(name) {
      modules.delete(name);
    },
  };
})();
