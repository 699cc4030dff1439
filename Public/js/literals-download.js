// Live literals' download: the sample module's package (downloads/<Module>.zip, written by the
// generator) rebuilt in the page with the reader's values in its Swift files. literals.js loads this
// script on the first click of «Скачать с вашими значениями» and calls DiaryLiteralZip.rebuild.
//
// Each changed literal is found in the package by its shown line: the line as the article wrote it
// is looked for in the module's Swift files (sources and tests, the doctests live there), and the
// literal at the same place in that line is replaced. The files that change are written stored (no
// compression) with their new CRC-32; every other entry is copied as it was. Zip64 is not needed:
// a sample package is far below 4 GB.
(() => {
  'use strict';
  if (window.DiaryLiteralZip) return;

  // CRC-32 (IEEE 802.3, reflected), as zip stores it.
  const crcTable = new Uint32Array(256).map((_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };

  // The entries of a zip, read from its central directory.
  const entries = (buffer) => {
    const view = new DataView(buffer);
    let end = buffer.byteLength - 22;
    while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
    if (end < 0) throw new Error('not a zip');
    const count = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    const list = [];
    for (let index = 0; index < count; index++) {
      if (view.getUint32(at, true) !== 0x02014b50) throw new Error('bad central directory');
      const nameLength = view.getUint16(at + 28, true);
      const extraLength = view.getUint16(at + 30, true);
      const commentLength = view.getUint16(at + 32, true);
      const local = view.getUint32(at + 42, true);
      const localName = view.getUint16(local + 26, true);
      const localExtra = view.getUint16(local + 28, true);
      const size = view.getUint32(at + 20, true);
      const start = local + 30 + localName + localExtra;
      list.push({
        central: new Uint8Array(buffer, at, 46),
        name: new TextDecoder().decode(new Uint8Array(buffer, at + 46, nameLength)),
        nameBytes: new Uint8Array(buffer, at + 46, nameLength),
        method: view.getUint16(at + 10, true),
        data: new Uint8Array(buffer, start, size),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return list;
  };

  const inflate = async (entry) => {
    if (entry.method === 0) return entry.data;
    if (entry.method !== 8) throw new Error(`${entry.name}: compression ${entry.method}`);
    const stream = new Blob([entry.data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  };

  // Replaces, in `texts` (name → text), each change { lineId, line, column, original, text }: each
  // shown line (lineId) is matched to the first file line, not taken by another, whose content
  // (indentation aside) is the article's line as written; its literals are then replaced right to
  // left, so earlier columns stay valid.
  const apply = (texts, changes) => {
    const lines = new Map([...texts].map(([name, text]) => [name, text.split('\n')]));
    const taken = new Set();
    const targets = new Map();
    const find = (line) => {
      const wanted = line.trimStart();
      for (const [name, fileLines] of lines) {
        const index = fileLines.findIndex((candidate, at) => !taken.has(`${name}:${at}`) && candidate.trimStart() === wanted);
        if (index >= 0) {
          taken.add(`${name}:${index}`);
          return { name, index, shift: fileLines[index].length - wanted.length - (line.length - wanted.length) };
        }
      }
      return null;
    };
    for (const change of changes) {
      if (!targets.has(change.lineId)) targets.set(change.lineId, find(change.line));
    }
    let applied = 0;
    for (const change of [...changes].sort((a, b) => b.column - a.column)) {
      const target = targets.get(change.lineId);
      if (!target) continue;
      const fileLines = lines.get(target.name);
      const line = fileLines[target.index];
      const column = change.column + target.shift;
      if (line.slice(column, column + change.original.length) !== change.original) continue;
      fileLines[target.index] = line.slice(0, column) + change.text + line.slice(column + change.original.length);
      applied++;
    }
    for (const [name, fileLines] of lines) texts.set(name, fileLines.join('\n'));
    return applied;
  };

  // The zip again: changed entries stored with their new bytes, the others as they were.
  const write = (list) => {
    const parts = [];
    const central = [];
    let offset = 0;
    for (const entry of list) {
      const head = new Uint8Array(30);
      const view = new DataView(head.buffer);
      const fields = new DataView(entry.central.buffer, entry.central.byteOffset, 46);
      const data = entry.replacement || entry.data;
      const method = entry.replacement ? 0 : entry.method;
      const crc = entry.replacement ? crc32(entry.replacement) : fields.getUint32(16, true);
      const size = entry.replacement ? entry.replacement.length : fields.getUint32(24, true);
      view.setUint32(0, 0x04034b50, true);
      view.setUint16(4, fields.getUint16(6, true), true);
      view.setUint16(6, fields.getUint16(8, true) & ~0x8, true);
      view.setUint16(8, method, true);
      view.setUint32(10, fields.getUint32(12, true), true);
      view.setUint32(14, crc, true);
      view.setUint32(18, data.length, true);
      view.setUint32(22, size, true);
      view.setUint16(26, entry.nameBytes.length, true);
      view.setUint16(28, 0, true);
      const record = new Uint8Array(46);
      record.set(entry.central);
      const recordView = new DataView(record.buffer);
      recordView.setUint16(8, fields.getUint16(8, true) & ~0x8, true);
      recordView.setUint16(10, method, true);
      recordView.setUint32(16, crc, true);
      recordView.setUint32(20, data.length, true);
      recordView.setUint32(24, size, true);
      recordView.setUint16(30, 0, true);
      recordView.setUint16(32, 0, true);
      recordView.setUint32(42, offset, true);
      parts.push(head, entry.nameBytes, data);
      central.push(record, entry.nameBytes);
      offset += 30 + entry.nameBytes.length + data.length;
    }
    const centralSize = central.reduce((sum, part) => sum + part.length, 0);
    const end = new Uint8Array(22);
    const view = new DataView(end.buffer);
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, list.length, true);
    view.setUint16(10, list.length, true);
    view.setUint32(12, centralSize, true);
    view.setUint32(16, offset, true);
    return new Blob([...parts, ...central, end], { type: 'application/zip' });
  };

  // The package at `url` with `changes` applied to its Swift files; `applied` counts those found.
  const rebuild = async (url, changes) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const list = entries(await response.arrayBuffer());
    const swift = list.filter((entry) => entry.name.endsWith('.swift') && !entry.name.includes('/Sources/DiaryUI/'));
    const texts = new Map();
    for (const entry of swift) texts.set(entry.name, new TextDecoder().decode(await inflate(entry)));
    const before = new Map(texts);
    const applied = apply(texts, changes);
    for (const entry of swift) {
      if (texts.get(entry.name) !== before.get(entry.name)) entry.replacement = new TextEncoder().encode(texts.get(entry.name));
    }
    return { blob: write(list), applied };
  };

  window.DiaryLiteralZip = Object.freeze({ rebuild, crc32 });
})();
