#!/usr/bin/env python3
"""Frame times of the live previews in headless Chromium (Debian `chromium` + `chromium-driver`).

    python3 Benchmarks/live_frames.py SITE_DIR [scenario ...]

SITE_DIR is a built site (e.g. `diary build --output /tmp/site`); it is served on a loopback
port. Each scenario opens an article, makes one preview figure live and sends it pointer or
keyboard events through the DevTools protocol; a frame is the time from the event to the
preview's SVG having changed on the page and been laid out, with the part spent in the wasm
module beside it. Scenarios: swipe, swipe_long, gate, stories, stories_tap, shutter, gallery,
toolbar (all by default). REPEAT=N runs each N times; DETAIL=1 prints every frame; PROFILE=1
saves a CPU profile of each run as NAME.cpuprofile in the current folder. THROTTLE=4 slows the
page's CPU four times through the DevTools protocol (Emulation.setCPUThrottlingRate), as issue 30
asks frames to be judged; the line then says so, with the machine's load average. Nothing is asserted:
this measures, the browser tests in Tests/DiaryBrowserTests/Browser check behaviour.
"""
import sys, json, subprocess, time, statistics, functools, http.server, threading, os
sys.path.insert(0, os.path.dirname(__file__))
from webdriver_session import Browser, free_port, throttle as throttle_page

site = sys.argv[1]
wanted = sys.argv[2:]
repeat = int(os.environ.get('REPEAT', '1'))

class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, '.wasm': 'application/wasm', '.js': 'text/javascript'}
    def log_message(self, *a): pass
port = free_port()
server = http.server.ThreadingHTTPServer(('127.0.0.1', port), functools.partial(Handler, directory=site))
threading.Thread(target=server.serve_forever, daemon=True).start()
root = f'http://127.0.0.1:{port}/'

INSTRUMENT = r"""
const figure = window.figure_;
window.frames_ = []; window.wasmMs_ = 0;
if (!window.patched_) {
  window.patched_ = true;
  const load = window.DiaryWasm.load.bind(window.DiaryWasm);
  window.DiaryWasm.load = (name) => load(name).then((m) => {
    if (!m.timed_) {
      m.timed_ = true;
      const call = m.call.bind(m);
      m.call = (...args) => { const t = performance.now(); try { return call(...args); } finally { window.wasmMs_ += performance.now() - t; } };
    }
    return m;
  });
}
let started = null, wasmAt = 0;
for (const type of ['pointerdown', 'pointermove', 'pointerup', 'click', 'keydown'])
  figure.addEventListener(type, () => { started = performance.now(); wasmAt = window.wasmMs_; }, true);
const observe = () => {
  const stage = figure.querySelector('.preview-live');
  if (!stage) return requestAnimationFrame(observe);
  new MutationObserver(() => {
    if (started === null) return;
    const dom = performance.now() - started;
    stage.getBoundingClientRect();
    window.frames_.push([dom, performance.now() - started, window.wasmMs_ - wasmAt]);
    started = null;
  }).observe(stage, { childList: true, subtree: true, attributes: true, characterData: true });
};
observe();
"""

def pick(b, js_selector):
    b.js(f"window.figure_ = ({js_selector});")
    return b.js("return !!window.figure_")

throttle = float(os.environ.get('THROTTLE', '1'))

def open_page(b, page, selector, reduced=False):
    b.nav(root + page)
    throttle_page(b, cpu=throttle)
    if reduced:
        b.cdp('Emulation.setEmulatedMedia', {'features': [{'name': 'prefers-reduced-motion', 'value': 'reduce'}]})
    b.wait("return document.querySelector('.preview-toggle') !== null")
    assert pick(b, selector), page
    b.wait("return window.figure_.querySelector('.preview-toggle') !== null")
    b.js(INSTRUMENT)

def go_live(b, settle=0.3):
    if os.environ.get('READ_WAIT'):
        b.js("window.figure_.scrollIntoView({block: 'center', behavior: 'instant'});")
        time.sleep(float(os.environ['READ_WAIT']))
    t = b.js("""window.live_ = null; const f = window.figure_; const t0 = performance.now(); const w0 = window.wasmMs_;
      f.querySelector('.preview-toggle').click();
      const check = () => f.querySelector('.preview-live svg') ? (window.live_ = [performance.now() - t0, window.wasmMs_ - w0]) : requestAnimationFrame(check);
      check(); return 1;""")
    live = b.wait("return window.live_", 60)
    b.js("window.frames_ = [];")
    time.sleep(settle)
    return live

def mouse(b, kind, x, y, buttons=1):
    b.cdp('Input.dispatchMouseEvent', {'type': kind, 'x': x, 'y': y, 'button': 'left', 'buttons': buttons, 'clickCount': 1})

def canvas_to_screen(b, fx, fy):
    b.js("window.figure_.querySelector('.preview-live svg').scrollIntoView({block: 'center', behavior: 'instant'});")
    time.sleep(0.1)
    return b.js(f"""const svg = window.figure_.querySelector('.preview-live svg');
      const box = svg.viewBox.baseVal; const p = new DOMPoint(box.width * {fx}, box.height * {fy}).matrixTransform(svg.getScreenCTM());
      return [p.x, p.y];""")

def drag(b, fx, fy, dx_fraction, steps=12):
    x0, y = canvas_to_screen(b, fx, fy)
    x1, _ = canvas_to_screen(b, fx + dx_fraction, fy)
    mouse(b, 'mousePressed', x0, y)
    for s in range(1, steps + 1):
        mouse(b, 'mouseMoved', x0 + (x1 - x0) * s / steps, y)
    mouse(b, 'mouseReleased', x1, y, 0)

