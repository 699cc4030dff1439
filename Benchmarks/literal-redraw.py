#!/usr/bin/env python3
"""Live literals' redraw time in headless Chromium (issue 32, item 3: ≤ 16 ms at 4× CPU throttling).

    THROTTLE=4 python3 Benchmarks/literal-redraw.py SITE_DIR [page ...]

SITE_DIR is a built site with sample modules (`diary build --output /tmp/site`); it is served on a
loopback port. On each page (by default every page whose code has slots and which shows previews),
the first number literal of each module that has previews there is raised with the arrow key
PRESSES times (default 5); a redraw is the time from the key press that sets the value to each of
the module's static preview pictures having been replaced on the page and laid out (the run goes
through literals.js's Worker). Prints, per preview figure, the median and the maximum, and the
machine's load average. THROTTLE=N slows the page's CPU N times (Emulation.setCPUThrottlingRate),
as live_frames.py does. Nothing is asserted: the browser tests check behaviour.
"""
import sys, os, functools, http.server, threading, statistics, json
sys.path.insert(0, os.path.dirname(__file__))
from webdriver_session import Browser, free_port

site = sys.argv[1]
pages = sys.argv[2:] or sorted(
    name for name in os.listdir(site)
    if os.path.isfile(os.path.join(site, name, 'index.html'))
    and 'data-literals=' in (text := open(os.path.join(site, name, 'index.html'), encoding='utf-8').read())
    and 'class="preview"' in text)
presses = int(os.environ.get('PRESSES', '5'))
throttle = float(os.environ.get('THROTTLE', '1'))

class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, '.wasm': 'application/wasm', '.js': 'text/javascript'}
    def log_message(self, *a): pass
port = free_port()
server = http.server.ThreadingHTTPServer(('127.0.0.1', port), functools.partial(Handler, directory=site))
threading.Thread(target=server.serve_forever, daemon=True).start()
root = f'http://127.0.0.1:{port}/'

# Per module with previews: its preview figures watched, and its first number literal to press.
SETUP = r"""
window.redraws_ = {}; window.pressed_ = null;
const modules = new Set([...document.querySelectorAll('figure.preview')].map((f) => f.dataset.literalModule || f.dataset.module));
window.targets_ = [];
for (const module of modules) {
  const span = document.querySelector(`figure.code[data-literals="${CSS.escape(module)}"] .hl-number[data-slot]`);
  if (!span) continue;
  const figures = [...document.querySelectorAll('figure.preview')].filter((f) => (f.dataset.literalModule || f.dataset.module) === module);
  window.targets_.push({ module, span, figures });
  for (const figure of figures) {
    const key = `${module} fence ${figure.dataset.fence} variant ${figure.dataset.variant}`;
    window.redraws_[key] = [];
    new MutationObserver(() => {
      if (window.pressed_ === null || figure.done_) return;
      figure.done_ = true;
      figure.getBoundingClientRect();
      window.redraws_[key].push(performance.now() - window.pressed_);
    }).observe(figure, { childList: true, subtree: true });
  }
}
document.querySelector('figure.code[data-literals]').dispatchEvent(new FocusEvent('focusin'));
return window.targets_.length;
"""

PRESS = r"""
const target = window.targets_[arguments[0]];
for (const figure of target.figures) figure.done_ = false;
target.span.focus();
window.pressed_ = performance.now();
target.span.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
"""

def main():
    browser = Browser()
    try:
        if throttle != 1:
            browser.cdp('Emulation.setCPUThrottlingRate', {'rate': throttle})
        load = open('/proc/loadavg').read().split()[:3]
        print(f'literal redraw, value set → SVG replaced; {presses} presses; CPU throttling {throttle:g}×; load {" ".join(load)}')
        for page in pages:
            browser.nav(root + page + '/')
            browser.wait('return window.DiaryWasm ? true : null;')
            count = browser.js(SETUP)
            browser.wait('return window.DiaryLiterals ? true : null;')
            for index in range(count or 0):
                for _ in range(presses):
                    browser.js(PRESS.replace('arguments[0]', str(index)))
                    browser.wait(f'return window.targets_[{index}].figures.every((f) => f.done_) ? true : null;', 30)
            results = browser.js('return window.redraws_;') or {}
            for key, times in sorted(results.items()):
                if times:
                    print(f'  {page}: {key}: median {statistics.median(times):.1f} ms, max {max(times):.1f} ms ({len(times)} runs)')
    finally:
        browser.close()
        server.shutdown()

main()
