// Node tests of the engine module behind <fold-list> (web/foldkit.wasm): its imports and exports,
// and the answers the element relies on. Run: node --test Tests/web/   (after scripts/build-web.sh)
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { loadEngine, wrapText, unfield } from "../../web/engine.js";

const bytes = await readFile(new URL("../../web/foldkit.wasm", import.meta.url));
// A stand-in for canvas metrics: every character is 10 points wide.
const tenPoints = (text, width, maxLines) => wrapText(text, width, maxLines, (s) => [...s].length * 10);

/** A loaded engine with gallery screen `screen` shown 600 points wide. */
async function screen(index, korean = 0, measure = tenPoints) {
  const engine = await loadEngine(bytes, measure);
  const handle = engine.call("fk_gallery", index, korean, 600).result;
  const all = () => engine.call("fk_window", handle, 0, 1e9);
  return { engine, handle, all, call: (name, ...args) => engine.call(name, handle, ...args),
    callWith: (name, input, ...args) => engine.callWith(name, input, handle, ...args) };
}

test("the module imports only the text measurer and exports the element's functions", async () => {
  const module = await WebAssembly.compile(bytes);
  assert.deepEqual(WebAssembly.Module.imports(module).map((i) => `${i.module}.${i.name}`), ["env.fk_measure_text"]);
  const exports = WebAssembly.Module.exports(module).map((e) => e.name);
  for (const name of ["memory", "fk_gallery", "fk_load", "fk_release", "fk_input", "fk_window", "fk_elements",
    "fk_position", "fk_at_offset", "fk_step", "fk_select", "fk_move", "fk_detail", "fk_expand", "fk_reveal",
    "fk_expand_siblings", "fk_filter", "fk_find", "fk_set_exclusive", "fk_resize",
    "fk_output_pointer", "fk_output_length", "fk_output_clear", "fk_set_editing", "fk_selection",
    "fk_selected", "fk_move_items", "fk_undo", "fk_delete", "fk_pickup", "fk_pickup_end",
    "fk_drop_target", "fk_drop"]) {
    assert.ok(exports.includes(name), `missing export ${name}`);
  }
});

test("contacts: a detail row opens beneath the person and moves to the next one", async () => {
  const { all, call } = await screen(0);
  const first = all();
  assert.equal(first.list.title, "Contacts");
  assert.deepEqual(first.elements.slice(0, 3).map((e) => e.key), ["h:family", "r:person-0", "r:person-2"]);
  const opened = call("fk_select", 1);
  assert.deepEqual(opened.change.inserted, ["d:person-0"]);
  assert.deepEqual(opened.toggles, [{ key: "r:person-0", open: true }]);
  const detail = all().elements[2];
  assert.equal(detail.key, "d:person-0");
  assert.equal(detail.detail, "010-2384-1957");
  assert.ok(detail.flags.includes("i"), "a detail row is an item of the tree");
  assert.equal(detail.level, 2);
  const moved = call("fk_select", 3);
  assert.deepEqual(moved.change.deleted, ["d:person-0"]);
  assert.deepEqual(moved.change.inserted, ["d:person-2"]);
  assert.equal(all().elements.filter((e) => e.kind === "detail").length, 1);
});

test("tree semantics: levels, positions in set and sizes come from the engine", async () => {
  const { all } = await screen(2);
  const { all: contacts } = await screen(0);
  const rows = contacts().elements.filter((e) => e.kind === "row");
  assert.deepEqual(rows.slice(0, 4).map((e) => [e.level, e.positionInSet, e.setSize]),
    [[1, 1, 3], [1, 2, 3], [1, 3, 3], [1, 1, 4]]);
  assert.ok(all().elements.every((e) => e.kind !== "footer" || !e.flags.includes("i")));
  // The accordion's categories sit in sections without headers: one set of five in the tree.
  assert.deepEqual(all().elements.filter((e) => e.kind === "row").map((e) => [e.positionInSet, e.setSize]),
    [[1, 5], [2, 5], [3, 5], [4, 5], [5, 5]]);
  const sections = await screen(1);
  const elements = sections.all().elements;
  const header = elements.find((e) => e.kind === "header");
  assert.ok(header.flags.includes("i") && header.flags.includes("x"), header.flags);
  const row = elements.find((e) => e.kind === "row");
  assert.equal(row.level, 2, "rows of a collapsible section sit beneath its header");
});

