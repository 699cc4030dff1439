"""A minimal WebDriver client for headless Chromium, for live_frames.py (loopback only)."""
import json, subprocess, time, urllib.request, socket, os

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
