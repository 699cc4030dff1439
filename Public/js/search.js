// Site search over the chunked index `diary build` writes (Sources/DiaryKit/Output/Search):
// search-index.json names the shards; a query downloads only the shards of its words' stems
// (search/<hex of the first two letters>.json.gz, gzip-compressed) and the files of the articles it shows
// (search/doc/<n ÷ documentsPerFile>.json.gz, a gzip-compressed array of a few consecutive articles). Words are stemmed by the Swift stemmer that stemmed the index, compiled
// to WebAssembly (js/stemmer.wasm, loaded by js/wasm.js); without it, words match stems they begin with.
// The manifest and the stemmer are fetched together as soon as this script runs (theme.js loads it
// when the page is idle or the field is first used), so a query waits only on its own shard and
// the files of the results it shows; a small site's shards (search/shards.json.gz) and document files
// come then too, and its queries wait on nothing. Enter opens the results page (search/?q=…), which lists
// every hit, a page of them at a time.
(function () {
  "use strict";
  const shown = 5;
  // The results page shows this many more each time it is asked.
  const perPage = 20;
  // A site with at most this many document files gets them all while idle, so its first query
  // waits on its shard alone (the bundled diary has three, 35 KB gzip).
  const prefetchedDocumentFiles = 4;
  const cache = new Map();
  let indexURL = null;
  // The stemmer the page names (the search form's data-stemmer), fetched before the manifest
  // confirms it; null when the page names none (a site built without WebAssembly).
  let stemmerURL = null;
  let manifest = null;
  let stemmer = null;

  // MARK: Loading, each file at most once

  function load(url, read) {
    if (!cache.has(url)) {
      cache.set(url, fetch(url).then(function (response) {
        if (!response.ok) throw new Error(url + ": " + response.status);
        return read(response);
      }));
    }
    return cache.get(url);
  }

  function json(url) { return load(url, function (response) { return response.json(); }); }

  // A gzip-compressed JSON file (search/doc/N.json.gz, a shard), inflated here: a static host serves it as
  // opaque bytes. One that a server already inflated (Content-Encoding) is read as it is.
  function gzipJSON(url) {
    return load(url, function (response) {
      return response.arrayBuffer().then(function (buffer) {
        const bytes = new Uint8Array(buffer);
        if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return JSON.parse(new TextDecoder().decode(bytes));
        const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
        return new Response(inflated).json();
      });
    });
  }

  function documentFile(index, file) { return gzipJSON(index.shardPath + "doc/" + file + ".json.gz"); }

  // The manifest and the stemmer, fetched in parallel: the stemmer the page names (the form's
  // data-stemmer) is asked for before the manifest confirms it; a manifest naming another stemmer
  // (or none) replaces it. A page that names none fetches no stemmer before the manifest.
  function loadManifest() {
    if (!manifest) {
      const guess = stemmerURL ? absolute(stemmerURL) : null;
      const early = guess && globalThis.DiaryWasm ? loadStemmer(guess).catch(function () { return null; }) : null;
      manifest = json(indexURL).then(function (index) {
        index.shardSet = new Set(index.shards);
        const total = index.lengths.reduce(function (sum, length) { return sum + length; }, 0);
        index.averageLength = Math.max(1, total / Math.max(1, index.lengths.length));
        return index;
      });
      stemmer = manifest.then(function (index) {
        if (!index.stemmer) return null;
        return early && absolute(index.stemmer) === guess ? early : loadStemmer(index.stemmer);
      }).catch(function () { return null; });
    }
    return Promise.all([manifest, stemmer]);
  }

  function absolute(url) {
    return typeof location === "undefined" ? url : new URL(url, location.href).href;
  }

  // The stemmer, through the site's WebAssembly loader (js/wasm.js); it prints nothing.
  function loadStemmer(url) {
    if (!globalThis.DiaryWasm) return Promise.resolve(null);
    return globalThis.DiaryWasm.open(url)
      .then(function (module) {
        const exports = module.exports;
        const encoder = new TextEncoder();
        const decoder = new TextDecoder();
        const known = new Map();
        return function (word) {
          if (known.has(word)) return known.get(word);
          const bytes = encoder.encode(word).slice(0, 256);
          const address = exports.search_buffer();
          new Uint8Array(exports.memory.buffer, address, bytes.length).set(bytes);
          const length = exports.search_stem(bytes.length);
          const stem = decoder.decode(new Uint8Array(exports.memory.buffer, address, length));
          known.set(word, stem);
          return stem;
        };
      });
  }

  // MARK: Words, as SearchTokenizer and Stemmer.fold see them

  const wordPattern = /[a-z\u00c0-\u024f0-9]+(?:['\u2019][a-z\u00c0-\u024f]+)*|[\u0400-\u052f0-9\u0300-\u036f]+/gi;

  function fold(word) {
    return word.normalize("NFC").toLowerCase().replace(/ё/g, "е").replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u0300-\u036f]/g, "");
  }

  function words(text) {
    const found = [];
    let match;
    wordPattern.lastIndex = 0;
    while ((match = wordPattern.exec(text))) found.push({ text: match[0], start: match.index });
    return found;
  }

  function hex(text) {
    return Array.from(new TextEncoder().encode(text), function (byte) {
      return byte.toString(16).padStart(2, "0");
    }).join("");
  }

  // MARK: Matching and ranking

  // One query word: its folded form, its stem (null without the stemmer), whether it may be the
  // start of a longer word (the last word while typing) and its place in a quoted phrase.
  function parse(text, stem) {
    const terms = [];
    const parts = text.split('"');
    parts.forEach(function (part, index) {
      const phrase = index % 2 === 1 ? index : 0;
      for (const word of words(part)) {
        terms.push(term(word.text, phrase));
      }
    });
    if (terms.length && /[^\s"]$/.test(text)) terms[terms.length - 1].prefix = true;
    // An identifier's parts are words too, as the index has them ("NavigationStack": "Navigation", "Stack").
    const extras = [];
    terms.forEach(function (whole, i) {
      const pieces = whole.text.match(/[A-Z]?[a-z\u00c0-\u024f']+|[A-Z]+(?![a-z])|[0-9]+/g) || [];
      if (pieces.length < 2 || whole.phrase) return;
      whole.hasParts = true;
      pieces.forEach(function (piece, k) {
        const extra = term(piece, 0);
        extra.prefix = whole.prefix && k === pieces.length - 1;
        extra.partOf = i;
        extras.push(extra);
      });
    });
    return terms.concat(extras);

    function term(word, phrase) {
      return { text: word, fold: fold(word), stem: stem ? stem(word) : null, prefix: false, phrase: phrase };
    }
  }

  // How well an index stem matches a term: 1 exact, less for a longer or shorter word.
  function weight(term, stem) {
    const own = term.stem || term.fold;
    if (stem === own) return 1;
    if (term.prefix && term.fold.length >= 2 && (stem.startsWith(term.fold) || stem.startsWith(own))) return 0.7;
    if (!term.stem && stem.length >= 3 && term.fold.startsWith(stem)) return 0.9;
    return 0;
  }

  function shardKey(term, index) {
    return Array.from(term.stem || term.fold).slice(0, index.prefixLength).join("");
  }

  // BM25's term-frequency part of a stem with `weight` (the shard's number: its weighted count)
  // in `article`, normalised by the article's length against the average.
  function termFrequency(weight, article, index) {
    const frequency = weight / index.bodyWeight;
    const length = index.lengths[article] || index.averageLength;
    const normalisation = index.k1 * (1 - index.b + index.b * length / index.averageLength);
    return frequency * (index.k1 + 1) / (frequency + normalisation);
  }

  // Articles matching a term, as a Map: article → { score, stems }. A shard's postings are
  // [article, weight, …], each article number the difference from the one before.
  function matches(term, shard, index) {
    const count = index.articles;
    const found = new Map();
    for (const stem in shard) {
      const factor = weight(term, stem);
      if (!factor) continue;
      const postings = shard[stem];
      const frequency = postings.length / 2;
      const idf = Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));
      let article = 0;
      for (let i = 0; i < postings.length; i += 2) {
        article += postings[i];
        const score = factor * idf * termFrequency(postings[i + 1], article, index);
        const entry = found.get(article) || { score: 0, stems: [] };
        entry.score = Math.max(entry.score, score);
        entry.stems.push(stem);
        found.set(article, entry);
      }
    }
    return found;
  }

  // Articles with every term first; when none has them all, those with the most terms (a quoted
  // phrase still needs all its words). Then by score, then in the site's order.
  function rank(perTerm) {
    const none = { score: 0, stems: [] };
    const all = new Set();
    perTerm.forEach(function (found) { found.forEach(function (_, article) { all.add(article); }); });
    const ranked = Array.from(all, function (article) {
      const hits = perTerm.map(function (found) { return found.get(article) || none; });
      return {
        article: article,
        matched: hits.filter(function (hit) { return hit !== none; }).length,
        score: hits.reduce(function (sum, hit) { return sum + hit.score; }, 0),
        hits: hits,
      };
    });
    const best = ranked.reduce(function (most, result) { return Math.max(most, result.matched); }, 0);
    return ranked.filter(function (result) { return result.matched === best; })
      .sort(function (a, b) { return b.score - a.score || a.article - b.article; });
  }

  function search(text) {
    return loadManifest().then(function (loaded) {
      const index = loaded[0];
      const stem = loaded[1];
      const terms = parse(text, stem);
      if (!terms.length) return { terms: terms, ranked: [], stem: stem };
      return Promise.all(terms.map(function (term) {
        const key = shardKey(term, index);
        return index.shardSet.has(key) ? shard(index, key) : {};
      })).then(function (shards) {
        const all = terms.map(function (term, i) { return matches(term, shards[i], index); });
        // An identifier's parts stand in for it only when the whole word is found nowhere.
        const kept = terms.map(function (term, i) {
          if (term.partOf !== undefined) return all[term.partOf].size === 0;
          return !(term.hasParts && all[i].size === 0);
        });
        const used = terms.filter(function (_, i) { return kept[i]; });
        const perTerm = all.filter(function (_, i) { return kept[i]; });
        return { terms: used, ranked: rank(perTerm), stem: stem, index: index };
      });
    });
  }

  // The shard of prefix `key`: from the small site's one file of every shard (SearchShardBundle),
  // else its own file.
  function shard(index, key) {
    if (index.bundle) return gzipJSON(index.bundle).then(function (all) { return all[key] || {}; });
    return gzipJSON(index.shardPath + hex(key) + ".json.gz");
  }

  // The loaded articles of the first results, each with the fragment to quote; a quoted phrase
  // must stand in one fragment, in order.
  function documents(found, start, count) {
    const hasPhrase = found.terms.some(function (term) { return term.phrase; });
    const from = start || 0;
    const candidates = found.ranked.slice(from, from + (count || (hasPhrase ? 40 : shown)));
    return Promise.all(candidates.map(function (result) {
      return documentOf(found.index, result.article).then(function (doc) {
        if (!doc) return null;
        result.doc = doc;
        result.terms = found.terms;
        result.fragment = bestFragment(result, found.stem, hasPhrase);
        return result;
      });
    })).then(function (loaded) {
      return loaded.filter(function (result) { return result && (!hasPhrase || result.fragment >= 0); });
    });
  }

  // What article `article` shows, from the file it shares with its neighbours in the list (null
  // for an article the build could not render).
  function documentOf(index, article) {
    const perFile = index.documentsPerFile;
    return documentFile(index, Math.floor(article / perFile)).then(function (group) {
      return group[article % perFile];
    });
  }

  // Whether a word of an excerpt is one the query found (the term at index `term`).
  function wordMatches(word, term, result, stem) {
    const query = result.terms[term];
    const folded = fold(word);
    const own = stem ? stem(word) : folded;
    return result.hits[term].stems.some(function (s) { return s === own || (!stem && own.startsWith(s)); }) ||
      (query.prefix && query.fold.length >= 2 && folded.startsWith(query.fold));
  }

  // For each word of `text`, the set of query terms it matches.
  function termsOf(text, result, stem) {
    return words(text).map(function (word) {
      const matched = new Set();
      result.terms.forEach(function (_, term) { if (wordMatches(word.text, term, result, stem)) matched.add(term); });
      return matched;
    });
  }

  // The fragment with the most query terms, earliest first; -1 when none has one (or the phrase).
  function bestFragment(result, stem, hasPhrase) {
    let best = -1;
    let bestCount = 0;
    result.doc.fragments.forEach(function (text, index) {
      const perWord = termsOf(text, result, stem);
      if (hasPhrase && !containsPhrases(perWord, result.terms)) return;
      const distinct = new Set();
      perWord.forEach(function (matched) { matched.forEach(function (term) { distinct.add(term); }); });
      if (distinct.size > bestCount) {
        best = index;
        bestCount = distinct.size;
      }
    });
    return best;
  }

  function containsPhrases(perWord, terms) {
    const groups = new Map();
    terms.forEach(function (term, i) {
      if (term.phrase) groups.set(term.phrase, (groups.get(term.phrase) || []).concat([i]));
    });
    for (const group of groups.values()) {
      const found = perWord.some(function (_, start) {
        return group.every(function (term, offset) {
          return start + offset < perWord.length && perWord[start + offset].has(term);
        });
      });
      if (!found) return false;
    }
    return true;
  }

  // The results for `text`: the parsed terms, how many articles match, and the first few loaded.
  function query(text) {
    return search(text).then(function (found) {
      const hasPhrase = found.terms.some(function (term) { return term.phrase; });
      return documents(found).then(function (loaded) {
        return { found: found, loaded: loaded.slice(0, shown), total: hasPhrase ? loaded.length : found.ranked.length };
      });
    });
  }

  // Without a page (the benchmark runs this file in node), hand the engine over and stop.
  if (typeof document === "undefined") {
    globalThis.diarySearch = function (url) { indexURL = url; return query; };
    return;
  }
  const form = document.querySelector("form.search");
  if (!form || !window.fetch || !window.TextEncoder || !window.DecompressionStream) return;
  indexURL = form.dataset.index;
  stemmerURL = form.dataset.stemmer || null;
  // Fetched now, in parallel, while the reader has not typed yet; a small site's shards (in one
  // file) and document files too, so that its first query fetches nothing.
  loadManifest().then(function (loaded) {
    const index = loaded[0];
    if (index.bundle) gzipJSON(index.bundle).catch(function () {});
    const files = Math.ceil(index.articles / index.documentsPerFile);
    if (files > prefetchedDocumentFiles) return;
    for (let file = 0; file < files; file++) documentFile(index, file).catch(function () {});
  }).catch(function () {});
  const input = form.querySelector("input[name=q]");
  const list = form.querySelector(".search-results");
  const status = form.querySelector(".search-status");
  let results = [];
  let active = -1;
  let latest = 0;
  form.hidden = false;

  // MARK: Showing results

  // The results page of `text`: search/ beside search-index.json.
  function resultsPage(text) {
    return indexURL.replace(/search-index\.json$/, "search/") + "?q=" + encodeURIComponent(text);
  }

  function highlighted(text, result, stem) {
    const span = document.createElement("span");
    span.className = "search-excerpt";
    let at = 0;
    for (const word of words(text)) {
      const hit = result.terms.some(function (_, term) { return wordMatches(word.text, term, result, stem); });
      if (!hit) continue;
      span.append(text.slice(at, word.start));
      const mark = document.createElement("mark");
      mark.textContent = word.text;
      span.append(mark);
      at = word.start + word.text.length;
    }
    span.append(text.slice(at));
    return span;
  }

  // The interface's words come from the page (data-* attributes of the form, written from the
  // site's strings table); the Russian ones stand in for a page made by an older template.
  const interfaceText = {
    nothing: form.dataset.nothing || "Ничего не нашлось",
    found: form.dataset.found || "Нашлось {count}",
    unavailable: form.dataset.unavailable || "Поиск сейчас недоступен",
  };

  function articles(count) {
    const category = new Intl.PluralRules(document.documentElement.lang || "ru").select(count);
    const russian = { one: "{count} статья", few: "{count} статьи", many: "{count} статей", other: "{count} статьи" };
    const key = "articles" + category.charAt(0).toUpperCase() + category.slice(1);
    const pattern = form.dataset[key] || form.dataset.articlesOther || form.dataset.articlesMany ||
      russian[category];
    return pattern.replace("{count}", String(count));
  }

  // One result as a list item: its title, date and the excerpt with the matched words marked.
  function resultItem(result, stem) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = result.doc.url;
    const title = document.createElement("span");
    title.className = "search-title";
    title.textContent = result.doc.title;
    link.append(title);
    if (result.doc.date) {
      const time = document.createElement("time");
      time.dateTime = result.doc.date;
      time.textContent = result.doc.displayDate;
      link.append(time);
    }
    const excerpt = result.fragment >= 0 ? result.doc.fragments[result.fragment] : result.doc.summary;
    link.append(highlighted(excerpt, result, stem));
    item.append(link);
    return item;
  }

  function show(found, loaded, total) {
    list.replaceChildren();
    results = loaded;
    active = -1;
    input.removeAttribute("aria-activedescendant");
    loaded.forEach(function (result, i) {
      const item = resultItem(result, found.stem);
      item.id = "search-result-" + i;
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", "false");
      item.firstChild.tabIndex = -1;
      list.append(item);
    });
    if (!loaded.length) {
      const item = document.createElement("li");
      item.className = "search-empty";
      item.textContent = interfaceText.nothing;
      list.append(item);
    }
    status.textContent = loaded.length ? interfaceText.found.replace("{count}", articles(total)) : interfaceText.nothing;
    list.dataset.query = input.value;
    open(true);
  }

  function open(isOpen) {
    list.hidden = !isOpen;
    input.setAttribute("aria-expanded", String(isOpen));
  }

  function select(next) {
    if (!results.length) return;
    active = (next + results.length) % results.length;
    list.querySelectorAll("[role=option]").forEach(function (item, i) {
      item.setAttribute("aria-selected", String(i === active));
    });
    input.setAttribute("aria-activedescendant", "search-result-" + active);
    list.children[active].scrollIntoView({ block: "nearest" });
  }

  // MARK: Events

  input.addEventListener("input", function () {
    const text = input.value;
    const run = ++latest;
    if (!words(text).some(function (word) { return word.text.length >= 2; })) {
      open(false);
      status.textContent = "";
      return;
    }
    query(text).then(function (answer) {
      if (run === latest) show(answer.found, answer.loaded, answer.total);
    }).catch(function () {
      if (run !== latest) return;
      status.textContent = interfaceText.unavailable;
    });
  });

  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (list.hidden && results.length) open(true);
      select(active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter") {
      // The chosen result, or the page of all results.
      event.preventDefault();
      const chosen = active >= 0 && !list.hidden ? results[active] : null;
      if (chosen) window.location.href = chosen.doc.url;
      else if (words(input.value).length) window.location.href = resultsPage(input.value.trim());
    } else if (event.key === "Escape") {
      if (!list.hidden) event.preventDefault();
      open(false);
    }
  });

  form.addEventListener("submit", function (event) { event.preventDefault(); });
  document.addEventListener("click", function (event) {
    if (!form.contains(event.target)) open(false);
  });

  // MARK: The results page (search/?q=…): every hit, a page at a time

  const page = document.querySelector(".search-page");
  if (page) showResultsPage(page);

  function showResultsPage(page) {
    const text = (new URLSearchParams(window.location.search).get("q") || "").trim();
    const field = page.querySelector("input[name=q]");
    const found = page.querySelector(".search-page-results");
    const count = page.querySelector(".search-page-status");
    const more = page.querySelector(".search-page-more");
    page.querySelector(".search-page-hint").hidden = true;
    field.value = text;
    if (!words(text).length) return;
    search(text).then(function (answer) {
      const hasPhrase = answer.terms.some(function (term) { return term.phrase; });
      let next = 0;
      let listed = 0;
      function showMore() {
        more.hidden = true;
        const start = next;
        next += perPage;
        return documents(answer, start, perPage).then(function (loaded) {
          loaded.forEach(function (result) { found.append(resultItem(result, answer.stem)); });
          listed += loaded.length;
          const total = hasPhrase ? listed : answer.ranked.length;
          count.textContent = total ? interfaceText.found.replace("{count}", articles(total)) : interfaceText.nothing;
          more.hidden = next >= answer.ranked.length;
          page.dataset.query = text;
        });
      }
      more.addEventListener("click", showMore);
      return showMore();
    }).catch(function () {
      count.textContent = interfaceText.unavailable;
      page.dataset.query = text;
    });
  }
})();