test("sections: showing a section again asks to scroll its last row to the bottom", async () => {
  const { all, call } = await screen(1);
  const header = all().elements.find((e) => e.key === "h:section-3").position;
  const hidden = call("fk_select", header);
  assert.equal(hidden.change.deleted.length, 5);
  assert.deepEqual(hidden.toggles, [{ key: "h:section-3", open: false }]);
  const again = call("fk_select", header);
  assert.equal(again.change.inserted.length, 5);
  assert.deepEqual(again.scroll, { key: "r:section-3-row-5", position: "bottom" });
});

test("a window lists only the elements overlapping it, with their offsets", async () => {
  const { all, call } = await screen(1);
  const every = all().elements;
  const window = call("fk_window", 200, 400).elements;
  assert.ok(window.length > 0 && window.length < every.length);
  for (const element of window) {
    assert.ok(element.y < 400 && element.y + element.height > 200, JSON.stringify(element));
    assert.deepEqual(element, every.find((e) => e.key === element.key));
  }
  const at = call("fk_at_offset", 250).result;
  const covering = every.find((e) => e.position === at);
  assert.ok(covering.y <= 250 && covering.y + covering.height > 250);
});

test("keys: positions by key, steps over tree items, type-ahead, expand and reveal by ID", async () => {
  const { all, call, callWith } = await screen(2);
  const position = (key) => callWith("fk_position", key).result;
  assert.equal(position("r:category-2-title"), all().elements.find((e) => e.key === "r:category-2-title").position);
  assert.equal(position("r:no-such-item"), -1);
  const at = (p) => all().elements.find((e) => e.position === p);
  const first = call("fk_step", -1, 1).result;
  assert.equal(at(first).key, "r:category-0-title");
  const third = all().elements.find((e) => e.key === "r:category-2-title");
  const found = callWith("fk_find", third.text.slice(0, 2).toLowerCase(), first).result;
  assert.equal(found, third.position);
  const opened = callWith("fk_expand", "r:category-1-title", 1);
  assert.equal(opened.result, 1);
  assert.ok(opened.change.inserted.length > 0);
  assert.equal(callWith("fk_expand", "r:category-1-title", 1).result, 0, "already open");
  assert.equal(callWith("fk_expand", "r:nope", 1).result, -1);
  const revealed = callWith("fk_reveal", "r:category-0-item-2");
  assert.ok(revealed.result > 0);
  assert.deepEqual(revealed.scroll, { key: "r:category-0-item-2", position: "middle" });
});

test("messages: heights come from the host's measurer and follow the width", async () => {
  const { all, call } = await screen(3);
  const wide = all().elements.filter((e) => e.kind === "row");
  // 540 points of text at 10 points a character: the long reminder takes the full 5 lines.
  assert.equal(wide[2].height, 16 + 5 * 22 + 16);
  assert.equal(wide[4].height, 16 + 22 + 16);
  call("fk_resize", 200);
  const narrow = all().elements.filter((e) => e.kind === "row");
  assert.ok(narrow[0].height > wide[0].height, "a narrower list wraps the first message again");
  assert.equal(narrow[0].y, wide[0].y);
});

test("without a canvas the engine falls back to its monospace measurer and sends the lines", async () => {
  const { all } = await screen(3, 0, () => null);
  const answer = all();
  assert.equal(answer.list.measurer, "monospace");
  const rows = answer.elements.filter((e) => e.kind === "row");
  assert.ok(rows.every((e) => Array.isArray(e.lines) && e.lines.length >= 1));
  assert.ok(rows.every((e) => e.height === 32 + 22 * e.lines.length));
});

test("terms: Agree is enabled once every mandatory term is checked; marks are reported", async () => {
  const { all, call } = await screen(4);
  assert.equal(all().list.canConfirm, false);
  let answer;
  for (const id of ["age", "service", "location"]) {
    answer = call("fk_select", all().elements.find((e) => e.key === `r:${id}`).position);
    assert.deepEqual(answer.checks, [{ key: `r:${id}`, mark: "checked" }]);
  }
  assert.equal(answer.list.canConfirm, true);
  const elements = all().elements;
  const agreeAll = elements.find((e) => e.key === "r:agree-all");
  assert.ok(agreeAll.flags.includes("m"), agreeAll.flags);
  const button = elements.find((e) => e.key === "r:agree-button");
  assert.ok(!button.flags.includes("d") && !button.flags.includes("i"), button.flags);
  const agreed = call("fk_select", button.position);
  assert.match(agreed.list.status, /Agree|agree/);
});

