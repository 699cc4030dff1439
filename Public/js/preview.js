// Live previews. A preview figure whose sample module can run it (data-module, data-fence,
// data-variant) gets a «Живое превью» button; pressed, the figure shows the variant as the
// module's own Swift draws it now: pointer, keyboard and clock events go to wasm/<Module>.wasm
// (LivePreviewGlue's exports), which lays the views out again and returns the next SVG. This
// script only forwards events and swaps the picture; the static SVG stays for pages without it.
(() => {
  'use strict';
  const wasm = window.DiaryWasm;
  if (!wasm || typeof DOMParser !== 'function' || typeof TextEncoder !== 'function') return;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const dark = matchMedia('(prefers-color-scheme: dark)');
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  // `<byte count>:<bytes>` fields, as diary_live_state prints them.
  const fields = (text) => {
    const bytes = encoder.encode(text);
    const values = [];
    for (let index = 0; index < bytes.length; ) {
      let count = 0;
      while (bytes[index] !== 58) count = count * 10 + bytes[index++] - 48;
      values.push(decoder.decode(bytes.subarray(index + 1, index + 1 + count)));
      index += 1 + count;
    }
    return values;
  };

  const start = async (figure, toggle) => {
    const module = await wasm.load(figure.dataset.module);
    const fence = Number(figure.dataset.fence);
    const variant = Number(figure.dataset.variant);
    const call = (name, ...args) => module.call(name, fence, variant, ...args);
    const still = [...figure.querySelectorAll('.preview-light, .preview-dark, .preview-fixed')];
    const stage = document.createElement('div');
    stage.className = 'preview-live';
    const controls = document.createElement('div');
    controls.className = 'preview-controls';
    const region = document.createElement('p');
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    figure.insertBefore(stage, still[0]);
    figure.insertBefore(region, still[0]);
    for (const element of still) element.hidden = true;

    const render = () => {
      const svg = new DOMParser().parseFromString(call('diary_live_svg', dark.matches ? 1 : 0), 'image/svg+xml');
      const picture = document.importNode(svg.documentElement, true);
      const box = picture.viewBox.baseVal;
      const state = fields(call('diary_live_state'));
      if (state[0]) region.textContent = state[0];
      const focused = controls.contains(document.activeElement) ? [...controls.children].indexOf(document.activeElement) : -1;
      const buttons = [];
      for (let index = 0; index < Number(state[1]); index++) {
        const [label, x, y, width, height] = state.slice(2 + 5 * index, 7 + 5 * index);
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.style.left = `${(x / 100 / box.width) * 100}%`;
        button.style.top = `${(y / 100 / box.height) * 100}%`;
        button.style.width = `${(width / 100 / box.width) * 100}%`;
        button.style.height = `${(height / 100 / box.height) * 100}%`;
        button.addEventListener('click', (event) => {
          // A pointer tap already reached the module through the picture.
          if (event.detail !== 0) return;
          call('diary_live_activate', index);
          render();
        });
        buttons.push(button);
      }
      controls.replaceChildren(...buttons);
      stage.replaceChildren(picture, controls);
      if (focused >= 0 && buttons[Math.min(focused, buttons.length - 1)]) buttons[Math.min(focused, buttons.length - 1)].focus();
    };

    const point = (event) => {
      const picture = stage.querySelector('svg');
      const matrix = picture.getScreenCTM();
      return matrix ? new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse()) : new DOMPoint(0, 0);
    };
    let pressed = false;
    const pointer = (phase) => (event) => {
      if (phase !== 0 && !pressed) return;
      pressed = phase !== 2;
      if (phase === 0) stage.setPointerCapture(event.pointerId);
      const { x, y } = point(event);
      call('diary_live_pointer', phase, x, y);
      event.preventDefault();
      render();
    };
    stage.addEventListener('pointerdown', pointer(0));
    stage.addEventListener('pointermove', pointer(1));
    stage.addEventListener('pointerup', pointer(2));
    stage.addEventListener('pointercancel', pointer(2));

    // The clock: real time, unless the reader asked for less motion (then a step button).
    let timer = null;
    let step = null;
    if (reducedMotion.matches) {
      step = document.createElement('button');
      step.type = 'button';
      step.className = 'preview-step';
      step.textContent = '+1 с';
      step.addEventListener('click', () => {
        call('diary_live_advance', 1000);
        render();
      });
      toggle.after(step);
    } else {
      let last = performance.now();
      timer = setInterval(() => {
        const now = performance.now();
        call('diary_live_advance', Math.min(1000, Math.round(now - last)));
        last = now;
        render();
      }, 50);
    }
    render();
    return () => {
      if (timer) clearInterval(timer);
      if (step) step.remove();
      stage.remove();
      region.remove();
      for (const element of still) element.hidden = false;
    };
  };

  for (const figure of document.querySelectorAll('figure.preview[data-module]')) {
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'preview-toggle';
    toggle.textContent = 'Живое превью';
    toggle.setAttribute('aria-pressed', 'false');
    let stop = null;
    toggle.addEventListener('click', async () => {
      if (stop) {
        stop();
        stop = null;
      } else {
        // Disabling the focused toggle drops its focus; a keyboard user gets it back when it is ready.
        const focused = document.activeElement === toggle;
        toggle.disabled = true;
        try {
          stop = await start(figure, toggle);
        } catch (error) {
          toggle.textContent = `Живое превью недоступно: ${error.message}`;
          return;
        } finally {
          toggle.disabled = false;
          if (focused) toggle.focus();
        }
      }
      toggle.setAttribute('aria-pressed', String(stop !== null));
    });
    // First in the figure, so that Tab goes from the toggle (and «+1 с») straight to the controls.
    figure.prepend(toggle);
  }
})();
