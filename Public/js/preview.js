// Live previews. A preview figure whose sample module can run it (data-module, data-fence,
// data-variant) gets a «Живое превью» button; pressed, the figure shows the variant as the
// module's own Swift draws it now: pointer, keyboard and clock events go to wasm/<Module>.wasm
// (LivePreviewGlue's exports), which lays the views out again and returns the next SVG. This
// script only forwards events and swaps the picture; the static SVG stays for pages without it.
// The previews' fonts beyond DiaryUI Sans regular (css/preview-fonts.css) load when a preview nears the
// viewport, so they do not weigh on the page at load; not with Save-Data on.
(() => {
  'use strict';
  const figures = document.querySelectorAll('figure.preview');
  const sheet = document.querySelector('link[rel="stylesheet"][href$="css/site.css"]');
  if (!figures.length || !sheet || navigator.connection?.saveData) return;
  const load = () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL('preview-fonts.css', sheet.href).href;
    document.head.append(link);
  };
  if (typeof IntersectionObserver !== 'function') return load();
  const nearing = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      nearing.disconnect();
      load();
    },
    { rootMargin: '100% 0px' },
  );
  for (const figure of figures) nearing.observe(figure);
})();

(() => {
  'use strict';
  const wasm = window.DiaryWasm;
  if (!wasm || typeof DOMParser !== 'function' || typeof TextEncoder !== 'function') return;
  // The interface's words in the page's language (base.mustache puts them on <body>).
  const words = document.body.dataset;
  const svgNamespace = 'http://www.w3.org/2000/svg';
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

  // What a live picture may hold: the elements and attributes DiaryUI writes (the generator checks
  // the static previews against the same list, PreviewSVGAllowList.swift). The module runs the
  // article's code, so its SVG is checked here too: an element or attribute outside the list is
  // dropped before it reaches the page, `href` only as a raster data: URL, `url()` only as `#id`.
  const allowedElements = new Set(['svg', 'defs', 'g', 'rect', 'circle', 'ellipse', 'path', 'text', 'tspan',
    'linearGradient', 'stop', 'clipPath', 'mask', 'filter', 'feDropShadow', 'pattern', 'image']);
  const allowedAttributes = new Set(['x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'x1', 'y1', 'x2',
    'y2', 'opacity', 'fill-opacity', 'stroke-opacity', 'stroke-width', 'font-size', 'offset', 'stop-opacity', 'dx',
    'dy', 'stdDeviation', 'flood-opacity', 'viewBox', 'stroke-dasharray', 'fill', 'stroke', 'stop-color',
    'flood-color', 'clip-path', 'mask', 'filter', 'transform', 'gradientTransform', 'gradientUnits', 'maskUnits',
    'filterUnits', 'patternUnits', 'd', 'id', 'font-family', 'xmlns', 'href', 'fill-rule', 'clip-rule',
    'stroke-linecap', 'stroke-linejoin', 'font-style', 'font-weight', 'preserveAspectRatio', 'style',
    'letter-spacing']);
  const allowedValue = (name, value) => {
    if (name === 'href') return /^data:image\/(png|jpeg|gif|webp)[;,]/.test(value);
    if (name === 'style') return /^mask-type:(alpha|luminance)$/.test(value);
    if (name === 'xmlns') return value === 'http://www.w3.org/2000/svg';
    return !/url\(\s*['"]?[^#'"\s]/i.test(value) && !/[<>]/.test(value);
  };
  const allowed = (name, value) => allowedAttributes.has(name) && allowedValue(name, value);
  // Drops what the list does not allow from a light tree (below) or from a parsed element.
  const cleanLight = (light) => {
    if (typeof light === 'string') return light;
    if (!allowedElements.has(light.name)) return null;
    light.attributes = light.attributes.filter(([name, value]) => allowed(name, value));
    light.children = light.children.map(cleanLight).filter((child) => child !== null);
    return light;
  };
  const cleanNode = (element) => {
    for (const child of [...element.childNodes]) {
      if (child.nodeType === Node.ELEMENT_NODE) {
        if (child.namespaceURI === svgNamespace && allowedElements.has(child.localName)) cleanNode(child);
        else child.remove();
      } else if (child.nodeType !== Node.TEXT_NODE) {
        child.remove();
      }
    }
    for (const attribute of [...element.attributes]) {
      // `xmlns` is in the XMLNS namespace; every other namespaced attribute (xlink:href…) goes.
      const namespaced = attribute.namespaceURI && attribute.name !== 'xmlns';
      if (namespaced || !allowed(attribute.name, attribute.value)) element.removeAttributeNode(attribute);
    }
    return element;
  };

  // For the browser tests, which feed these hostile pictures (PreviewInBrowserTests).
  window.DiaryPreviewSVG = Object.freeze({ clean: cleanNode, cleanLight });

  // The module's SVG as a light tree: an element is { name, attributes: [[name, value]…], children },
  // a text is a string. The SVG writer prints plain XML (double-quoted attributes, the five named
  // entities, no prefixes, comments or CDATA); for anything else this gives null and the caller takes
  // the browser's XML parser instead, so the light reading never has to be a full one.
  const tag = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[A-Za-z_][\w.-]*="[^"<\t\n\r]*")*)\s*(\/?)>/y;
  const attribute = /\s+([A-Za-z_][\w.-]*)="([^"]*)"/g;
  const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const unescape = (text) => {
    if (!text.includes('&')) return text;
    if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(text)) return null;
    return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => entities[name]);
  };
  const lightTree = (markup) => {
    if (markup.includes('\r') || !markup.startsWith('<svg')) return null;
    const root = { children: [] };
    const open = [root];
    for (let index = 0; index < markup.length; ) {
      const next = markup.indexOf('<', index);
      const end = next < 0 ? markup.length : next;
      if (end > index) {
        const text = unescape(markup.slice(index, end));
        if (text === null || (open.length === 1 && text.trim())) return null;
        if (open.length > 1) open.at(-1).children.push(text);
      }
      if (next < 0) break;
      tag.lastIndex = next;
      const match = tag.exec(markup);
      if (!match) return null;
      index = tag.lastIndex;
      const [, closing, name, list, empty] = match;
      if (closing) {
        if (list || empty || open.length === 1 || open.pop().name !== name) return null;
        continue;
      }
      const attributes = [];
      for (const [, key, value] of list.matchAll(attribute)) {
        const text = unescape(value);
        if (text === null) return null;
        attributes.push([key, text]);
      }
      const element = { name, attributes, children: [] };
      open.at(-1).children.push(element);
      if (!empty) open.push(element);
    }
    return open.length === 1 && root.children.length === 1 ? cleanLight(root.children[0]) : null;
  };

  // Whether a shown light node can be patched into a new one: both texts, or elements of one name with
  // the same attribute names in the same order, so that only values (and children) may differ.
  const sameShape = (shown, next) => {
    if (typeof shown === 'string' || typeof next === 'string') return typeof shown === typeof next;
    if (shown.name !== next.name || shown.attributes.length !== next.attributes.length) return false;
    return shown.attributes.every(([name], index) => name === next.attributes[index][0]);
  };

  // The page's node for a light node, made afresh, with the light nodes remembering theirs (`node`).
  const build = (light) => {
    if (typeof light === 'string') return document.createTextNode(light);
    const element = document.createElementNS(svgNamespace, light.name);
    for (const [name, value] of light.attributes) element.setAttribute(name, value);
    light.nodes = light.children.map(build);
    element.append(...light.nodes);
    light.node = element;
    return element;
  };

  // Pairs a light tree with the page's nodes of the same picture (as the browser's parser made them);
  // false when they disagree, and then the light tree cannot be used for patches.
  const pair = (light, node) => {
    if (typeof light === 'string') return node.nodeType === Node.TEXT_NODE && node.nodeValue === light;
    if (node.nodeType !== Node.ELEMENT_NODE || node.localName !== light.name) return false;
    if (node.childNodes.length !== light.children.length) return false;
    light.node = node;
    light.nodes = [...node.childNodes];
    return light.children.every((child, index) => pair(child, light.nodes[index]));
  };

  // Makes the page's picture of `shown` (a light tree paired with the page) show `next`, touching only
  // what differs: a drag changes a few attributes, and the browser then restyles and lays out only
  // those elements instead of parsing and laying out a whole new picture. Children are matched by
  // position; one of another shape is made afresh. Afterwards the picture serialises exactly as the
  // browser's own parse of the new SVG would. `next` takes over the page's nodes.
  const patch = (shown, next) => {
    const element = shown.node;
    next.node = element;
    shown.attributes.forEach(([name, value], index) => {
      if (value !== next.attributes[index][1]) element.setAttribute(name, next.attributes[index][1]);
    });
    const nodes = [];
    next.children.forEach((child, index) => {
      const old = shown.children[index];
      const oldNode = shown.nodes[index];
      if (old === undefined) {
        nodes.push(element.appendChild(build(child)));
      } else if (!sameShape(old, child)) {
        nodes.push(build(child));
        element.replaceChild(nodes[index], oldNode);
      } else if (typeof child === 'string') {
        if (old !== child) oldNode.nodeValue = child;
        nodes.push(oldNode);
      } else {
        patch(old, child);
        nodes.push(oldNode);
      }
    });
    for (const gone of shown.nodes.slice(next.children.length)) gone.remove();
    next.nodes = nodes;
  };

  // A figure's module made ready before the reader asks for it: fetched, compiled and instantiated,
  // and the figure's first frame and controls worked out once. The browser compiles a module's code
  // the first time it runs, so the press of «Живое превью» and the first event would otherwise pay
  // for compiling the layout code on top of the layout. The page's session only draws its first
  // frame, the static picture (no event has reached it), so readying shows, moves and starts nothing.
  const idle = (task) => (window.requestIdleCallback ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200));
  const readied = new Map();
  const ready = (figure) => {
    if (!readied.has(figure)) {
      const fence = Number(figure.dataset.fence);
      const variant = Number(figure.dataset.variant);
      const module = wasm.load(figure.dataset.module).then((module) => {
        module.call('diary_live_svg', fence, variant, dark.matches ? 1 : 0);
        module.call('diary_live_state', fence, variant);
        idle(() => rehearse(figure, module));
        return module;
      });
      module.catch(() => readied.delete(figure));
      readied.set(figure, module);
    }
    return readied.get(figure);
  };

  // Once per figure, before it goes live (when the browser is idle, or else just before): a throwaway
  // session of the variant is run through events, a drag and taps on its first controls, and their
  // frames, so that the reader's first event finds the code only events run compiled too (and that of
  // a panel a tap brings up). The page's session is not touched.
  const rehearsed = new Set();
  const rehearse = (figure, module) => {
    if (rehearsed.has(figure) || typeof module.exports.diary_live_rehearse !== 'function') return;
    rehearsed.add(figure);
    module.call('diary_live_rehearse', Number(figure.dataset.fence), Number(figure.dataset.variant), dark.matches ? 1 : 0);
  };

  // Running live pictures, for live literals (literals.js): a changed literal is set in the running
  // instance and the picture drawn again, so its state (what the reader tapped or dragged) stays;
  // statics, made once per instance, keep the value they were made with. The figure's live region
  // then says `announcement` («превью обновлено»), as the page does for a static picture.
  const running = new Map();
  const slotEncoder = new TextEncoder();
  window.DiaryLivePreviews = Object.freeze({
    literals(moduleName, values, announcement = '') {
      for (const [figure, { instance, render, call, region }] of running) {
        if (figure.dataset.module !== moduleName || typeof instance.exports.diary_literal_set !== 'function') continue;
        try {
          instance.call('diary_literal_reset');
          for (const [slot, value] of values) {
            const bytes = slotEncoder.encode(value);
            new Uint8Array(instance.exports.memory.buffer, instance.exports.diary_literal_buffer(), bytes.length).set(bytes);
            instance.call('diary_literal_set', slot, bytes.length);
          }
          // A press far off the canvas reaches no view but makes the session draw its views again.
          call('diary_live_pointer', 0, -1e9, -1e9);
          call('diary_live_pointer', 2, -1e9, -1e9);
          render();
          if (announcement) region.textContent = announcement;
        } catch (error) {
          // A value that traps ends this instance; the next start loads a fresh one.
          wasm.discard(moduleName);
        }
      }
    },
  });

  // How many live pictures this page has started; each one's ids get their own prefix.
  let liveCount = 0;
  const start = async (figure, toggle) => {
    const module = await ready(figure);
    rehearse(figure, module);
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
    figure.classList.add('preview-running');
    figure.insertBefore(stage, still[0]);
    figure.insertBefore(region, still[0]);
    for (const element of still) element.hidden = true;
    const parser = new DOMParser();

    // A control for the keyboard: Enter or Space (a click without a pointer) on control `index`.
    const control = (index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.addEventListener('click', (event) => {
        // A pointer tap already reached the module through the picture.
        if (event.detail !== 0) return;
        flush();
        call('diary_live_activate', index);
        render();
      });
      return button;
    };
    const set = (style, property, value) => {
      if (style[property] !== value) style[property] = value;
    };

    // Where each control's box goes on the stage: its canvas rectangle taken through the picture's own
    // geometry (the viewBox mapped onto the picture's client box, letterboxing included) and then
    // grown around its middle to at least 44 × 44 CSS pixels, the touch target Apple's guidelines ask
    // for, so focus rings and accessibility boxes sit on the control at every width.
    const minimumTarget = 44;
    let boxes = [];
    const placeControls = () => {
      if (!picture || !boxes.length) return;
      const matrix = picture.getScreenCTM();
      if (!matrix) return;
      const origin = stage.getBoundingClientRect();
      boxes.forEach(([x, y, width, height], index) => {
        const button = controls.children[index];
        if (!button) return;
        const topLeft = new DOMPoint(x, y).matrixTransform(matrix);
        const bottomRight = new DOMPoint(x + width, y + height).matrixTransform(matrix);
        const left = Math.min(topLeft.x, bottomRight.x) - origin.left;
        const top = Math.min(topLeft.y, bottomRight.y) - origin.top;
        const shownWidth = Math.abs(bottomRight.x - topLeft.x);
        const shownHeight = Math.abs(bottomRight.y - topLeft.y);
        const targetWidth = Math.max(shownWidth, minimumTarget);
        const targetHeight = Math.max(shownHeight, minimumTarget);
        set(button.style, 'left', `${(left - (targetWidth - shownWidth) / 2).toFixed(2)}px`);
        set(button.style, 'top', `${(top - (targetHeight - shownHeight) / 2).toFixed(2)}px`);
        set(button.style, 'width', `${targetWidth.toFixed(2)}px`);
        set(button.style, 'height', `${targetHeight.toFixed(2)}px`);
      });
    };
    const resizing = typeof ResizeObserver === 'function' ? new ResizeObserver(() => placeControls()) : null;
    resizing?.observe(stage);

    // The controls of `state` over `picture`, reusing the buttons there are (so focus stays put). A control
    // that reads nothing (an unlabelled image) is named by its number, never left without a name.
    const showControls = (state) => {
      const count = Number(state[1]);
      const focused = controls.contains(document.activeElement) ? [...controls.children].indexOf(document.activeElement) : -1;
      boxes = [];
      for (let index = 0; index < count; index++) {
        const [label, x, y, width, height] = state.slice(2 + 5 * index, 7 + 5 * index);
        const button = controls.children[index] || controls.appendChild(control(index));
        const name = label.trim() || (words.previewControl || '{number}').replace('{number}', String(index + 1));
        if (button.textContent !== name) button.textContent = name;
        boxes.push([x / 100, y / 100, width / 100, height / 100]);
      }
      while (controls.children.length > count) controls.lastElementChild.remove();
      placeControls();
      if (focused >= count && count > 0) controls.children[count - 1].focus();
    };

    // The module's next frame, put on the stage. What did not change since the last frame (often
    // everything, for a clock tick) costs nothing but the comparison.
    let picture = null;
    let shown = null;
    let shownSVG = null;
    let shownState = null;
    // The static picture stays in the page beside the live one, with the same clip and gradient
    // ids: the live picture's ids (and the `url(#…)` that name them) get a prefix of their own.
    const prefix = `live${(liveCount += 1)}-`;
    const ownIds = (markup) =>
      markup.replace(/ id="([^"]*)"/g, ` id="${prefix}$1"`).replace(/url\(#([^)'"\s]*)\)/g, `url(#${prefix}$1)`);
    const render = () => {
      const raw = call('diary_live_svg', dark.matches ? 1 : 0);
      const changed = raw !== shownSVG;
      if (changed) {
        const markup = ownIds(raw);
        const next = lightTree(markup);
        if (shown && next && sameShape(shown, next)) {
          patch(shown, next);
          shown = next;
        } else {
          const parsed = parser.parseFromString(markup, 'image/svg+xml').documentElement;
          if (parsed.namespaceURI !== svgNamespace || parsed.localName !== 'svg') return;
          // Cleaned while it is still in the parser's document, which loads nothing.
          const imported = document.importNode(cleanNode(parsed), true);
          if (picture) picture.replaceWith(imported);
          else stage.prepend(imported, controls);
          picture = imported;
          shown = next && pair(next, imported) ? next : null;
        }
        shownSVG = raw;
      }
      const text = call('diary_live_state');
      const state = fields(text);
      if (state[0]) region.textContent = state[0];
      if (changed || text !== shownState) showControls(state);
      shownState = text;
      // While an animation runs, the clock moves on every frame the browser paints.
      if (state[2 + 5 * Number(state[1])] === '1' && !animationFrame) {
        animationFrame = requestAnimationFrame(animate);
      }
    };

    // The module's clock follows the page's: real time since the last step, from one place, whether the
    // step comes from the timer below or from an animation's frames.
    let clockLast = performance.now();
    const tick = () => {
      const now = performance.now();
      call('diary_live_advance', Math.min(1000, Math.max(0, Math.round(now - clockLast))));
      clockLast = now;
    };
    let animationFrame = 0;
    const animate = () => {
      animationFrame = 0;
      flush();
      tick();
      render();
    };

    // Pointer moves come in faster than frames: the last one before a frame is the one drawn. Everything
    // else draws at once, and draws any move still waiting first.
    let pendingMove = null;
    let pendingFrame = 0;
    const flush = () => {
      if (pendingFrame) cancelAnimationFrame(pendingFrame);
      pendingFrame = 0;
      if (pendingMove) call('diary_live_pointer', 1, pendingMove.x, pendingMove.y);
      pendingMove = null;
    };
    const draw = () => {
      flush();
      render();
    };
    const drawSoon = () => {
      if (!pendingFrame) pendingFrame = requestAnimationFrame(() => {
        pendingFrame = 0;
        draw();
      });
    };

    // Canvas coordinates of a pointer event. The picture's place on screen is read when the pointer goes
    // down and kept while it is held: reading it after each frame's changes would make the browser lay
    // the page out there and then, once per move.
    let toCanvas = null;
    const point = (event) => {
      if (!toCanvas) {
        const matrix = picture.getScreenCTM();
        toCanvas = matrix ? matrix.inverse() : new DOMMatrix([0, 0, 0, 0, 0, 0]);
      }
      return new DOMPoint(event.clientX, event.clientY).matrixTransform(toCanvas);
    };
    let pressed = false;
    const pointer = (phase) => (event) => {
      if (phase !== 0 && !pressed) return;
      pressed = phase !== 2;
      if (phase === 0) {
        toCanvas = null;
        stage.setPointerCapture(event.pointerId);
      }
      const { x, y } = point(event);
      event.preventDefault();
      if (phase === 1) {
        pendingMove = { x, y };
        drawSoon();
        return;
      }
      flush();
      call('diary_live_pointer', phase, x, y);
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
      step.textContent = words.previewSecond;
      step.addEventListener('click', () => {
        flush();
        call('diary_live_advance', 1000);
        render();
      });
      toggle.after(step);
    } else {
      timer = setInterval(() => {
        flush();
        tick();
        drawSoon();
      }, 50);
    }
    // Animations move, or only cross-fade when the reader asked for less motion.
    if (typeof module.exports.diary_live_motion === 'function') call('diary_live_motion', reducedMotion.matches ? 1 : 0);
    clockLast = performance.now();
    render();
    running.set(figure, { instance: module, render, call, region });
    return () => {
      running.delete(figure);
      resizing?.disconnect();
      figure.classList.remove('preview-running');
      if (timer) clearInterval(timer);
      if (pendingFrame) cancelAnimationFrame(pendingFrame);
      if (animationFrame) cancelAnimationFrame(animationFrame);
      if (step) step.remove();
      stage.remove();
      region.remove();
      for (const element of still) element.hidden = false;
    };
  };

  // Figures near the viewport are readied when the browser is idle; not with Save-Data on, where
  // nothing is fetched before the reader asks.
  const nearing =
    typeof IntersectionObserver === 'function' && !navigator.connection?.saveData
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              nearing.unobserve(entry.target);
              idle(() => ready(entry.target).catch(() => {}));
            }
          },
          { rootMargin: '100% 0px' },
        )
      : null;

  for (const figure of document.querySelectorAll('figure.preview[data-module]')) {
    nearing?.observe(figure);
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'preview-toggle';
    toggle.textContent = words.previewLive;
    toggle.setAttribute('aria-pressed', 'false');
    // What to do once it runs, as the module found by trying the variant (data-live-hint).
    const hint = document.createElement('span');
    hint.className = 'preview-hint';
    hint.id = `${figure.querySelector('figcaption')?.id || 'preview'}-hint`;
    hint.textContent = figure.dataset.liveHint || '';
    if (hint.textContent) toggle.setAttribute('aria-describedby', hint.id);
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
          toggle.textContent = words.previewLiveUnavailable.replace('{message}', error.message);
          return;
        } finally {
          toggle.disabled = false;
          if (focused) toggle.focus();
        }
      }
      toggle.setAttribute('aria-pressed', String(stop !== null));
    });
    // First in the figure, so that Tab goes from the toggle (and «+1 с») straight to the controls.
    figure.prepend(toggle, hint);
  }
})();