test("terms: the payment term's text and its sub-terms open apart, each saying so", async () => {
  const { all, call } = await screen(4);
  const keys = () => all().elements.map((e) => e.key);
  const payment = () => all().elements.find((e) => e.key === "r:payment").position;
  assert.ok(keys().includes("r:third-party") && !keys().includes("d:payment"));
  let answer = call("fk_move", payment(), -1);
  assert.deepEqual(answer.change.deleted, ["r:third-party", "r:payment-history"]);
  assert.match(answer.list.status, /collapsed/);
  answer = call("fk_detail", payment());
  assert.deepEqual(answer.change.inserted, ["d:payment"]);
  assert.match(answer.list.status, /details shown/);
  assert.ok(!keys().includes("r:third-party"));
  answer = call("fk_detail", payment());
  assert.deepEqual(answer.change.deleted, ["d:payment"]);
  assert.doesNotMatch(answer.list.status, /details shown/, "the status follows the detail closing");
});

test("list files: read by the module's own reader, errors with line and column", async () => {
  const engine = await loadEngine(bytes, tenPoints);
  const load = (name, text) => {
    const nameBytes = new TextEncoder().encode(name);
    const textBytes = new TextEncoder().encode(text);
    const input = new Uint8Array(nameBytes.length + textBytes.length);
    input.set(nameBytes);
    input.set(textBytes, nameBytes.length);
    return engine.callWith("fk_load", input, nameBytes.length, 0, 600);
  };
  const good = load("trip.json", JSON.stringify({
    title: "Trip", sections: [{ id: "pack", header: "Packing", items: [
      { id: "bag", title: "Bag\twith a tab", children: [{ id: 7, title: "Socks" }] },
      { id: "100%", title: "Percent", detail: "a detail" }] }],
  }));
  assert.ok(good.result >= 0);
  assert.equal(good.list.title, "Trip");
  const elements = engine.call("fk_window", good.result, 0, 1e9).elements;
  assert.deepEqual(elements.map((e) => e.key), ["h:pack", "r:bag", "r:100%"]);
  assert.equal(elements[1].text, "Bag\twith a tab");
  assert.equal(engine.callWith("fk_expand", "r:bag", good.result, 1).result, 1);
  assert.ok(engine.call("fk_window", good.result, 0, 1e9).elements.some((e) => e.key === "r:7"));
  const bad = load("bad.json", '{\n  "sections": [\n    { "items": [ { "id": "a" } ] }\n  ]\n}');
  assert.equal(bad.result, -1);
  assert.deepEqual([bad.error.file, bad.error.line, bad.error.column], ["bad.json", 3, 18]);
  assert.match(bad.error.message, /title/);
  const syntax = load("s.json", '{ "sections": [ } ');
  assert.equal(syntax.result, -1);
  assert.equal(syntax.error.line, 1);
});

test("filter: keeps matching items and their ancestors; an empty filter shows all again", async () => {
  const { all, call, callWith } = await screen(2);
  const before = all().list.count;
  const matches = callWith("fk_filter", "ramps").result;
  assert.equal(matches, 1);
  const shown = all().elements.map((e) => e.key);
  assert.deepEqual(shown, ["r:category-0-title", "r:category-0-item-2"]);
  assert.ok(all().list.filtered);
  callWith("fk_filter", "");
  assert.ok(!all().list.filtered);
  assert.ok(all().list.count >= before);
});

/** Gallery screen `index` with multi-selection and moving on; helpers by key. */
async function editing(index = 1, korean = 0) {
  const list = await screen(index, korean);
  list.call("fk_set_editing", 2, 1);
  list.position = (key) => list.callWith("fk_position", key).result;
  list.keys = () => list.all().elements.filter((e) => e.kind !== "footer").map((e) => e.key);
  list.section = (n) => list.keys().filter((k) => k.startsWith(`r:section-${n}-`) || false);
  list.rowsOf = (header) => {
    const keys = list.keys();
    const start = keys.indexOf(header) + 1;
    let end = keys.findIndex((k, i) => i >= start && k.startsWith("h:"));
    if (end < 0) end = keys.length;
    return keys.slice(start, end);
  };
  return list;
}

