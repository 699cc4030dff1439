// Live literals: every number, string and flag of a sample's shown code that its module reads from a
// slot (<span data-slot> inside <figure class="code" data-literals="Module">) becomes a control. run.js
// loads this script on the first touch of such code, or at once for a link that carries values
// (#lit=Module.7:24,Module.9:%22x%22). A change runs the module afresh with every changed slot set
// (diary_literal_set): its doctests print again and its pictures are drawn again. What a value means
// is the compiled Swift's decision; a value that is no value of the slot's type is refused by it.
(() => {
  'use strict';
  const wasm = window.DiaryWasm;
  if (!wasm || window.DiaryLiterals) return;
  const words = document.body.dataset;
  const encoder = new TextEncoder();
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
  // The line of the span in its code block, from 1, as the reader counts the shown lines.
  const lineOf = (span) => {
    const range = document.createRange();
    range.setStart(span.closest('code'), 0);
    range.setEndBefore(span);
    return range.toString().split('\n').length;
  };

  const label = (control) => {
    const template = { string: words.literalString, boolean: words.literalBoolean }[control.kind] || words.literalNumber;
    return fill(template, { value: control.span.textContent, line: String(control.line) });
  };

  // Strings are edited without their quotes; a value is the Swift value, not its spelling.
  const unquote = (text) => text.slice(1, -1).replace(/\\(["\\nt])/g, (_, c) => ({ n: '\n', t: '\t' })[c] || c);
  const quote = (value) => `"${value.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
  const valueOf = (control) => (control.kind === 'string' ? unquote(control.text) : control.text);

  const setText = (control, text) => {
    control.text = text;
    control.span.textContent = text;
    control.span.classList.toggle('literal-changed', text !== control.original);
    control.span.setAttribute('aria-label', label(control));
    if (control.kind === 'boolean') control.span.setAttribute('aria-pressed', String(text === 'true'));
    if (control.kind === 'integer' || control.kind === 'float') control.span.setAttribute('aria-valuenow', text);
    control.span.removeAttribute('data-refused');
    resetButton(control.figure).hidden = ![...controls.values()].some((c) => c.figure === control.figure && c.text !== c.original);
    schedule(control.module);
    writeFragment();
  };

  const step = (control, amount) => {
    const current = Number(control.text);
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

  const status = document.createElement('p');
  status.className = 'literal-status visually-hidden';
  status.setAttribute('role', 'status');
  document.body.append(status);

  const adopt = (span) => {
    const figure = span.closest('figure.code[data-literals]');
    const control = {
      span, figure, module: figure.dataset.literals, slot: Number(span.dataset.slot), kind: kindOf(span),
      original: span.textContent, text: span.textContent, line: lineOf(span),
    };
    controls.set(key(control.module, control.slot), control);
    span.tabIndex = 0;
    span.classList.add('literal');
    span.setAttribute('role', control.kind === 'boolean' ? 'button' : control.kind === 'string' ? 'textbox' : 'spinbutton');
    span.setAttribute('aria-label', label(control));
    if (control.kind === 'boolean') span.setAttribute('aria-pressed', String(control.text === 'true'));
    if (control.kind === 'integer' || control.kind === 'float') span.setAttribute('aria-valuenow', control.text);
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
      const start = Number(control.text);
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

  // Runs: once per frame per module, on a fresh instance (a module's statics are made once per
  // instance, and a trap may leave one half-changed), with every changed slot of the module set.
  const pending = new Set();
  let frame = 0;
  const schedule = (module) => {
    pending.add(module);
    if (!frame) frame = requestAnimationFrame(() => {
      frame = 0;
      const modules = [...pending];
      pending.clear();
      for (const name of modules) run(name);
    });
  };

  const run = async (module) => {
    wasm.discard(module);
    let instance;
    try {
      instance = await wasm.load(module);
      instance.call('diary_literal_reset');
      for (const control of controls.values()) {
        if (control.module !== module || control.text === control.original) continue;
        const bytes = encoder.encode(valueOf(control));
        new Uint8Array(instance.exports.memory.buffer, instance.exports.diary_literal_buffer(), bytes.length).set(bytes);
        instance.call('diary_literal_set', control.slot, bytes.length);
      }
    } catch (error) {
      status.textContent = fill(words.runError, { message: error.message });
      return;
    }
    const changed = [...controls.values()].some((c) => c.module === module && c.text !== c.original);
    let trapped = null;
    for (const figure of document.querySelectorAll(`figure.example[data-module="${CSS.escape(module)}"]`)) {
      const output = figure.querySelector('output.run-output');
      const statusLine = figure.querySelector('.run-status');
      const fields = [...figure.querySelectorAll('.run-inputs input, .run-inputs select')];
      let text;
      try {
        text = fields.length
          ? instance.call(figure.dataset.inputsExport, ...fields.map((field) => Number(field.value)))
          : instance.call(figure.dataset.export);
        figure.dataset.result = changed ? 'changed' : 'pass';
      } catch (error) {
        trapped = error;
        text = fill(words.runError, { message: error.message });
        figure.dataset.result = 'fail';
      }
      if (!output) continue;
      output.textContent = text;
      output.hidden = false;
      if (statusLine) statusLine.textContent = figure.dataset.result === 'fail' ? words.runFail : changed ? words.runChanged : words.runPass;
      if (trapped) break;
    }
    let drew = false;
    if (!trapped) {
      const name = CSS.escape(module);
    for (const figure of document.querySelectorAll(`figure.preview:is([data-module="${name}"], [data-literal-module="${name}"])`)) {
        const fence = Number(figure.dataset.fence);
        const variant = Number(figure.dataset.variant);
        for (const [selector, dark] of [['.preview-light, .preview-fixed', 0], ['.preview-dark', 1]]) {
          const holder = figure.querySelector(selector);
          if (!holder) continue;
          let markup;
          try {
            markup = instance.call('diary_live_svg', fence, variant, dark);
          } catch (error) {
            trapped = error;
            break;
          }
          const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
          if (parsed.localName !== 'svg' || !window.DiaryPreviewSVG) continue;
          holder.replaceChildren(document.importNode(window.DiaryPreviewSVG.clean(parsed), true));
          drew = true;
        }
        if (trapped) break;
      }
    }
    if (trapped) {
      wasm.discard(module);
      status.textContent = fill(words.runError, { message: trapped.message });
    } else if (drew) {
      status.textContent = words.literalUpdated || '';
    }
    // Values the compiled Swift refused: marked in place, with the type they are no value of.
    let refusals = '';
    try {
      refusals = trapped ? '' : instance.call('diary_literal_refusals');
    } catch (error) {
      refusals = '';
    }
    for (const line of refusals.split('\n').filter(Boolean)) {
      const [slot, type] = line.split(' ');
      const control = controls.get(key(module, Number(slot)));
      if (!control) continue;
      const message = fill(words.literalRefused, { value: control.text, type });
      control.span.dataset.refused = message;
      control.span.setAttribute('aria-label', `${label(control)}; ${message}`);
      status.textContent = message;
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
  window.DiaryLiterals = Object.freeze({ controls });
  readFragment();
})();
