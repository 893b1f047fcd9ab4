// The bridge between the page (or Node) and foldkit.wasm, the FoldKit engine built with
// Embedded Swift. Plain JavaScript, no dependencies.
//
// The module imports one function, env.fk_measure_text, through which the engine's
// TextMeasuring asks the page how many lines a text takes; every exported call writes its
// answer as tab-separated lines into an output buffer, which `call` reads and parses.

/**
 * Loads the engine.
 * @param {BufferSource} bytes The bytes of foldkit.wasm.
 * @param {(text: string, width: number, maxLines: number) => ({lines: string[], truncated: boolean} | null)} measure
 *   Wraps `text` to `width` points, at most `maxLines` lines (0: no limit); null when the host
 *   cannot measure, which makes the engine fall back to its monospace measurer.
 * @returns {Promise<{call: Function, exports: object}>}
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
  return { call, exports };
}

/**
 * Parses the engine's output lines (see web/swift/WebGallery.swift for the format).
 * @param {string} text
 */
export function parseOutput(text) {
  const parsed = { screen: null, elements: [], change: null, focus: null, scroll: null };
  const list = (field) => (field ? field.split(",") : []);
  for (const line of text.split("\n")) {
    const f = line.split("\t");
    switch (f[0]) {
      case "S":
        parsed.screen = {
          index: Number(f[1]), title: f[2], status: f[3], canConfirm: f[4] === "1",
          contentHeight: Number(f[5]), measurer: f[6],
        };
        break;
      case "E":
        parsed.elements.push({
          key: f[1], kind: f[2], y: Number(f[3]), height: Number(f[4]), role: f[5],
          indent: Number(f[6]), flags: f[7], text: f[8], detail: f[9],
          lines: f[10] ? f[10].split("\u001f") : null, tag: f[11] ?? "",
        });
        break;
      case "C":
        parsed.change = { inserted: list(f[1]), deleted: list(f[2]), reloaded: list(f[3]) };
        break;
      case "F":
        parsed.focus = Number(f[1]);
        break;
      case "R":
        parsed.scroll = { key: f[1], position: f[2] };
        break;
    }
  }
  return parsed;
}

/**
 * Breaks `text` into lines no wider than `width`, at most `maxLines` (0: no limit), the last one
 * ending in an ellipsis when text is cut off. Lines break after spaces and between CJK
 * characters; a word wider than the line breaks between characters. The engine's row heights and
 * the page's drawn lines both come from this function, so they agree.
 * @param {string} text
 * @param {number} width
 * @param {number} maxLines
 * @param {(s: string) => number} widthOf Measures a string, in points.
 * @returns {{lines: string[], truncated: boolean}}
 */
export function wrapText(text, width, maxLines, widthOf) {
  // Units that may not be split: a run of non-space, non-CJK characters with its trailing
  // spaces, or one CJK character with its trailing spaces.
  const units = text.match(/[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef][.,!?)\]」』]*\s*|[^\s\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+\s*|\s+/gu) || [];
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