test("editing: a move of the selected rows across sections, said as the terminal says it, and its undo", async () => {
  const list = await editing();
  const { call, callWith, position, rowsOf } = list;
  assert.equal(call("fk_selection", 0, position("r:section-1-row-2")).selection.count, 1);
  const range = call("fk_selection", 2, position("r:section-1-row-4"));
  assert.deepEqual(range.selection.keys, ["r:section-1-row-2", "r:section-1-row-3", "r:section-1-row-4"]);
  assert.equal(range.list.status, "3 selected");
  assert.equal(range.list.selectedCount, 3);
  assert.ok(list.all().elements.find((e) => e.key === "r:section-1-row-3").flags.includes("S"));
  assert.ok(!list.all().elements.find((e) => e.key === "r:section-1-row-1").flags.includes("S"));
  const moved = callWith("fk_move_items", "*\tsection\th:section-2\t1");
  assert.equal(moved.result, 1);
  assert.equal(moved.list.status, "moved 3 rows to Section 2, 2 of 8");
  assert.deepEqual(moved.moved, {
    keys: ["r:section-1-row-2", "r:section-1-row-3", "r:section-1-row-4"], section: "h:section-2",
    parent: null, index: 1, count: 8, undone: false,
  });
  assert.deepEqual(rowsOf("h:section-1"), ["r:section-1-row-1", "r:section-1-row-5"]);
  assert.deepEqual(rowsOf("h:section-2").slice(0, 5),
    ["r:section-2-row-1", "r:section-1-row-2", "r:section-1-row-3", "r:section-1-row-4", "r:section-2-row-2"]);
  assert.equal(moved.list.undoCount, 1);
  // The rows keep their keys: a move deletes and inserts nothing.
  assert.deepEqual(moved.change, { inserted: [], deleted: [] });
  const undone = call("fk_undo");
  assert.equal(undone.result, 1);
  assert.equal(undone.list.status, "Undid the move: 3 rows is back in Section 1, 2 of 5");
  assert.equal(undone.moved.undone, true);
  assert.deepEqual(rowsOf("h:section-1"), [1, 2, 3, 4, 5].map((n) => `r:section-1-row-${n}`));
  assert.equal(call("fk_undo").list.status, "Nothing to undo");
});

test("editing: refused moves change nothing and say why, in English and Korean", async () => {
  const list = await editing();
  const before = list.keys();
  list.call("fk_selection", 0, list.position("r:section-1-row-1"));
  list.call("fk_selection", 2, list.position("r:section-1-row-5"));
  const refused = list.callWith("fk_move_items", "*\tsection\th:section-3\t0");
  assert.equal(refused.result, 0);
  assert.deepEqual(refused.refusal, { code: "rejectedByRule", reason: "Section 1 must keep at least one row" });
  assert.equal(refused.list.status, "Cannot drop there: Section 1 must keep at least one row");
  assert.equal(refused.change, null);
  const flat = list.callWith("fk_move_items", "r:section-2-row-1\tlast\tr:section-2-row-2");
  assert.equal(flat.refusal.code, "rejectedByRule");
  assert.equal(flat.refusal.reason, "rows of this list hold no other rows");
  assert.deepEqual(list.keys(), before);
  assert.equal(flat.list.undoCount, 0);
  assert.equal(list.callWith("fk_move_items", "r:nobody\tbefore\tr:section-1-row-1").result, -1);
  const korean = await editing(1, 1);
  const refusedKo = korean.callWith("fk_move_items", "r:section-2-row-1\tfirst\tr:section-2-row-2");
  assert.equal(refusedKo.list.status, "여기에 놓을 수 없음: 이 목록의 행에는 다른 행을 넣을 수 없습니다");
  // A list file nests rows, and the engine refuses a drop into the row's own subtree.
  const engine = await loadEngine(bytes, tenPoints);
  const text = JSON.stringify({ sections: [{ id: "s", items: [
    { id: "a", title: "Alpha", expanded: true, children: [{ id: "a1", title: "One" }] }, { id: "b", title: "Beta" }] }] });
  const input = new TextEncoder().encode("t.json" + text);
  const handle = engine.callWith("fk_load", input, 6, 0, 600).result;
  engine.call("fk_set_editing", handle, 2, 1);
  const own = engine.callWith("fk_move_items", "r:a\tlast\tr:a1", handle);
  assert.deepEqual(own.refusal, { code: "intoOwnSubtree", reason: "cannot drop a row into itself" });
  const into = engine.callWith("fk_move_items", "r:b\tlast\tr:a1", handle);
  assert.equal(into.result, 1);
  assert.equal(into.list.status, "moved Beta to One, 1 of 1");
  assert.deepEqual(into.moved.parent, "r:a1");
});

