// Client-side search over search-index.json: no external service. The index
// holds titles, summaries, headings, tags and a short excerpt per article.
(function () {
  "use strict";
  const form = document.querySelector("form.search");
  if (!form) return;
  const input = form.querySelector("input[type=search]");
  const list = form.querySelector(".search-results");
  let index = null;

  function normalise(text) {
    return text.toLowerCase().replace(/ё/g, "е");
  }

  function load() {
    if (index) return Promise.resolve(index);
    return fetch(form.dataset.index)
      .then(function (response) { return response.json(); })
      .then(function (records) {
        index = records.map(function (record) {
          return {
            record: record,
            title: normalise(record.title),
            text: normalise([record.summary, record.headings.join(" "), record.tags.join(" "), record.excerpt].join(" ")),
          };
        });
        return index;
      });
  }

  function score(entry, words) {
    let total = 0;
    for (const word of words) {
      if (entry.title.includes(word)) total += 3;
      else if (entry.text.includes(word)) total += 1;
      else return 0;
    }
    return total;
  }

  function show(results) {
    list.replaceChildren();
    for (const record of results) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = record.url;
      link.textContent = record.title;
      const summary = document.createElement("small");
      summary.textContent = record.summary;
      link.appendChild(summary);
      item.appendChild(link);
      list.appendChild(item);
    }
    if (results.length === 0) {
      const item = document.createElement("li");
      item.textContent = "Ничего не нашлось";
      list.appendChild(item);
    }
    list.hidden = false;
  }

  input.addEventListener("input", function () {
    const words = normalise(input.value).split(/\s+/).filter(Boolean);
    if (words.length === 0) { list.hidden = true; return; }
    load().then(function (entries) {
      const results = entries
        .map(function (entry) { return { entry: entry, score: score(entry, words) }; })
        .filter(function (scored) { return scored.score > 0; })
        .sort(function (a, b) { return b.score - a.score; })
        .slice(0, 8)
        .map(function (scored) { return scored.entry.record; });
      show(results);
    });
  });

  form.addEventListener("submit", function (event) { event.preventDefault(); });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") list.hidden = true;
  });
})();
