"""A minimal WebDriver client for headless Chromium, for the browser benchmarks (loopback only):
live_frames.py, literal-redraw.py, search-first-results.py."""
import json, subprocess, time, urllib.request, socket, os

# Chrome DevTools' "Fast 3G" preset: 562.5 ms latency, 180 KB/s down, 84 KB/s up.
FAST_3G = {"offline": False, "latency": 562.5, "downloadThroughput": 180000, "uploadThroughput": 84375}

def throttle(browser, cpu=1.0, network=None, cache=True):
    """Slows the page as the benchmarks' targets say: its CPU `cpu` times
    (Emulation.setCPUThrottlingRate; it reaches the page's main thread, not its Workers), its
    network to `network` (Network.emulateNetworkConditions, e.g. FAST_3G), and with `cache=False`
    without the HTTP cache. Nothing is sent for what is left as it is."""
    if network is not None or not cache:
        browser.cdp('Network.enable', {})
    if not cache:
        browser.cdp('Network.setCacheDisabled', {'cacheDisabled': True})
    if network is not None:
        browser.cdp('Network.emulateNetworkConditions', network)
    if cpu != 1:
        browser.cdp('Emulation.setCPUThrottlingRate', {'rate': cpu})

def free_port():
    s = socket.socket(); s.bind(('127.0.0.1', 0)); p = s.getsockname()[1]; s.close(); return p

class Browser:
    def __init__(self):
        self.port = free_port()
        self.driver = subprocess.Popen(['chromedriver', f'--port={self.port}', '--allowed-ips=127.0.0.1'],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                urllib.request.urlopen(f'http://127.0.0.1:{self.port}/status'); break
            except Exception: time.sleep(0.1)
        r = self.req('POST', '/session', {'capabilities': {'alwaysMatch': {'browserName': 'chrome',
            'goog:chromeOptions': {'binary': '/usr/bin/chromium',
              'args': ['--headless=new', '--no-sandbox', '--disable-gpu', '--window-size=1000,1400']}}}})
        self.sid = r['value']['sessionId']
    def req(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        rq = urllib.request.Request(f'http://127.0.0.1:{self.port}{path}', data=data, method=method,
                                    headers={'Content-Type': 'application/json'})
        with urllib.request.urlopen(rq, timeout=120) as f: return json.loads(f.read())
    def cmd(self, path, body):
        return self.req('POST', f'/session/{self.sid}/{path}', body)['value']
    def nav(self, url): self.cmd('url', {'url': url})
    def js(self, script): return self.cmd('execute/sync', {'script': script, 'args': []})
    def cdp(self, method, params): return self.cmd('goog/cdp/execute', {'cmd': method, 'params': params})
    def wait(self, script, seconds=60):
        end = time.time() + seconds
        while time.time() < end:
            v = self.js(script)
            if v: return v
            time.sleep(0.05)
        return None
    def close(self):
        try: self.req('DELETE', f'/session/{self.sid}')
        except Exception: pass
        self.driver.kill()
