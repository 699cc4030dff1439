// Live literals: every number, string and flag of a sample's shown code that its module reads from a
// slot (<span data-slot> inside <figure class="code" data-literals="Module">) becomes a control. run.js
// loads this script on the first touch of such code, or at once for a link that carries values
// (#lit=Module.7:24,Module.9:%22x%22). A change runs the module afresh with every changed slot set
// (diary_literal_set): its doctests print again and its pictures are drawn again. What a value means
// is the compiled Swift's decision; a value that is no value of the slot's type is refused by it.
// The runs happen in a Worker (literals-worker.js) with a time budget, so a value that makes a sample
// loop ends that run with a message instead of freezing the page.
(() => {
  'use strict';
  const wasm = window.DiaryWasm;
  if (!wasm || window.DiaryLiterals) return;
  // The Run words are on <body>; the literals' own words on <template id="literal-words">, which
  // base.mustache writes only into pages whose code has slots.
  const words = { ...document.body.dataset, ...document.getElementById('literal-words')?.dataset };
  const fill = (template, values) =>
    Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, value), template || '');

  // Each control: its span, module, slot, kind, the literal as written and its current text.
  const controls = new Map();
  const key = (module, slot) => `${module}.${slot}`;
  const kindOf = (span) => {
    if (span.classList.contains('hl-string')) return 'string';
    if (span.classList.contains('hl-keyword')) return 'boolean';
    const text = span.textContent;
    return /^-?0[xX]/.test(text) || !/[.eE]/.test(text) ? 'integer' : 'float';
  };
  // Where the span stands in its code block as written: its line, from 1, as the reader counts the
  // shown lines, that line's text and the span's column in it (the download finds it by them).
  const placeOf = (span) => {
    const code = span.closest('code');
    const range = document.createRange();
    range.setStart(code, 0);
    range.setEndBefore(span);
    const before = range.toString();
    const start = before.lastIndexOf('\n') + 1;
    const text = code.textContent;
    const end = text.indexOf('\n', start);
    return { line: before.split('\n').length, lineText: text.slice(start, end < 0 ? text.length : end), column: before.length - start };
  };

  const label = (control) => {
    const template = { string: words.literalString, boolean: words.literalBoolean }[control.kind] || words.literalNumber;
    return fill(template, { value: control.span.textContent, line: String(control.line) });
  };

  // Strings are edited without their quotes; a value is the Swift value, not its spelling.
  const unquote = (text) => text.slice(1, -1).replace(/\\(["\\nt])/g, (_, c) => ({ n: '\n', t: '\t' })[c] || c);
  const quote = (value) => `"${value.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
  const valueOf = (control) => (control.kind === 'string' ? unquote(control.text) : control.text);

  // A number literal's value as Swift reads it: `_` separators, a sign, `0x` hexadecimal.
  const numberOf = (text) => {
    const plain = text.replace(/_/g, '');
    const sign = plain.startsWith('-') ? -1 : 1;
    const digits = plain.replace(/^[-+]/, '');
    return sign * (/^0[xX]/.test(digits) ? parseInt(digits.slice(2), 16) : Number(digits));
  };
  // aria-valuenow must be a number: the spelling goes to aria-valuetext.
  const setValueNow = (control) => {
    const value = numberOf(control.text);
    if (Number.isFinite(value)) control.span.setAttribute('aria-valuenow', String(value));
    else control.span.removeAttribute('aria-valuenow');
    control.span.setAttribute('aria-valuetext', control.text);
  };

  const setText = (control, text) => {
    control.text = text;
    control.span.textContent = text;
    control.span.classList.toggle('literal-changed', text !== control.original);
    control.span.setAttribute('aria-label', label(control));
    if (control.kind === 'boolean') control.span.setAttribute('aria-pressed', String(text === 'true'));
    if (control.kind === 'integer' || control.kind === 'float') setValueNow(control);
    control.span.removeAttribute('data-refused');
    resetButton(control.figure).hidden = ![...controls.values()].some((c) => c.figure === control.figure && c.text !== c.original);
    showDownload(control.module);
    schedule(control.module);
    writeFragment();
  };

  const step = (control, amount) => {
    const current = numberOf(control.text);
    if (!Number.isFinite(current)) return;
    const next = current + amount;
    setText(control, control.kind === 'integer' ? String(Math.round(next)) : String(Math.round(next * 1000) / 1000));
  };

  // Typing: the span becomes editable text; Enter or leaving it takes the value, Escape gives it back.
  const edit = (control) => {
    const { span } = control;
    if (span.isContentEditable) return;
    const before = control.text;
    span.contentEditable = 'plaintext-only';
    if (span.contentEditable !== 'plaintext-only') span.contentEditable = 'true';
    span.focus();
    const selection = getSelection();
    selection.selectAllChildren(span);
    const finish = (keep) => {
      span.removeEventListener('blur', onBlur);
      span.removeEventListener('keydown', onKey);
      span.contentEditable = 'false';
      let text = span.textContent.replace(/\n/g, '');
      if (control.kind === 'string' && !/^".*"$/.test(text)) text = quote(text.replace(/^"|"$/g, ''));
      setText(control, keep ? text : before);
    };
    const onBlur = () => finish(true);
    const onKey = (event) => {
      if (event.key === 'Enter' || event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        finish(event.key === 'Enter');
        span.focus();
      }
    };
    span.addEventListener('blur', onBlur);
    span.addEventListener('keydown', onKey);
  };

  const resetButtons = new Map();
  const resetButton = (figure) => {
    if (!resetButtons.has(figure)) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'literal-reset';
      button.textContent = words.literalReset || 'Сбросить';
      button.hidden = true;
      button.addEventListener('click', () => {
        for (const control of controls.values()) if (control.figure === figure) setText(control, control.original);
      });
      figure.append(button);
      resetButtons.set(figure, button);
    }
    return resetButtons.get(figure);
  };

  // The download package with the reader's values: a button beside the module's download links,
  // shown while one of its literals is changed; literals-download.js rebuilds the zip in the page.
  const downloadButtons = new Map();
  const downloadURL = (module) => document.querySelector(`.sample-download a[href$="downloads/${CSS.escape(module)}.zip"]`);
  const showDownload = (module) => {
    const link = downloadURL(module);
    if (!link) return;
    if (!downloadButtons.has(module)) {
      const paragraph = document.createElement('p');
      paragraph.className = 'literal-download';
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = words.literalDownload || 'Download with your values: .zip';
      button.addEventListener('click', () => download(module, link.href, paragraph));
      paragraph.append(button);
      link.closest('.sample-download').after(paragraph);
      downloadButtons.set(module, paragraph);
    }
    downloadButtons.get(module).hidden = ![...controls.values()].some((c) => c.module === module && c.text !== c.original);
  };
  const download = async (module, url, paragraph) => {
    try {
      if (!window.DiaryLiteralZip) {
        await new Promise((resolve, reject) => {
          const script = document.createElement('script');
          script.src = String(new URL('literals-download.js', workerURL));
          script.onload = resolve;
          script.onerror = () => reject(new Error(script.src));
          document.head.append(script);
        });
      }
      const changes = [...controls.values()]
        .filter((c) => c.module === module && c.text !== c.original)
        .map((c) => ({ lineId: `${[...document.querySelectorAll('figure.code')].indexOf(c.figure)}:${c.line}`, line: c.lineText, column: c.column, original: c.original, text: c.text }));
      const { blob } = await window.DiaryLiteralZip.rebuild(url, changes);
      const link = paragraph.querySelector('a') || paragraph.appendChild(document.createElement('a'));
      if (link.href.startsWith('blob:')) URL.revokeObjectURL(link.href);
      link.href = URL.createObjectURL(blob);
      // Kept on the link as well: the page's CSP lets no script fetch a blob: address back.
      link.packageBlob = blob;
      link.download = `${module}.zip`;
      link.hidden = true;
      link.click();
    } catch (error) {
      status.textContent = fill(words.runError, { message: error.message });
    }
  };

  const status = document.createElement('p');
  status.className = 'literal-status visually-hidden';
  status.setAttribute('role', 'status');
  document.body.append(status);

  const adopt = (span) => {
    const figure = span.closest('figure.code[data-literals]');
    const place = placeOf(span);
    const control = {
      span, figure, module: figure.dataset.literals, slot: Number(span.dataset.slot), kind: kindOf(span),
      original: span.textContent, text: span.textContent, line: place.line, lineText: place.lineText,
      column: place.column,
    };
    controls.set(key(control.module, control.slot), control);
    span.tabIndex = 0;
    span.classList.add('literal');
    span.setAttribute('role', control.kind === 'boolean' ? 'button' : control.kind === 'string' ? 'textbox' : 'spinbutton');
    span.setAttribute('aria-label', label(control));
    if (control.kind === 'boolean') span.setAttribute('aria-pressed', String(control.text === 'true'));
    if (control.kind === 'integer' || control.kind === 'float') setValueNow(control);
    span.addEventListener('keydown', (event) => {
      if (span.isContentEditable) return;
      const numeric = control.kind === 'integer' || control.kind === 'float';
      if (numeric && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
        const sign = event.key === 'ArrowUp' ? 1 : -1;
        const size = event.shiftKey ? 10 : event.altKey && control.kind === 'float' ? 0.1 : 1;
        step(control, sign * size);
      } else if (control.kind === 'boolean' && (event.key === 'Enter' || event.key === ' ')) {
        setText(control, control.text === 'true' ? 'false' : 'true');
      } else if (!numeric && control.kind !== 'boolean' && event.key === 'Enter') {
        edit(control);
      } else if (numeric && event.key.length === 1 && /[-0-9.]/.test(event.key)) {
        edit(control);
        return;
      } else {
        return;
      }
      event.preventDefault();
    });
    // Numbers scrub: a horizontal drag moves the value a step per 4 pixels; a click without a drag types.
    span.addEventListener('pointerdown', (event) => {
      if (span.isContentEditable || event.button !== 0) return;
      if (control.kind === 'boolean') {
        setText(control, control.text === 'true' ? 'false' : 'true');
        return;
      }
      if (control.kind === 'string') {
        event.preventDefault();
        edit(control);
        return;
      }
      event.preventDefault();
      span.setPointerCapture(event.pointerId);
      const startX = event.clientX;
      const start = numberOf(control.text);
      let moved = false;
      const move = (moveEvent) => {
        const steps = Math.round((moveEvent.clientX - startX) / 4);
        if (steps === 0 && !moved) return;
        moved = true;
        const size = control.kind === 'float' && !moveEvent.shiftKey ? 0.1 : 1;
        const next = start + steps * size;
        setText(control, control.kind === 'integer' ? String(Math.round(next)) : String(Math.round(next * 1000) / 1000));
      };
      const up = () => {
        span.removeEventListener('pointermove', move);
        span.removeEventListener('pointerup', up);
        if (!moved) edit(control);
      };
      span.addEventListener('pointermove', move);
      span.addEventListener('pointerup', up);
    });
  };

  // Runs: one module at a time, at most once per frame, with every changed slot of the module set.
  // literals-worker.js makes the calls in a dedicated Worker, started on the first run; a call that
  // takes longer than the budget (a value that makes the sample loop) ends the worker, the block says
  // so, and the next run starts a fresh one. Without Workers the calls run here, with no budget.
  const budget = 2000;
  const workerURL = new URL('literals-worker.js', document.currentScript.src);
  const pending = new Set();
  let frame = 0;
  let busy = false;
  let worker = null;
  let workers = typeof Worker === 'function';
  let runner = null;
  const schedule = (module) => {
    pending.add(module);
    if (!frame) frame = requestAnimationFrame(() => {
      frame = 0;
      pump();
    });
  };
  // Who waits for every run asked for so far to be over (`settled`).
  let waiting = [];
  const pump = () => {
    if (!busy && !pending.size && !frame) {
      for (const resolve of waiting) resolve();
      waiting = [];
    }
    if (busy || !pending.size) return;
    // Changes first; learning what pictures read only when no change waits.
    const entry = [...pending].find((name) => !name.startsWith('quiet ')) ?? [...pending][0];
    pending.delete(entry);
    busy = true;
    run(entry.replace(/^quiet /, ''), entry.startsWith('quiet ')).finally(() => {
      busy = false;
      pump();
    });
  };

  // What each picture's last drawing read: `module call` → { slots, signature }, the slots it read
  // and their values then. A picture is drawn again only when one of those values has changed: code
  // that read none of the changed slots runs as it ran and draws the same picture.
  const drawn = new Map();
  const valuesOf = (module) =>
    [...controls.values()]
      .filter((control) => control.module === module && control.text !== control.original)
      .map((control) => [control.slot, valueOf(control)]);
  const signature = (slots, values) => {
    const byslot = new Map(values);
    return JSON.stringify(slots.map((slot) => byslot.get(slot) ?? null));
  };
  const stale = (module, call, values) => {
    const last = drawn.get(`${module} ${call.join(' ')}`);
    return !last || last.signature !== signature(last.slots, values);
  };

  // The calls of a run, each with the place its answer goes: the module's doctests (together, in one
  // instance), then each picture whose last drawing read a changed slot (each in an instance of its
  // own). `quiet`: only learn what the pictures read (the page still shows what the values draw).
  const plan = (module, quiet = false) => {
    const name = CSS.escape(module);
    const values = valuesOf(module);
    const steps = [];
    const groups = [];
    if (!quiet) {
      const doctests = [];
      for (const figure of document.querySelectorAll(`figure.example[data-module="${name}"]`)) {
        const fields = [...figure.querySelectorAll('.run-inputs input, .run-inputs select')];
        const call = fields.length
          ? [figure.dataset.inputsExport, ...fields.map((field) => Number(field.value))]
          : [figure.dataset.export];
        steps.push({ figure, call });
        doctests.push(call);
      }
      if (doctests.length) groups.push({ calls: doctests, remember: false });
    }
    for (const figure of document.querySelectorAll(`figure.preview:is([data-module="${name}"], [data-literal-module="${name}"])`)) {
      for (const [selector, dark] of [['.preview-light, .preview-fixed', 0], ['.preview-dark', 1]]) {
        const holder = figure.querySelector(selector);
        const call = ['diary_live_svg', Number(figure.dataset.fence), Number(figure.dataset.variant), dark];
        // A quiet run learns only while the page shows what the literals as written draw.
        if (!holder || !stale(module, call, values) || (quiet && values.length)) continue;
        steps.push({ figure, holder, call });
        groups.push({ calls: [call], remember: true });
      }
    }
    return { module, values, steps, groups, quiet, changed: values.length > 0, next: 0, drew: false, trapped: null };
  };

  // Learns, while nothing else runs, what the pictures of a module whose code the reader is in read,
  // so that the first change draws only the pictures it reaches.
  const primed = new Set();
  const prime = (module) => {
    if (primed.has(module)) return;
    primed.add(module);
    pending.add(`quiet ${module}`);
    pump();
  };

  // A doctest's answer (or trap) in its block.
  const showDoctest = (figure, text, result, changed) => {
    figure.dataset.result = result;
    const output = figure.querySelector('output.run-output');
    const statusLine = figure.querySelector('.run-status');
    if (!output) return;
    output.textContent = text;
    output.hidden = false;
    if (statusLine) statusLine.textContent = result === 'fail' ? words.runFail : changed ? words.runChanged : words.runPass;
  };

  // One message of the run: the answer of the next call, a trap, or the end with the refused values.
  const receive = (job, message) => {
    if (message.type === 'result' || message.type === 'trap') {
      const step = job.steps[job.next++];
      if (!step) return;
      if (message.type === 'trap') job.trapped = message.message;
      if (step.holder) {
        const key = `${job.module} ${step.call.join(' ')}`;
        const slots = message.reads === null || message.reads === undefined
          ? null : message.reads.split(' ').filter(Boolean).map(Number);
        if (message.type === 'result' && slots) drawn.set(key, { slots, signature: signature(slots, job.values) });
        else drawn.delete(key);
      }
      if (job.quiet) return;
      if (!step.holder) {
        const text = message.type === 'trap' ? fill(words.runError, { message: message.message }) : message.text;
        showDoctest(step.figure, text, message.type === 'trap' ? 'fail' : job.changed ? 'changed' : 'pass', job.changed);
      } else if (message.type === 'result' && message.text !== null) {
        // Parsed once, cleaned in the parser's document (which loads nothing), moved into the page
        // without a copy, and swapped in one write.
        const parsed = new DOMParser().parseFromString(message.text, 'image/svg+xml').documentElement;
        if (parsed.localName !== 'svg' || !window.DiaryPreviewSVG) return;
        step.holder.replaceChildren(document.adoptNode(window.DiaryPreviewSVG.clean(parsed)));
        job.drew = true;
      }
      return;
    }
    if (message.type !== 'done') return;
    if (job.quiet) return;
    if (message.error !== undefined || job.trapped !== null) {
      status.textContent = fill(words.runError, { message: message.error ?? job.trapped });
    } else if (job.drew) {
      status.textContent = words.literalUpdated || '';
    }
    // Values the compiled Swift refused: marked in place, with the type they are no value of.
    for (const line of (message.refusals || '').split('\n').filter(Boolean)) {
      const [slot, type] = line.split(' ');
      const control = controls.get(key(job.module, Number(slot)));
      if (!control) continue;
      const refusal = fill(words.literalRefused, { value: control.text, type });
      control.span.dataset.refused = refusal;
      control.span.setAttribute('aria-label', `${label(control)}; ${refusal}`);
      status.textContent = refusal;
    }
  };

  // The call that ran past the budget: its block says so; the worker is gone, the next run starts one.
  const overrun = (job) => {
    worker.terminate();
    worker = null;
    const step = job.steps[job.next] || job.steps[job.steps.length - 1];
    const message = fill(words.literalTooLong || 'слишком долго: {seconds} с', { seconds: String(budget / 1000) });
    if (step && !step.holder) showDoctest(step.figure, message, 'fail', job.changed);
    status.textContent = message;
  };

  const runHere = async (job) => {
    if (!runner) {
      await new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = String(workerURL);
        script.onload = resolve;
        script.onerror = () => reject(new Error(script.src));
        document.head.append(script);
      });
      runner = window.DiaryLiteralRunner;
    }
    await runner({ module: job.module, values: job.values, groups: job.groups }, (message) => receive(job, message));
  };

  const runInWorker = (job) =>
    new Promise((resolve, reject) => {
      if (!worker) worker = new Worker(workerURL);
      let timer = 0;
      let started = false;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          overrun(job);
          resolve();
        }, budget);
      };
      worker.onmessage = ({ data }) => {
        if (data.type === 'started') started = true;
        if (data.type !== 'done') arm();
        receive(job, data);
        if (data.type === 'done') {
          clearTimeout(timer);
          resolve();
        }
      };
      // The script could not start as a worker (a file: page, a blocking policy): run here instead.
      worker.onerror = (event) => {
        if (started) return;
        clearTimeout(timer);
        event.preventDefault();
        worker.terminate();
        worker = null;
        reject(event);
      };
      worker.postMessage({ module: job.module, values: job.values, groups: job.groups });
    });

  const run = async (module, quiet) => {
    const job = plan(module, quiet);
    // A running live preview of the module follows in its own instance (preview.js) and says so.
    if (!quiet) window.DiaryLivePreviews?.literals(module, job.values, words.literalUpdated || '');
    if (!job.groups.length) return;
    if (workers) {
      try {
        await runInWorker(job);
        return;
      } catch (error) {
        workers = false;
      }
    }
    try {
      await runHere(job);
    } catch (error) {
      status.textContent = fill(words.runError, { message: error.message });
    }
  };

  // The changed values in the address: #lit=Module.7:24,Module.9:%22x%22 (a link reproduces them).
  const writeFragment = () => {
    const changed = [...controls.values()].filter((c) => c.text !== c.original);
    const fragment = changed.map((c) => `${key(c.module, c.slot)}:${encodeURIComponent(c.text)}`).join(',');
    const url = new URL(location.href);
    url.hash = fragment ? `lit=${fragment}` : '';
    history.replaceState(history.state, '', url);
  };
  const readFragment = () => {
    const match = /^#lit=(.*)$/.exec(location.hash);
    if (!match) return;
    for (const entry of match[1].split(',')) {
      const colon = entry.indexOf(':');
      const control = controls.get(entry.slice(0, colon));
      if (control) setText(control, decodeURIComponent(entry.slice(colon + 1)));
    }
  };

  for (const span of document.querySelectorAll('figure.code[data-literals] [data-slot]')) adopt(span);
  // The reader in a module's code: learn what its pictures read before the first change.
  const primeAt = (element) => {
    const module = element?.closest?.('figure.code[data-literals]')?.dataset.literals;
    if (module) prime(module);
  };
  document.addEventListener('focusin', (event) => primeAt(event.target));
  primeAt(document.activeElement);
  window.DiaryLiterals = Object.freeze({
    controls,
    // A promise kept once no change waits to run and none runs (for benchmarks and tests).
    settled: () => new Promise((resolve) => {
      waiting.push(resolve);
      pump();
    }),
  });
  readFragment();
})();
