#!/usr/bin/env python3
"""Live literals' redraw time in headless Chromium (issue 32, item 3: ≤ 16 ms at 4× CPU throttling).

    THROTTLE=4 python3 Benchmarks/literal-redraw.py SITE_DIR [page ...]

SITE_DIR is a built site with sample modules (`diary build --output /tmp/site`); it is served on a
loopback port. On each page (by default every page whose code has slots and which shows previews),
the first number literal of each module that has previews there is raised with the arrow key
PRESSES times (default 5). A redraw is the time from the key press to the last preview picture the
change redraws having been replaced on the page and laid out; a press that redraws no picture (the
literal reaches none) is counted apart.

Chromium's CPU throttling (THROTTLE=N, Emulation.setCPUThrottlingRate) slows the page's main
thread only, not its Workers, where literals.js makes the runs. So every page is measured twice
(MODES, default "worker main"):
  worker  as a reader gets it: the runs in literals.js's Worker, only the main thread's part slowed;
  main    the same runs made on the main thread (literals.js's fallback without Workers, which loads
          literals-worker.js as a plain script), so all of the work is slowed N times.
The `main` figure is the honest one for the target. Prints per page and mode the first press
(which also waits for the module's pictures' read sets to be learnt) and the median and maximum of
the others, and the machine's load average. Nothing is asserted: the browser tests check behaviour.
"""
import sys, os, functools, http.server, threading, statistics
sys.path.insert(0, os.path.dirname(__file__))
from webdriver_session import Browser, free_port, throttle as throttle_page

site = sys.argv[1]
pages = sys.argv[2:] or sorted(
    name for name in os.listdir(site)
    if os.path.isfile(os.path.join(site, name, 'index.html'))
    and 'data-literals=' in (text := open(os.path.join(site, name, 'index.html'), encoding='utf-8').read())
    and 'class="preview"' in text)
presses = int(os.environ.get('PRESSES', '5'))
throttle = float(os.environ.get('THROTTLE', '1'))
modes = os.environ.get('MODES', 'worker main').split()

class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, '.wasm': 'application/wasm', '.js': 'text/javascript'}
    def log_message(self, *a): pass
port = free_port()
server = http.server.ThreadingHTTPServer(('127.0.0.1', port), functools.partial(Handler, directory=site))
threading.Thread(target=server.serve_forever, daemon=True).start()
root = f'http://127.0.0.1:{port}/'

# Per module with previews: its first number literal to press; every preview figure watched for the
# time its picture was last replaced. `main`: no Worker, so literals.js runs the calls here.
SETUP = r"""
if (arguments[0] === 'main') window.Worker = undefined;
window.swapped_ = new Map(); window.pressed_ = null;
const modules = new Set([...document.querySelectorAll('figure.preview')].map((f) => f.dataset.literalModule || f.dataset.module));
window.targets_ = [];
for (const module of modules) {
  const span = document.querySelector(`figure.code[data-literals="${CSS.escape(module)}"] .hl-number[data-slot]`);
  if (span) window.targets_.push({ module, span });
}
for (const figure of document.querySelectorAll('figure.preview')) {
  new MutationObserver(() => {
    if (window.pressed_ === null) return;
    figure.getBoundingClientRect();
    window.swapped_.set(figure, performance.now());
  }).observe(figure, { childList: true, subtree: true });
}
document.querySelector('figure.code[data-literals]').dispatchEvent(new FocusEvent('focusin'));
return window.targets_.length;
"""

# Presses, then waits (asynchronously) until no run is waiting or running; answers the time from the
# press to the last picture replaced, and how many were.
PRESS = r"""
const done = arguments[arguments.length - 1];
const target = window.targets_[arguments[0]];
window.swapped_ = new Map();
target.span.focus();
window.pressed_ = performance.now();
target.span.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
const answer = () => requestAnimationFrame(() => {
  const times = [...window.swapped_.values()];
  done({ figures: times.length, last: times.length ? Math.max(...times) - window.pressed_ : null });
});
if (window.DiaryLiterals.settled) {
  window.DiaryLiterals.settled().then(answer);
} else {
  // literals.js before `settled` redrew every picture of the module: wait for all of them.
  const all = [...document.querySelectorAll('figure.preview')].filter((f) => (f.dataset.literalModule || f.dataset.module) === target.module);
  const poll = () => (all.every((f) => window.swapped_.has(f)) ? answer() : setTimeout(poll, 1));
  poll();
}
"""

def main():
    load = open('/proc/loadavg').read().split()[:3]
    print(f'literal redraw, key press → last redrawn picture replaced; {presses} presses; '
          f'CPU throttling {throttle:g}× (main thread only); load {" ".join(load)} on {os.cpu_count()} cores')
    browser = Browser()
    try:
        for mode in modes:
            for page in pages:
                browser.nav(root + page + '/')
                throttle_page(browser, cpu=throttle)
                browser.wait('return window.DiaryWasm ? true : null;')
                count = browser.cmd('execute/sync', {'script': SETUP, 'args': [mode]})
                browser.wait('return window.DiaryLiterals ? true : null;')
                for index in range(count or 0):
                    module = browser.js(f'return window.targets_[{index}].module;')
                    runs = [browser.cmd('execute/async', {'script': PRESS, 'args': [index]}) for _ in range(presses)]
                    timed = [run['last'] for run in runs if run['last'] is not None]
                    figures = [run['figures'] for run in runs]
                    first = f'{timed[0]:.1f} ms' if runs[0]['last'] is not None else 'no picture'
                    rest = [run['last'] for run in runs[1:] if run['last'] is not None]
                    summary = (f'median {statistics.median(rest):.1f} ms, max {max(rest):.1f} ms'
                               if rest else 'no picture redrawn')
                    print(f'  {mode:6} {page}: {module}: first {first}; then {summary}; '
                          f'pictures redrawn per press {figures}', flush=True)
    finally:
        browser.close()
        server.shutdown()
    print(f'load at the end {" ".join(open("/proc/loadavg").read().split()[:3])}')

main()
