// Code blocks on the article pages: a copy button (Clipboard API, else a selection copied with
// execCommand), a line-wrap switch remembered per reader, and a fading edge on a block wider than
// the column while there is more to scroll to. Loaded only on pages with code blocks; its words
// come from <body>'s data attributes.
(() => {
  'use strict';
  const root = document.documentElement;
  const words = document.body.dataset;
  const blocks = [...document.querySelectorAll('.article-body pre')];
  if (blocks.length === 0) return;

  const status = document.createElement('p');
  status.className = 'visually-hidden code-announcer';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  document.body.append(status);
  const announce = (text) => { status.textContent = ''; setTimeout(() => { status.textContent = text; }, 50); };

  const copyBySelection = (text) => {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'code-copy-area';
    document.body.append(area);
    area.select();
    let copied = false;
    try { copied = document.execCommand('copy'); } catch { copied = false; }
    area.remove();
    return copied;
  };
  const copy = async (text) => {
    if (navigator.clipboard && window.isSecureContext) {
      try { await navigator.clipboard.writeText(text); return true; } catch { /* fall back */ }
    }
    return copyBySelection(text);
  };

  const wrapButtons = [];
  const showWrap = () => {
    const on = root.dataset.codeWrap === 'on';
    for (const button of wrapButtons) button.setAttribute('aria-pressed', String(on));
    blocks.forEach(measure);
  };
  const measure = (pre) => {
    const more = pre.scrollWidth - pre.clientWidth;
    const left = pre.scrollLeft > 1;
    const right = more > 1 && pre.scrollLeft < more - 1;
    pre.dataset.scroll = [left ? 'left' : '', right ? 'right' : ''].join(' ').trim();
  };

  for (const pre of blocks) {
    const tools = document.createElement('div');
    tools.className = 'code-tools';
    const copyButton = document.createElement('button');
    copyButton.type = 'button';
    copyButton.className = 'code-copy';
    copyButton.textContent = words.codeCopy || 'Copy';
    copyButton.addEventListener('click', async () => {
      const text = (pre.querySelector('code') || pre).textContent;
      const copied = await copy(text);
      copyButton.dataset.copied = String(copied);
      announce(copied ? words.codeCopied || 'Copied' : words.codeCopyFailed || 'Could not copy');
    });
    const wrapButton = document.createElement('button');
    wrapButton.type = 'button';
    wrapButton.className = 'code-wrap';
    wrapButton.textContent = words.codeWrap || 'Wrap lines';
    wrapButton.addEventListener('click', () => {
      const on = root.dataset.codeWrap !== 'on';
      if (on) root.dataset.codeWrap = 'on'; else delete root.dataset.codeWrap;
      try { localStorage.setItem('diary-code-wrap', on ? 'on' : 'off'); } catch { /* private mode */ }
      showWrap();
    });
    wrapButtons.push(wrapButton);
    tools.append(copyButton, wrapButton);
    pre.before(tools);
    pre.addEventListener('scroll', () => measure(pre), { passive: true });
  }
  if ('ResizeObserver' in window) {
    const observer = new ResizeObserver((entries) => entries.forEach((entry) => measure(entry.target)));
    blocks.forEach((pre) => observer.observe(pre));
  }
  showWrap();
})();
