// Run buttons for the articles' doctests. Each <figure class="example"> names a sample module and
// an export of wasm/<Module>.wasm, which `diary build` compiled from the article's own Swift. This
// script only reads the inputs, calls the export and writes what it printed: every decision is the
// compiled Swift's. Modules load on the first click and are instantiated once per page.
(() => {
  'use strict';
  if (typeof WebAssembly !== 'object' || typeof TextDecoder !== 'function') return;
  const script = document.currentScript;
  // The script lives at <base>js/run.js, so the site's base path comes from its own address.
  const base = new URL('../', script ? script.src : location.href);
  const decoder = new TextDecoder();
  const modules = new Map();

  const load = (name) => {
    if (!modules.has(name)) {
      const module = (async () => {
        let memory;
        let chunks = [];
        // WASI's fd_write, the module's one way out: copy each (pointer, length) buffer it names.
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
          take() {
            const text = chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
            chunks = [];
            return text;
          },
        };
      })();
      modules.set(name, module);
      module.catch(() => modules.delete(name));
    }
    return modules.get(name);
  };

  const run = async (figure) => {
    const output = figure.querySelector('output.run-output');
    const status = figure.querySelector('.run-status');
    const recorded = figure.querySelector('.code-output code');
    const fields = [...figure.querySelectorAll('.run-inputs input, .run-inputs select')];
    const values = fields.map((field) => Number(field.value));
    const changed = fields.some((field) => field.value !== field.dataset.default);
    let text;
    let result;
    try {
      if (values.some((value) => !Number.isInteger(value) || value < 0 || value > 2147483647)) {
        throw new Error('нужно целое число от 0 до 2147483647');
      }
      const module = await load(figure.dataset.module);
      const name = fields.length ? figure.dataset.inputsExport : figure.dataset.export;
      const entry = module.exports[name];
      if (typeof entry !== 'function') throw new Error(`нет функции ${name}`);
      module.take();
      try {
        entry(...values);
        module.exports.diary_flush();
      } catch (error) {
        // A trap can leave the module's state half-changed: the next run starts afresh.
        modules.delete(figure.dataset.module);
        throw error;
      }
      text = module.take();
      result = changed ? 'changed' : recorded && text === recorded.textContent ? 'pass' : 'fail';
    } catch (error) {
      text = `Ошибка: ${error.message}`;
      result = 'fail';
    }
    output.textContent = text;
    output.hidden = false;
    figure.dataset.result = result;
    status.textContent =
      result === 'pass' ? '✓ совпадает с выводом выше' : result === 'changed' ? 'Вывод для новых значений' : '✗ не совпадает';
  };

  for (const figure of document.querySelectorAll('figure.example[data-module]')) {
    const button = figure.querySelector('button.run');
    if (!button) continue;
    for (const hidden of figure.querySelectorAll('.run-inputs, button.run')) hidden.hidden = false;
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        await run(figure);
      } finally {
        button.disabled = false;
      }
    });
  }
})();