test("editing: the selection is kept through an update that deletes rows, and undo restores them", async () => {
  const list = await editing();
  const { call, callWith, position } = list;
  call("fk_selection", 0, position("r:section-2-row-2"));
  call("fk_selection", 1, position("r:section-3-row-4"));
  // Deleting other rows replaces the data (ListController.update(to:)): the selection stays.
  const deleted = callWith("fk_delete", "r:section-1-row-1,r:section-2-row-1");
  assert.equal(deleted.result, 2);
  assert.equal(deleted.list.status, "Deleted 2 rows; Ctrl+Z undoes");
  assert.deepEqual(deleted.change.deleted, ["r:section-1-row-1", "r:section-2-row-1"]);
  assert.deepEqual(deleted.deleted, { keys: ["r:section-1-row-1", "r:section-2-row-1"], restored: false });
  assert.deepEqual(deleted.selection.keys, ["r:section-2-row-2", "r:section-3-row-4"]);
  assert.equal(position("r:section-1-row-1"), -1);
  // Deleting the selected rows: they leave the selection.
  const gone = callWith("fk_delete", "*");
  assert.equal(gone.result, 2);
  assert.equal(gone.selection.count, 0);
  const restored = call("fk_undo");
  assert.equal(restored.list.status, "Restored 2 rows");
  assert.deepEqual(restored.change.inserted, ["r:section-2-row-2", "r:section-3-row-4"]);
  assert.deepEqual(restored.selection.keys, ["r:section-2-row-2", "r:section-3-row-4"], "put back selected");
  call("fk_undo");
  assert.ok(position("r:section-1-row-1") >= 0 && position("r:section-2-row-1") >= 0);
  // Collapsing a section hides a selected row; it stays selected and is counted as hidden.
  call("fk_select", position("h:section-3"));
  const hidden = call("fk_selection", 1, position("r:section-2-row-3"));
  assert.equal(hidden.list.status, "3 selected (1 hidden)");
  assert.equal(hidden.selection.hidden, 1);
  assert.equal(call("fk_selection", 4, -1).selection.count, 0);
});

test("editing: rows picked up with the keyboard move a place at a time, drop, and Esc puts them back", async () => {
  const list = await editing();
  const { call, position, rowsOf } = list;
  const picked = call("fk_pickup", position("r:section-1-row-5"), 1);
  assert.equal(picked.result, 1);
  assert.equal(picked.list.pickedUp, true);
  assert.equal(picked.list.status, "5 → Section 2, 1 of 6");
  assert.deepEqual(picked.scroll, { key: "r:section-1-row-5", position: "nearest" });
  assert.ok(list.all().elements.find((e) => e.key === "r:section-1-row-5").flags.includes("g"));
  call("fk_pickup", position("r:section-1-row-5"), 1);
  const dropped = call("fk_pickup_end", 1);
  assert.equal(dropped.list.status, "moved 5 to Section 2, 2 of 6");
  assert.equal(dropped.list.pickedUp, false);
  assert.equal(rowsOf("h:section-2")[1], "r:section-1-row-5");
  call("fk_pickup", position("r:section-2-row-1"), -1);
  const cancelled = call("fk_pickup_end", 0);
  assert.equal(cancelled.list.status, "Move cancelled: 1 is back in Section 2");
  assert.equal(rowsOf("h:section-2")[0], "r:section-2-row-1");
  assert.equal(call("fk_undo").list.status, "Undid the move: 5 is back in Section 1, 5 of 5");
});

