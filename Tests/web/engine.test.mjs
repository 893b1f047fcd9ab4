// Node tests of the web gallery's engine module (web/foldkit.wasm): its imports and exports, and
// the answers the page relies on. Run: node --test Tests/web/   (after scripts/build-web.sh)
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { loadEngine, wrapText } from "../../web/engine.js";

const bytes = await readFile(new URL("../../web/foldkit.wasm", import.meta.url));
// A stand-in for canvas metrics: every character is 10 points wide.
const tenPoints = (text, width, maxLines) => wrapText(text, width, maxLines, (s) => [...s].length * 10);

test("the module imports only the text measurer and exports the gallery's functions", async () => {
  const module = await WebAssembly.compile(bytes);
  assert.deepEqual(WebAssembly.Module.imports(module).map((i) => `${i.module}.${i.name}`), ["env.fk_measure_text"]);
  const exports = WebAssembly.Module.exports(module).map((e) => e.name);
  for (const name of ["memory", "fk_start", "fk_show", "fk_resize", "fk_select", "fk_move",
    "fk_detail", "fk_set_exclusive", "fk_output_pointer", "fk_output_length", "fk_output_clear"]) {
    assert.ok(exports.includes(name), `missing export ${name}`);
  }
});

test("contacts: a detail row opens beneath the person and moves to the next one", async () => {
  const engine = await loadEngine(bytes, tenPoints);
  assert.equal(engine.call("fk_start", 600, 0).result, 1);
  const first = engine.call("fk_show", 0);
  assert.equal(first.screen.title, "Contacts");
  assert.deepEqual(first.elements.slice(0, 3).map((e) => e.key), ["h:family", "r:person-0", "r:person-2"]);
  const opened = engine.call("fk_select", 1);
  assert.deepEqual(opened.change.inserted, ["d:person-0"]);
  assert.equal(opened.elements[2].key, "d:person-0");
  assert.equal(opened.elements[2].detail, "010-2384-1957");
  const moved = engine.call("fk_select", 3);
  assert.deepEqual(moved.change.deleted, ["d:person-0"]);
  assert.deepEqual(moved.change.inserted, ["d:person-2"]);
  assert.equal(moved.elements.filter((e) => e.kind === "detail").length, 1);
});

test("sections: showing a section again asks to scroll its last row to the bottom", async () => {
  const engine = await loadEngine(bytes, tenPoints);
  engine.call("fk_start", 600, 0);
  const shown = engine.call("fk_show", 1);
  const header = shown.elements.findIndex((e) => e.key === "h:section-3");
  const hidden = engine.call("fk_select", header);
  assert.equal(hidden.change.deleted.length, 5);
  const again = engine.call("fk_select", header);
  assert.equal(again.change.inserted.length, 5);
  assert.deepEqual(again.scroll, { key: "r:section-3-row-5", position: "bottom" });
});

test("messages: heights come from the host's measurer and follow the width", async () => {
  const engine = await loadEngine(bytes, tenPoints);
  engine.call("fk_start", 600, 0);
  const wide = engine.call("fk_show", 3).elements.filter((e) => e.kind === "row");
  const long = wide[2];
  // 540 points of text at 10 points a character: the long reminder takes the full 5 lines.
  assert.equal(long.height, 16 + 5 * 22 + 16);
  assert.equal(wide[4].height, 16 + 22 + 16);
  const narrow = engine.call("fk_resize", 200).elements.filter((e) => e.kind === "row");
  assert.ok(narrow[0].height > wide[0].height, "a narrower list wraps the first message again");
  assert.equal(narrow[0].y, wide[0].y);
});

test("without a canvas the engine falls back to its monospace measurer and sends the lines", async () => {
  const engine = await loadEngine(bytes, () => null);
  assert.equal(engine.call("fk_start", 600, 0).result, 0);
  const answer = engine.call("fk_show", 3);
  assert.equal(answer.screen.measurer, "monospace");
  const rows = answer.elements.filter((e) => e.kind === "row");
  assert.ok(rows.every((e) => Array.isArray(e.lines) && e.lines.length >= 1));
  assert.ok(rows.every((e) => e.height === 32 + 22 * e.lines.length));
});

test("terms: Agree is enabled once every mandatory term is checked", async () => {
  const engine = await loadEngine(bytes, tenPoints);
  engine.call("fk_start", 600, 0);
  let answer = engine.call("fk_show", 4);
  assert.equal(answer.screen.canConfirm, false);
  for (const id of ["age", "service", "location"]) {
    const position = answer.elements.findIndex((e) => e.key === `r:${id}`);
    answer = engine.call("fk_select", position);
  }
  assert.equal(answer.screen.canConfirm, true);
  const all = answer.elements.find((e) => e.key === "r:agree-all");
  assert.ok(all.flags.includes("m"), all.flags);
  const button = answer.elements.find((e) => e.key === "r:agree-button");
  assert.ok(!button.flags.includes("d"));
  const agreed = engine.call("fk_select", answer.elements.indexOf(button));
  assert.match(agreed.screen.status, /Agree|agree/);
});

test("terms: the payment term's text and its sub-terms open apart", async () => {
  const engine = await loadEngine(bytes, tenPoints);
  engine.call("fk_start", 600, 0);
  let answer = engine.call("fk_show", 4);
  const keys = () => answer.elements.map((e) => e.key);
  const payment = () => answer.elements.findIndex((e) => e.key === "r:payment");
  // The sub-terms show from the start, the text does not.
  assert.ok(keys().includes("r:third-party") && !keys().includes("d:payment"));
  answer = engine.call("fk_move", payment(), -1);
  assert.deepEqual(answer.change.deleted, ["r:third-party", "r:payment-history"]);
  answer = engine.call("fk_detail", payment());
  assert.deepEqual(answer.change.inserted, ["d:payment"]);
  assert.ok(!keys().includes("r:third-party"));
  assert.ok(answer.elements[payment()].flags.includes("t"));
  assert.ok(!answer.elements[payment()].flags.includes("o"));
  assert.equal(answer.focus, payment());
  answer = engine.call("fk_move", payment(), 1);
  assert.deepEqual(answer.change.inserted, ["r:third-party", "r:payment-history"]);
  assert.ok(keys().includes("d:payment"));
  answer = engine.call("fk_detail", payment());
  assert.deepEqual(answer.change.deleted, ["d:payment"]);
  assert.ok(keys().includes("r:payment-history"));
  answer = engine.call("fk_select", payment());
  for (const id of ["payment", "third-party", "payment-history"]) {
    assert.ok(answer.elements.find((e) => e.key === `r:${id}`).flags.includes("c"), id);
  }
});

test("the screens come from FoldKitScreens in English and Korean", async () => {
  const engine = await loadEngine(bytes, tenPoints);
  engine.call("fk_start", 600, 1);
  const titles = [0, 1, 2, 3, 4].map((index) => engine.call("fk_show", index).screen.title);
  assert.equal(new Set(titles).size, 5);
  assert.ok(titles.every((title) => /[\uac00-\ud7af]/u.test(title)), titles.join(" "));
});

test("wrapText breaks at spaces and between Korean syllables and cuts with an ellipsis", () => {
  const width = (s) => [...s].length * 10;
  assert.deepEqual(wrapText("hello big world", 100, 0, width).lines, ["hello big", "world"]);
  assert.deepEqual(wrapText("서울에서 커피", 30, 0, width).lines, ["서울에", "서 커", "피"]);
  const cut = wrapText("one two three four", 50, 2, width);
  assert.equal(cut.truncated, true);
  assert.equal(cut.lines.length, 2);
  assert.ok(cut.lines[1].endsWith("…"));
});
