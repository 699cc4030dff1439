// Live literals' runs off the main thread: literals.js starts this script as a dedicated Worker (same
// origin, so the page's script-src 'self' allows it) the first time a changed value runs, and ends it
// when a run exceeds its time budget (a value that makes the sample loop): the page never waits on
// the module. Where Workers are unavailable literals.js loads this file as a plain script instead and
// calls DiaryLiteralRunner on the main thread.
//
// A job: { module, values: [[slot, value]], calls: [[export, ...arguments]] }. The run takes a fresh
// instance of the module (statics are made once per instance, and a trap may leave one half-changed),
// sets each slot, then makes the calls in order, stopping at the first trap. Messages back, in order:
// { type: 'started' } once the instance is ready, then per call { type: 'result', text } or
// { type: 'trap', message }, then { type: 'done', refusals } (or { type: 'done', error } when the
// module could not be loaded or a value not set).
(() => {
  'use strict';
  const worker = typeof window !== 'object' && typeof importScripts === 'function';
  if (worker) importScripts('wasm.js');
  const wasm = globalThis.DiaryWasm;
  const encoder = new TextEncoder();

  const perform = async ({ module, values, calls }, send) => {
    let instance;
    try {
      if (!wasm) throw new Error('WebAssembly');
      wasm.discard(module);
      instance = await wasm.load(module);
      instance.call('diary_literal_reset');
      for (const [slot, value] of values) {
        const bytes = encoder.encode(value);
        new Uint8Array(instance.exports.memory.buffer, instance.exports.diary_literal_buffer(), bytes.length).set(bytes);
        instance.call('diary_literal_set', slot, bytes.length);
      }
    } catch (error) {
      send({ type: 'done', error: error.message });
      return;
    }
    send({ type: 'started' });
    for (const [name, ...args] of calls) {
      try {
        send({ type: 'result', text: instance.call(name, ...args) });
      } catch (error) {
        wasm.discard(module);
        send({ type: 'trap', message: error.message });
        send({ type: 'done', refusals: '' });
        return;
      }
    }
    // Values the compiled Swift refused: one "slot type" line each.
    let refusals = '';
    try {
      refusals = instance.call('diary_literal_refusals');
    } catch (error) {
      refusals = '';
    }
    send({ type: 'done', refusals });
  };

  if (worker) {
    globalThis.onmessage = (event) => perform(event.data, (message) => globalThis.postMessage(message));
  } else {
    globalThis.DiaryLiteralRunner = perform;
  }
})();