test("editing: a pointer drop follows the engine's proposal and its line", async () => {
  const list = await editing();
  const { callWith, position, rowsOf, all } = list;
  const at = (key) => all().elements.find((e) => e.key === key);
  const target = callWith("fk_drop_target", "r:section-1-row-1", position("r:section-3-row-2"), 0, -1, 0);
  assert.equal(target.result, 1);
  assert.deepEqual(target.drop, { allowed: true, kind: "gap", y: at("r:section-3-row-2").y, height: 0, indent: 0, code: null, reason: null });
  // The lower half of a row: the line goes beneath it.
  const below = callWith("fk_drop_target", "r:section-1-row-1", position("r:section-3-row-2"), 1, -1, 0);
  assert.equal(below.drop.y, at("r:section-3-row-3").y);
  const dropped = callWith("fk_drop", "r:section-1-row-1", position("r:section-3-row-2"), 0, -1, 0);
  assert.equal(dropped.result, 1);
  assert.equal(dropped.list.status, "moved 1 to Section 3, 2 of 6");
  assert.deepEqual(rowsOf("h:section-3").slice(0, 3), ["r:section-3-row-1", "r:section-1-row-1", "r:section-3-row-2"]);
  // Every row of section 2 dragged away: refused, with the reason on the line.
  list.call("fk_selection", 0, position("r:section-2-row-1"));
  list.call("fk_selection", 2, position("r:section-2-row-5"));
  const refused = callWith("fk_drop_target", "r:section-2-row-3", position("r:section-4-row-1"), 0, -1, 1);
  assert.equal(refused.result, 0);
  assert.equal(refused.drop.reason, "Section 2 must keep at least one row");
  assert.equal(callWith("fk_drop", "r:section-2-row-3", position("r:section-4-row-1"), 0, -1, 1).result, 0);
  assert.equal(rowsOf("h:section-2").length, 5);
});

test("field encoding keeps tabs, line breaks and percent signs apart from the format", () => {
  assert.equal(unfield("a%09b%0Ac%25d"), "a\tb\nc%d");
  assert.equal(unfield("plain"), "plain");
});

test("the screens come from FoldKitScreens in English and Korean", async () => {
  const engine = await loadEngine(bytes, tenPoints);
  const titles = [0, 1, 2, 3, 4].map((index) => engine.call("fk_gallery", index, 1, 600).list.title);
  assert.equal(new Set(titles).size, 5);
  assert.ok(titles.every((title) => /[\uac00-\ud7af]/u.test(title)), titles.join(" "));
});

test("wrapText breaks at spaces, keeps Korean words whole, breaks Chinese anywhere", () => {
  const width = (s) => [...s].length * 10;
  assert.deepEqual(wrapText("hello big world", 100, 0, width).lines, ["hello big", "world"]);
  assert.deepEqual(wrapText("서울에서 커피", 50, 0, width).lines, ["서울에서", "커피"]);
  assert.deepEqual(wrapText("东京大学", 20, 0, width).lines, ["东京", "大学"]);
  const cut = wrapText("one two three four", 50, 2, width);
  assert.equal(cut.truncated, true);
  assert.equal(cut.lines.length, 2);
  assert.ok(cut.lines[1].endsWith("…"));
});

test("the type declarations name every public member of the element, and the package ships them", async () => {
  // Enough of a browser for the module to define its class.
  globalThis.HTMLElement ??= class {};
  globalThis.customElements ??= { get: () => undefined, define: () => {} };
  const { FoldListElement, FoldListError, loadFoldKit } = await import("../../web/fold-list.js");
  assert.equal(typeof loadFoldKit, "function");
  assert.equal(new FoldListError({ file: "a.json", line: 3, column: 18, message: "bad" }).message,
    "a.json:3:18: error: bad");
  const declarations = await readFile(new URL("../../web/fold-list.d.ts", import.meta.url), "utf8");
  const members = Object.getOwnPropertyNames(FoldListElement.prototype)
    .filter((name) => !name.startsWith("_") && name !== "constructor" && !name.endsWith("Callback"));
  for (const name of members) {
    assert.match(declarations, new RegExp(`\\b${name}\\b[?(:]`), `fold-list.d.ts lacks ${name}`);
  }
  const pack = JSON.parse(await readFile(new URL("../../web/package.json", import.meta.url), "utf8"));
  assert.equal(pack.exports["."].default, "./fold-list.js");
  for (const file of pack.files) await readFile(new URL(`../../web/${file}`, import.meta.url));
  const imported = (await readFile(new URL("../../web/fold-list.js", import.meta.url), "utf8"))
    .matchAll(/from "\.\/([^"]+)"/g);
  for (const [, file] of imported) assert.ok(pack.files.includes(file), `package.json files lacks ${file}`);
});
