// Run buttons for the articles' doctests. Each <figure class="example"> names a sample module and
// an export of its .wasm (wasm.js loads it on the first click). This script only reads the
// inputs, calls the export and writes what it printed: every decision is the compiled Swift's.
(() => {
  'use strict';
  const wasm = window.DiaryWasm;
  if (!wasm) return;
  // Live literals: literals.js loads on the first touch of code whose literals a module reads from
  // slots, or at once when the address carries changed values (#lit=…).
  const literalCode = document.querySelectorAll('figure.code[data-literals]');
  if (literalCode.length) {
    const source = new URL('literals.js', document.currentScript.src);
    let loaded = false;
    const loadLiterals = () => {
      if (loaded) return;
      loaded = true;
      const script = document.createElement('script');
      script.src = String(source);
      document.head.append(script);
    };
    if (location.hash.startsWith('#lit=')) loadLiterals();
    for (const figure of literalCode) {
      for (const type of ['pointerover', 'focusin', 'touchstart']) {
        figure.addEventListener(type, loadLiterals, { once: true, passive: true });
      }
    }
  }
  // The interface's words in the page's language (base.mustache puts them on <body>).
  const words = document.body.dataset;

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
        throw new Error(words.runWholeNumber);
      }
      const module = await wasm.load(figure.dataset.module);
      const name = fields.length ? figure.dataset.inputsExport : figure.dataset.export;
      try {
        text = module.call(name, ...values);
      } catch (error) {
        // A trap can leave the module's state half-changed: the next run starts afresh.
        wasm.discard(figure.dataset.module);
        throw error;
      }
      result = changed ? 'changed' : recorded && text === recorded.textContent ? 'pass' : 'fail';
    } catch (error) {
      text = words.runError.replace('{message}', error.message);
      result = 'fail';
    }
    output.textContent = text;
    output.hidden = false;
    figure.dataset.result = result;
    status.textContent =
      result === 'pass' ? words.runPass : result === 'changed' ? words.runChanged : words.runFail;
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
