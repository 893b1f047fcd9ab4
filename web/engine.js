// The bridge between JavaScript (a page or Node) and foldkit.wasm, the FoldKit engine built with
// Embedded Swift. Plain JavaScript, no dependencies; <fold-list> (fold-list.js) is built on it.
//
// The module imports one function, env.fk_measure_text, through which the engine's
// TextMeasuring asks the host how many lines a text takes. Calls that take text (an ID, a filter,
// a list file) read it from an input buffer the host fills first; every call writes its answer as
// tab-separated lines (see web/swift/WebOutput.swift) into an output buffer that `call` parses.

const encoder = new TextEncoder();

/**
 * Loads the engine.
 * @param {BufferSource} bytes The bytes of foldkit.wasm.
 * @param {(text: string, width: number, maxLines: number) => ({lines: string[], truncated: boolean} | null)} measure
 *   Wraps `text` to `width` points, at most `maxLines` lines (0: no limit); null when the host
 *   cannot measure, which makes the engine fall back to its monospace measurer.
 * @returns {Promise<{call: Function, callWith: Function, exports: object}>}
 */
export async function loadEngine(bytes, measure) {
  const decoder = new TextDecoder();
  let memory = null;
  const env = {
    fk_measure_text(pointer, length, width, maxLines) {
      const text = decoder.decode(new Uint8Array(memory.buffer, pointer, length));
      const answer = measure(text, width, maxLines);
      return answer === null ? -1 : answer.lines.length * 2 + (answer.truncated ? 1 : 0);
    },
  };
  const { instance } = await WebAssembly.instantiate(bytes, { env });
  const exports = instance.exports;
  memory = exports.memory;

  /** Calls export `name` and returns its result with the parsed output. */
  function call(name, ...args) {
    exports.fk_output_clear();
    const result = exports[name](...args);
    const output = new Uint8Array(memory.buffer, exports.fk_output_pointer(), exports.fk_output_length());
    return { result, ...parseOutput(decoder.decode(output)) };
  }

  /** Writes `input` (a string or bytes) into the engine's input buffer, then calls `name`. */
  function callWith(name, input, ...args) {
    const bytes = typeof input === "string" ? encoder.encode(input) : input;
    const pointer = exports.fk_input(bytes.length);
    new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes);
    return call(name, ...args);
  }
  return { call, callWith, exports };
}

/** Undoes the engine's field encoding ("%" and control characters as %XX). */
export function unfield(text) {
  return text.includes("%") ? text.replace(/%([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))) : text;
}

/**
 * Parses the engine's output lines (see web/swift/WebOutput.swift for the format).
 * @param {string} text
 */
export function parseOutput(text) {
  const parsed = {
    list: null, elements: [], change: null, focus: null, scroll: null, toggles: [], checks: [], error: null,
    selection: null, moved: null, refusal: null, deleted: null, drop: null,
  };
  const keys = (field) => (field === "*" ? "*" : field ? field.split(",").map(unfield) : []);
  for (const line of text.split("\n")) {
    const f = line.split("\t");
    switch (f[0]) {
      case "S":
        parsed.list = {
          title: unfield(f[1]), status: unfield(f[2]), canConfirm: f[3] === "1",
          contentHeight: Number(f[4]), count: Number(f[5]), measurer: f[6],
          offersExclusive: f[7] === "1", filtered: f[8] === "1", matches: Number(f[9]),
          selectionMode: f[10], selectedCount: Number(f[11]), editable: f[12] === "1",
          nests: f[13] === "1", undoCount: Number(f[14]), pickedUp: f[15] === "1",
        };
        break;
      case "E":
        parsed.elements.push({
          key: unfield(f[1]), kind: f[2], y: Number(f[3]), height: Number(f[4]), role: f[5],
          indent: Number(f[6]), flags: f[7], text: unfield(f[8]), detail: unfield(f[9]),
          lines: f[10] ? f[10].split("%1F").map(unfield) : null, tag: unfield(f[11]),
          position: Number(f[12]), section: unfield(f[13]), level: Number(f[14]),
          positionInSet: Number(f[15]), setSize: Number(f[16]),
        });
        break;
      case "C":
        parsed.change = { inserted: keys(f[1]), deleted: keys(f[2]) };
        break;
      case "F":
        parsed.focus = Number(f[1]);
        break;
      case "R":
        parsed.scroll = { key: unfield(f[1]), position: f[2] };
        break;
      case "T":
        parsed.toggles.push({ key: unfield(f[1]), open: f[2] === "1" });
        break;
      case "K":
        parsed.checks.push({ key: unfield(f[1]), mark: f[2] || null });
        break;
      case "Y":
        parsed.selection = {
          keys: keys(f[1]), anchor: unfield(f[2]) || null, count: Number(f[3]), hidden: Number(f[4]),
        };
        break;
      case "M":
        parsed.moved = {
          keys: keys(f[1]), section: unfield(f[2]), parent: unfield(f[3]) || null, index: Number(f[4]),
          count: Number(f[5]), undone: f[6] === "1",
        };
        break;
      case "V":
        parsed.refusal = { code: f[1], reason: unfield(f[2]) };
        break;
      case "W":
        parsed.deleted = { keys: keys(f[1]), restored: f[2] === "1" };
        break;
      case "P":
        parsed.drop = {
          allowed: f[1] === "1", kind: f[2], y: Number(f[3]), height: Number(f[4]), indent: Number(f[5]),
          code: f[6] || null, reason: unfield(f[7] ?? "") || null,
        };
        break;
      case "X":
        parsed.error = { file: unfield(f[1]), line: Number(f[2]), column: Number(f[3]), message: unfield(f[4]) };
        break;
    }
  }
  return parsed;
}

// Characters a line may break between without a space: Chinese and Japanese (ideographs, kana,
// fullwidth forms). Korean writes spaces between words, so Hangul stays whole like Latin words
// (CSS word-break: keep-all; the terminal gallery wraps Korean the same way).
const CJK = "\u2e80-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef";
const UNITS = new RegExp(`[${CJK}][.,!?)\\]」』]*\\s*|[^\\s${CJK}]+\\s*|\\s+`, "gu");

/**
 * Breaks `text` into lines no wider than `width`, at most `maxLines` (0: no limit), the last one
 * ending in an ellipsis when text is cut off. Lines break after spaces and between Chinese and
 * Japanese characters; a word wider than the line breaks between characters. The engine's row
 * heights and the page's drawn lines both come from this function, so they agree.
 * @param {string} text
 * @param {number} width
 * @param {number} maxLines
 * @param {(s: string) => number} widthOf Measures a string, in points.
 * @returns {{lines: string[], truncated: boolean}}
 */
export function wrapText(text, width, maxLines, widthOf) {
  const units = text.match(UNITS) || [];
  const lines = [];
  let line = "";
  const fits = (s) => widthOf(s.trimEnd()) <= width;
  for (const unit of units) {
    if (fits(line + unit)) { line += unit; continue; }
    if (line) { lines.push(line); line = ""; }
    if (fits(unit)) { line = unit; continue; }
    for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(unit)) {
      if (line && !fits(line + segment)) { lines.push(line); line = ""; }
      line += segment;
    }
  }
  if (line) lines.push(line);
  if (maxLines > 0 && lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1].trimEnd();
    while (last && !fits(last + "…")) last = [...last].slice(0, -1).join("");
    kept[maxLines - 1] = last + "…";
    return { lines: kept.map((l) => l.trimEnd()), truncated: true };
  }
  return { lines: lines.map((l) => l.trimEnd()), truncated: false };
}