def tap(b, fx, fy):
    x, y = canvas_to_screen(b, fx, fy)
    mouse(b, 'mousePressed', x, y); time.sleep(0.05); mouse(b, 'mouseReleased', x, y, 0)

def key(b, name):
    codes = {'Tab': 9, 'Enter': 13}
    down = {'type': 'rawKeyDown', 'key': name, 'code': name, 'windowsVirtualKeyCode': codes[name]}
    if name == 'Enter': down.update(type='keyDown', text='\r')
    b.cdp('Input.dispatchKeyEvent', down)
    b.cdp('Input.dispatchKeyEvent', {'type': 'keyUp', 'key': name, 'code': name, 'windowsVirtualKeyCode': codes[name]})

def press_control(b, label_js):
    b.js(f"const f = window.figure_; [...f.querySelectorAll('.preview-controls button')].find({label_js}).focus();")
    key(b, 'Enter')

LAST_SINGLE = """[...document.querySelectorAll('.previews')].filter(row => row.children.length === 1)
  .map(row => row.firstElementChild).filter(f => f.matches('figure.preview[data-module]')).at(-1)"""
def by_caption(text):
    return f"[...document.querySelectorAll('figure.preview[data-module]')].find(f => f.textContent.includes({json.dumps(text)}))"

def gate(b):
    open_page(b, 'parental-gate/', LAST_SINGLE)
    live = go_live(b)
    press_control(b, "b => b.textContent === 'Замок'")
    spoken = b.wait("const t = window.figure_.querySelector('[aria-live]').textContent; return t.split(', ').length === 7 ? t : null;")
    parts = spoken.split(', ')[1:]
    a, sign, c = int(parts[0]), parts[1], int(parts[2])
    ans = {'+': a + c, '−': a - c, '×': a * c, '÷': a // c if c else -1}[sign]
    press_control(b, f"b => b.textContent === '{ans}'")
    b.wait("return window.figure_.querySelector('[aria-live]').textContent.includes('родитель')")
    press_control(b, "b => b.textContent === 'Замок'")
    time.sleep(0.3)
    return live

def stories(b):
    open_page(b, 'stories/', LAST_SINGLE, reduced=True)
    live = go_live(b)
    for _ in range(6):
        b.js("window.figure_.querySelector('.preview-step').click();")
        time.sleep(0.05)
    return live

def stories_tap(b):
    open_page(b, 'stories/', LAST_SINGLE, reduced=True)
    live = go_live(b)
    for fx in [0.8, 0.8, 0.2, 0.8]:
        tap(b, fx, 0.5)
    return live

def swipe(b):
    open_page(b, 'swipe-cards/', LAST_SINGLE)
    live = go_live(b)
    for d in [-100, -250, -250, -250]:
        drag(b, 0.5, 0.5, d / 390.0 * 0.8)
    return live

def gallery(b):
    open_page(b, 'buttons/', by_caption('Галерея'))
    live = go_live(b)
    for d in [-0.3, 0.3]:
        drag(b, 0.5, 0.5, d)
    return live

def shutter(b):
    open_page(b, 'buttons/', by_caption('Экран камеры'))
    live = go_live(b)
    for _ in range(3):
        tap(b, 0.5, 0.86)
    return live

def swipe_long(b):
    open_page(b, 'swipe-cards/', LAST_SINGLE)
    live = go_live(b)
    for d in [-100, -250, -250, 250, 250, -100, -250, -250, 250, 250, -100, -100]:
        drag(b, 0.5, 0.5, d / 390.0 * 0.8, 20)
    return live

scenarios = dict(swipe_long=swipe_long, gate=gate, stories=stories, stories_tap=stories_tap, swipe=swipe, gallery=gallery, shutter=shutter)
# No toolbar scenario: the toolbars' previews react to nothing, so the page offers no live preview
# there (issue 30 item 1) and they stay pictures.
def fmt(v): return f"{v:5.1f}"
b = Browser()
print(f"CPU throttling {throttle:g}x; load average {os.getloadavg()[0]:.2f} (1 min) on {os.cpu_count()} cores", flush=True)
try:
    for name in wanted or scenarios:
        for r in range(repeat):
            if os.environ.get('PROFILE'):
                b.cdp('Profiler.enable', {}); b.cdp('Profiler.setSamplingInterval', {'interval': 50}); b.cdp('Profiler.start', {})
            live = scenarios[name](b)
            if os.environ.get('PROFILE'):
                prof = b.cdp('Profiler.stop', {})['profile']
                json.dump(prof, open(f'{name}.cpuprofile', 'w'))
            frames = b.js("return window.frames_") or []
            fig = b.js("const f = window.figure_; return [f.dataset.module, f.dataset.fence, f.dataset.variant]")
            settled = [f[1] for f in frames]; wasm_ms = [f[2] for f in frames]
            if os.environ.get('DETAIL'):
                print(' '.join(f"{f[0]:.1f}/{f[1]:.1f}/{f[2]:.1f}" for f in frames))
            if os.environ.get('SHOWJS'): print(b.js(os.environ['SHOWJS']))
            if not frames:
                print(f"{name}: live in {live} ms; no frames"); continue
            print(f"{name:12} {fig}: live {fmt(live[0])} ms (wasm {fmt(live[1])}); {len(frames)} frames; first {fmt(settled[0])} (wasm {fmt(wasm_ms[0])}); "
                  f"median {fmt(statistics.median(settled))} (wasm {fmt(statistics.median(wasm_ms))}); max {fmt(max(settled))} (wasm {fmt(max(wasm_ms))})", flush=True)
finally:
    b.close(); server.shutdown()
