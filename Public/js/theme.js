// The reader's theme (auto, light or dark), set on <html> before the page is drawn so no page
// flashes in the other scheme; the header's switch cycles it and remembers it. The narrow
// header's search button opens the search field, whose script (js/search.js) is fetched when the
// page is idle or the field is used. Words come from <body>'s data attributes.
(() => {
  'use strict';
  const root = document.documentElement;
  const themes = ['auto', 'light', 'dark'];
  const read = (key) => { try { return localStorage.getItem(key); } catch { return null; } };
  const write = (key, value) => { try { localStorage.setItem(key, value); } catch { /* private mode */ } };
  const apply = (theme) => {
    if (theme === 'light' || theme === 'dark') root.dataset.theme = theme; else delete root.dataset.theme;
  };
  apply(read('diary-theme'));
  if (read('diary-code-wrap') === 'on') root.dataset.codeWrap = 'on';

  document.addEventListener('DOMContentLoaded', () => {
    const words = document.body.dataset;
    const button = document.querySelector('.theme-switch');
    if (button) {
      const label = button.querySelector('.theme-switch-label');
      const show = () => {
        const theme = root.dataset.theme || 'auto';
        label.textContent = words['theme' + theme[0].toUpperCase() + theme.slice(1)] || theme;
      };
      button.addEventListener('click', () => {
        const next = themes[(themes.indexOf(root.dataset.theme || 'auto') + 1) % themes.length];
        apply(next);
        write('diary-theme', next);
        show();
      });
      show();
      button.hidden = false;
    }
    const header = document.querySelector('.site-header');
    const open = document.querySelector('.search-open');
    const form = document.querySelector('.site-header .search');
    // The search's script comes when the page is idle after loading, or at once when the field
    // is used first; what was typed meanwhile is searched when it starts.
    if (form && form.dataset.script && window.fetch) {
      form.hidden = false;
      let asked = false;
      const load = () => {
        if (asked) return;
        asked = true;
        const script = document.createElement('script');
        script.src = form.dataset.script;
        script.addEventListener('load', () => {
          const input = form.querySelector('input[name=q]');
          if (document.activeElement === input) input.dispatchEvent(new Event('focus'));
          if (input.value) input.dispatchEvent(new Event('input'));
        });
        document.head.append(script);
      };
      form.addEventListener('focusin', load);
      form.addEventListener('pointerdown', load);
      const idle = window.requestIdleCallback || ((work) => setTimeout(work, 200));
      const whenIdle = () => idle(load, { timeout: 3000 });
      if (document.readyState === 'complete') whenIdle(); else addEventListener('load', whenIdle);
    }
    if (header && open && form) {
      open.addEventListener('click', () => {
        const opening = !header.classList.contains('searching');
        header.classList.toggle('searching', opening);
        open.setAttribute('aria-expanded', String(opening));
        if (opening) form.querySelector('input')?.focus();
      });
      open.hidden = false;
    }
    // The table of contents is open beside the text on a wide screen, folded on a narrow one.
    const toc = document.querySelector('details.toc');
    if (toc && matchMedia('(min-width: 1100px)').matches) toc.open = true;
  });
})();
