// Live literals' runs off the main thread: literals.js starts this script as a dedicated Worker (same
// origin, so the page's script-src 'self' allows it) the first time a changed value runs, and ends it
// when a run exceeds its time budget (a value that makes the sample loop): the page never waits on
// the module. Where Workers are unavailable literals.js loads this file as a plain script instead and
// calls DiaryLiteralRunner on the main thread.
//
// A job: { module, values: [[slot, value]], groups: [{ calls: [[export, ...arguments]], remember }] }.
// Each group runs in a fresh instance of the module (statics are made once per instance, and a trap
// may leave one half-changed), made from the module's code compiled once per worker: every slot is
// set, then the calls are made in order, stopping the job at the first trap. So a preview drawn alone
// in its group is drawn exactly as a rebuilt module would draw it, and the slots it read include those
// its statics read. Messages back, in order: { type: 'started' } once the first instance is ready,
// then per call { type: 'result', text, reads } (reads: the slots the call read, "3 7 ") or
// { type: 'trap', message }, then { type: 'done', refusals } (or { type: 'done', error } when the
// module could not be loaded or a value not set). In a group with `remember`, a call that prints what
// it printed last time in this worker answers text null: the page keeps the picture it shows.
(() => {
  'use strict';
  const worker = typeof window !== 'object' && typeof importScripts === 'function';
  if (worker) importScripts('wasm.js');
  const wasm = globalThis.DiaryWasm;
  const encoder = new TextEncoder();
  // What each remembered call printed last: `module call` → text.
  const printed = new Map();

  const instance = async (module, values) => {
    const fresh = await wasm.fresh(module);
    fresh.call('diary_literal_reset');
    for (const [slot, value] of values) {
      const bytes = encoder.encode(value);
      new Uint8Array(fresh.exports.memory.buffer, fresh.exports.diary_literal_buffer(), bytes.length).set(bytes);
      fresh.call('diary_literal_set', slot, bytes.length);
    }
    // Older modules have no read record: their pictures are all drawn again on every change.
    if (typeof fresh.exports.diary_literal_reads === 'function') fresh.call('diary_literal_reads');
    return fresh;
  };

  const perform = async ({ module, values, groups }, send) => {
    // Values the compiled Swift refused, over every group: one "slot type" line each.
    const refusals = new Set();
    let started = false;
    for (const { calls, remember } of groups) {
      let current;
      try {
        if (!wasm) throw new Error('WebAssembly');
        current = await instance(module, values);
      } catch (error) {
        send({ type: 'done', error: error.message });
        return;
      }
      if (!started) send({ type: 'started' });
      started = true;
      for (const call of calls) {
        let text;
        try {
          text = current.call(...call);
        } catch (error) {
          send({ type: 'trap', message: error.message });
          send({ type: 'done', refusals: '' });
          return;
        }
        const reads = typeof current.exports.diary_literal_reads === 'function' ? current.call('diary_literal_reads') : null;
        const key = `${module} ${call.join(' ')}`;
        const same = remember && printed.get(key) === text;
        if (remember) printed.set(key, text);
        send({ type: 'result', text: same ? null : text, reads });
      }
      try {
        for (const line of current.call('diary_literal_refusals').split('\n')) if (line) refusals.add(line);
      } catch (error) {
        // No refusals to report from an instance that cannot say.
      }
    }
    const inOrder = [...refusals].sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
    send({ type: 'done', refusals: inOrder.map((line) => `${line}\n`).join('') });
  };

  if (worker) {
    globalThis.onmessage = (event) => perform(event.data, (message) => globalThis.postMessage(message));
  } else {
    globalThis.DiaryLiteralRunner = perform;
  }
})();
