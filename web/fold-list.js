// <fold-list>: a sectioned, expandable list as a custom element, driven by the FoldKit engine in
// WebAssembly (foldkit.wasm, next to this file). The engine decides everything a table view
// decides (rows, heights, changes, scroll requests, check marks, announcements); this element
// draws only the rows in and near the viewport, as a WAI-ARIA tree, and forwards input.
// API reference: docs/web-component.md; types: fold-list.d.ts.
import { loadEngine, wrapText } from "./engine.js";
import { styles } from "./fold-list.css.js";

const MEASURE_FONT = '16px "Noto Sans CJK KR", "Noto Sans KR", "DejaVu Sans", sans-serif';
const MESSAGE_INSET = 16 * 2 + 28;     // padding on both sides and the accessory
const DETAIL_INSET = MESSAGE_INSET + 24;
const MAX_SCROLL_HEIGHT = 8_000_000;   // taller lists scroll through a scaled spacer
const OVERSCAN = 480;                  // points drawn above and below the viewport
const TYPE_AHEAD_MS = 600;
const INDENT = 24;                     // points per level of indentation
const DRAG_THRESHOLD = 5;              // pixels a press moves before it drags
const EDGE = 40;                       // pixels from the top or bottom where a drag scrolls
const SELECTION_MODES = { none: 0, single: 1, multiple: 2 };

// ---------------------------------------------------------------------------------------------
// The engine, loaded once per page and shared by every <fold-list>.

let enginePromise = null;
let measureContext = null;
const widthOf = (s) => measureContext.measureText(s).width;

/**
 * Loads the engine (once); every element waits for it. Call it early to start the download.
 * @param {string | URL} [url] Where foldkit.wasm is; by default next to this module.
 * @param {{monospace?: boolean}} [options] `monospace`: measure text as the engine's monospace
 *   fallback does instead of with a canvas.
 */
export function loadFoldKit(url = new URL("./foldkit.wasm", import.meta.url), options = {}) {
  if (!enginePromise) {
    if (!options.monospace) {
      measureContext = document.createElement("canvas").getContext("2d");
      if (measureContext) measureContext.font = MEASURE_FONT;
    }
    const measure = (text, width, maxLines) => (measureContext ? wrapText(text, width, maxLines, widthOf) : null);
    enginePromise = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`cannot load ${url}: ${response.status}`);
      return response.arrayBuffer();
    }).then((bytes) => loadEngine(bytes, measure));
  }
  return enginePromise;
}

/** A list file that cannot be shown: `file:line:column: error: message`. */
export class FoldListError extends Error {
  constructor({ file, line, column, message }) {
    super(line > 0 ? `${file}:${line}:${column}: error: ${message}` : `${file}: error: ${message}`);
    this.name = "FoldListError";
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = message;
  }
}

const idOf = (key) => key.slice(2);
const isTreeItem = (e) => e.flags.includes("i");
let nextElementSerial = 0;

// ---------------------------------------------------------------------------------------------

export class FoldListElement extends HTMLElement {
  static get observedAttributes() { return ["label", "reorderable", "selection", "deletable"]; }

  constructor() {
    super();
    this._serial = nextElementSerial++;
    this._handle = -1;
    this._engine = null;
    this._info = null;             // the engine's S line
    this._nodes = new Map();       // key → drawn element
    this._elements = new Map();    // key → the engine's element, for drawn ones
    this._groups = new Map();      // section key → group element
    this._sectionLabels = new Map(); // section key → header text, for groups without their header
    this._band = { top: 0, bottom: -1 };
    this._focusKey = null;
    this._focusPosition = 0;
    this._demos = new Map();       // "screen:language" → handle
    this._typed = "";
    this._typedAt = 0;
    this._width = 0;
    this._frame = 0;
    this._drag = null;             // a pointer press on a row, and the drag it became
    this._anchorKey = null;        // where Shift extends the selection from
    this._suppressClick = false;
    const root = this.attachShadow({ mode: "open", delegatesFocus: false });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = `
      <div class="scroller" part="scroller">
        <div class="spacer"></div>
        <div class="layer">
          <div class="tree" role="tree" part="tree"></div>
          <div class="outside"></div>
          <div class="ghosts" aria-hidden="true"></div>
          <div class="drop" aria-hidden="true" hidden><span class="drop-reason"></span></div>
        </div>
        <p class="empty" hidden></p>
      </div>
      <div class="progress" part="progress" role="group" aria-label="Reading the file">
        <span class="progress-label" id="progress-label"></span><progress max="1" value="0" aria-labelledby="progress-label"></progress>
      </div>
      <div class="live" role="status" aria-live="polite" part="status"></div>`;
    this._scroller = root.querySelector(".scroller");
    this._spacer = root.querySelector(".spacer");
    this._layer = root.querySelector(".layer");
    this._tree = root.querySelector(".tree");
    this._outside = root.querySelector(".outside");
    this._ghosts = root.querySelector(".ghosts");
    this._live = root.querySelector(".live");
    this._empty = root.querySelector(".empty");
    this._progress = root.querySelector(".progress");
    this._drop = root.querySelector(".drop");
    this._scroller.addEventListener("scroll", () => {
      this._schedule();
      if (this._drag?.active) this._updateDrag();
    });
    this._tree.addEventListener("keydown", (event) => this._keydown(event));
    this._tree.addEventListener("focusin", (event) => this._focusin(event));
    root.addEventListener("click", (event) => this._click(event));
    this._scroller.addEventListener("pointerdown", (event) => this._pointerdown(event));
    this._scroller.addEventListener("pointermove", (event) => this._pointermove(event));
    this._scroller.addEventListener("pointerup", (event) => this._pointerup(event));
    this._scroller.addEventListener("pointercancel", () => this._endDrag(false));
    // Only the scroller's own capture ends a drag (a row's implicit touch capture, handed to the
    // scroller when the drag starts, bubbles up here too).
    this._scroller.addEventListener("lostpointercapture", (event) => {
      if (event.target === this._scroller) this._endDrag(false);
    });
    this._dragKeys = (event) => {
      if (event.key === "Escape" && this._drag?.active) {
        event.preventDefault();
        event.stopPropagation();
        this._endDrag(false);
      }
    };
    this._resizeObserver = new ResizeObserver(() => this._resized());
  }

  connectedCallback() {
    this._resizeObserver.observe(this);
    this._updateLabel();
  }

  disconnectedCallback() { this._resizeObserver.disconnect(); }

  attributeChangedCallback(name) {
    if (name === "label") this._updateLabel();
    else this._applyEditing();
  }

  // -- Giving data -----------------------------------------------------------------------------

  /**
   * Shows a list given as a JavaScript object in the list-file format (docs/json-format.md).
   * Read back, it is the object given last. Errors are thrown by `load`; setting `data` reports
   * them with a `fold-error` event.
   */
  set data(value) {
    this._data = value;
    this.load(JSON.stringify(value), { name: "data" }).catch((error) => this._fail(error));
  }

  get data() { return this._data; }

  /**
   * Shows the list in `text` (list-file JSON). Rejects with a FoldListError naming the line and
   * column of the first problem; the list shown before stays.
   * @returns {Promise<{title: string, count: number}>}
   */
  async load(text, { name = "list.json" } = {}) {
    const bytes = typeof text === "string" ? new TextEncoder().encode(text) : new Uint8Array(text);
    return this._loadBytes(bytes, name);
  }

  /**
   * Reads a File (from a file picker or a drop), showing a progress bar and sending
   * `fold-progress` events while it reads, then shows it as `load` does.
   */
  async loadFile(file) {
    const total = file.size;
    const bytes = new Uint8Array(total);
    let done = 0;
    this._showProgress(0, total, "reading");
    const reader = file.stream().getReader();
    let lastPaint = 0;
    for (;;) {
      const { value, done: finished } = await reader.read();
      if (finished) break;
      bytes.set(value, done);
      done += value.length;
      if (performance.now() - lastPaint > 50) {
        lastPaint = performance.now();
        this._showProgress(done, total, "reading");
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }
    this._showProgress(total, total, "building");
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    try {
      return await this._loadBytes(bytes, file.name);
    } finally {
      this._progress.classList.remove("shown");
    }
  }

  /**
   * Shows one of the gallery's demonstration screens (0 contacts, 1 sections, 2 accordion,
   * 3 messages, 4 terms) in `language` ("en" or "ko"); each keeps its state while the element
   * lives.
   */
  async showDemo(screen, { language = "en" } = {}) {
    const engine = await this._ready();
    const id = `${screen}:${language}`;
    let handle = this._demos.get(id);
    if (handle === undefined) {
      handle = engine.call("fk_gallery", screen, language === "ko" ? 1 : 0, this._listWidth()).result;
      this._demos.set(id, handle);
    }
    if (this._handle >= 0 && ![...this._demos.values()].includes(this._handle)) {
      engine.call("fk_release", this._handle);
    }
    this._switchTo(handle);
    return { title: this._info.title, count: this._info.count };
  }

  async _loadBytes(bytes, name) {
    const engine = await this._ready();
    const nameBytes = new TextEncoder().encode(name);
    const input = new Uint8Array(nameBytes.length + bytes.length);
    input.set(nameBytes);
    input.set(bytes, nameBytes.length);
    const korean = (this.closest("[lang]")?.getAttribute("lang") ?? "").startsWith("ko") ? 1 : 0;
    const answer = engine.callWith("fk_load", input, nameBytes.length, korean, this._listWidth());
    if (answer.result < 0) throw new FoldListError(answer.error);
    if (this._handle >= 0 && ![...this._demos.values()].includes(this._handle)) {
      engine.call("fk_release", this._handle);
    }
    this._switchTo(answer.result);
    return { title: this._info.title, count: this._info.count };
  }

  async _ready() {
    if (!this._engine) this._engine = await loadFoldKit();
    return this._engine;
  }

  _switchTo(handle) {
    this._endDrag(false);
    this._handle = handle;
    this._focusKey = null;
    this._focusPosition = 0;
    this._anchorKey = null;
    this._applyEditing({ render: false });
    this._info = this._call("fk_window", 0, 0).list;
    if (this._info.pickedUp) this._info = this._call("fk_pickup_end", 0).list;
    this._resetDrawn();
    this._scroller.scrollTop = 0;
    if (this._engine && this._listWidth() !== this._width) this._relayout();
    const first = this._call("fk_step", -1, 1).result;
    this._focusPosition = Math.max(0, first);
    this._focusKey = first >= 0 ? this._elementAt(first)?.key ?? null : null;
    this._render();
    this._announce(this._info.status);
    this._updateLabel();
    this.dispatchEvent(new CustomEvent("fold-load", { detail: { title: this._info.title, count: this._info.count } }));
  }

  _resetDrawn() {
    for (const container of [this._tree, this._outside, this._ghosts]) container.replaceChildren();
    this._nodes.clear();
    this._elements.clear();
    this._groups.clear();
    this._sectionLabels = new Map();
    this._band = { top: 0, bottom: -1 };
  }

  _fail(error) {
    this.dispatchEvent(new CustomEvent("fold-error", { detail: { error } }));
  }

  _showProgress(done, total, phase) {
    this._progress.classList.add("shown");
    // Reading advances the bar; building runs in one call of the engine, so its bar is
    // indeterminate.
    const bar = this._progress.querySelector("progress");
    if (phase === "reading") bar.value = total > 0 ? done / total : 1;
    else bar.removeAttribute("value");
    this._progress.setAttribute("aria-label", phase === "reading" ? "Reading the file" : "Building the list");
    const mib = (n) => (n / 1048576).toFixed(1);
    this._progress.querySelector(".progress-label").textContent = phase === "reading"
      ? `Reading ${mib(done)} of ${mib(total)} MiB…` : "Building the list…";
    this.dispatchEvent(new CustomEvent("fold-progress", { detail: { phase, loaded: done, total } }));
  }

  // -- Driving it ------------------------------------------------------------------------------

  /** Opens item `id`. Resolves true when something changed. */
  expand(id) { return this._setOpen(`r:${id}`, 1); }
  /** Closes item `id`. */
  collapse(id) { return this._setOpen(`r:${id}`, 0); }
  /** Opens or closes item `id`. */
  toggle(id) { return this._setOpen(`r:${id}`, 2); }
  /** Shows the rows of collapsible section `id`. */
  expandSection(id) { return this._setOpen(`h:${id}`, 1); }
  /** Hides the rows of collapsible section `id`. */
  collapseSection(id) { return this._setOpen(`h:${id}`, 0); }

  _setOpen(key, state) {
    if (this._handle < 0) return false;
    const anchor = this._anchor();
    const answer = this._callWith("fk_expand", key, state);
    if (answer.result < 0) throw new RangeError(`no item or collapsible section ${key.slice(2)}`);
    this._afterChange(answer, anchor);
    return answer.result === 1;
  }

  /** Opens the ancestors and the section of item `id`, scrolls it to the middle and focuses it. */
  reveal(id) {
    if (this._handle < 0) return false;
    const anchor = this._anchor();
    const answer = this._callWith("fk_reveal", `r:${id}`);
    if (answer.result < 0) return false;
    this._afterChange(answer, anchor);
    this._setFocus(`r:${id}`, answer.result, { scroll: false });
    return true;
  }

  /** Moves the keyboard focus to item `id` (if visible) and scrolls it into view. */
  focusItem(id) {
    const position = this._callWith("fk_position", `r:${id}`).result;
    if (position < 0) return false;
    this._setFocus(`r:${id}`, position, { focus: true });
    return true;
  }

  /**
   * Shows only the items whose title or detail contains `text` (ignoring case), with their
   * ancestors opened; an empty string shows everything again. Returns the number of matches.
   */
  filter(text) {
    if (this._handle < 0) return 0;
    this._endDrag(false);
    if (this._info?.pickedUp) this._call("fk_pickup_end", 0);   // rows picked up go back first
    const answer = this._callWith("fk_filter", text);
    this._info = answer.list;
    this._resetDrawn();
    this._scroller.scrollTop = 0;
    this._refocusAfterChange();
    this._render();
    const count = answer.result;
    this._announce(text ? `${count} ${count === 1 ? "match" : "matches"}` : this._info.status);
    return count;
  }

  /** Whether opening an item closes the others (the accordion's "one at a time"). */
  get exclusive() { return this._exclusive ?? false; }
  set exclusive(value) {
    this._exclusive = Boolean(value);
    if (this._handle < 0) return;
    this._info = this._call("fk_set_exclusive", this._exclusive ? 1 : 0).list;
    this._announce(this._info.status);
  }

  /**
   * Whether rows can be moved: dragged with the pointer, or picked up with Alt+↑/↓ (see
   * docs/web-component.md). Reflects the `reorderable` attribute. Lists with check boxes do not
   * move, and nothing moves while a filter is on.
   */
  get reorderable() { return this.hasAttribute("reorderable"); }
  set reorderable(value) { this.toggleAttribute("reorderable", Boolean(value)); }

  /**
   * How many rows can be selected: "none" (the default: the focused row is the selected one),
   * "single" or "multiple". Reflects the `selection` attribute.
   */
  get selection() {
    const value = this.getAttribute("selection");
    return value in SELECTION_MODES ? value : "none";
  }
  set selection(value) { this.setAttribute("selection", value); }

  /** Whether the Delete key deletes the selected rows (or the focused one). Reflects `deletable`. */
  get deletable() { return this.hasAttribute("deletable"); }
  set deletable(value) { this.toggleAttribute("deletable", Boolean(value)); }

  /** The IDs of the selected items, in list order (hidden ones included). */
  get selectedIds() {
    if (this._handle < 0) return [];
    const answer = this._call("fk_selected");
    const keys = answer.selection?.keys ?? [];
    return keys === "*" ? [] : keys.map(idOf);
  }

  /** Whether `undo()` has a move or delete to take back. */
  get canUndo() { return (this._info?.undoCount ?? 0) > 0; }

  /** Selects every visible item (with `selection="multiple"`). Returns how many are selected. */
  selectAll() { return this._changeSelection(3, -1); }

  /** Deselects every item. */
  clearSelection() { return this._changeSelection(4, -1); }

  /**
   * Moves items (each with its children and detail row) under the list's rules: `ids` or
   * "selection"; `to` names one of `before`, `after` or `into` (an item's ID; `into` makes them
   * its last children; with `index`, the child at that index) or `section` (a section's ID,
   * with `index`, default 0). Returns `{moved, code, reason}`: `code` and `reason` say why a
   * refused move changed nothing.
   */
  moveItems(ids, to) {
    if (this._handle < 0) return { moved: false, code: "noList", reason: "" };
    // Keys travel comma-separated in a tab-separated line: those characters are escaped.
    const escape = (id) => `r:${id}`.replace(/[%,\x00-\x1f]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
    const keys = ids === "selection" ? "*" : ids.map(escape).join(",");
    let kind;
    let target;
    let index = to.index ?? "";
    if (to.section !== undefined) { kind = "section"; target = `h:${to.section}`; index = to.index ?? 0; }
    else if (to.into !== undefined) { kind = to.index === undefined ? "last" : "child"; target = `r:${to.into}`; }
    else if (to.before !== undefined) { kind = "before"; target = `r:${to.before}`; }
    else if (to.after !== undefined) { kind = "after"; target = `r:${to.after}`; }
    else throw new TypeError("moveItems: `to` needs before, after, into or section");
    const anchor = this._anchor();
    const answer = this._callWith("fk_move_items", `${keys}\t${kind}\t${target}\t${index}`);
    if (answer.result < 0) throw new RangeError("moveItems: an item or section is not in the list");
    this._afterEdit(answer, anchor);
    return { moved: answer.result === 1, code: answer.refusal?.code ?? null, reason: answer.refusal?.reason ?? null };
  }

  /** Takes back the last move or delete. Returns whether there was one. */
  undo() {
    if (this._handle < 0) return false;
    const anchor = this._anchor();
    const answer = this._call("fk_undo");
    this._afterEdit(answer, anchor);
    return answer.result === 1;
  }

  /**
   * Deletes the selected items (or, with none selected, the focused one), each with its
   * children, from the list shown (the `data` given stays as it was); `undo()` puts them back.
   * Returns how many items were deleted.
   */
  deleteSelected() {
    if (this._handle < 0) return 0;
    const keys = this._info.selectedCount > 0 ? "*" : this._focusKey?.startsWith("r:") ? this._focusKey : null;
    if (!keys) return 0;
    const anchor = this._anchor();
    const answer = this._callWith("fk_delete", keys);
    this._afterEdit(answer, anchor);
    return answer.result;
  }

  /** The list's title. */
  get listTitle() { return this._info?.title ?? ""; }
  /** The last announcement (what the live region said). */
  get announcement() { return this._info?.status ?? ""; }
  /** The number of visible elements (headers, rows and footers). */
  get elementCount() { return this._info?.count ?? 0; }
  /** Whether every mandatory check is made (true for lists without checks). */
  get canConfirm() { return this._info?.canConfirm ?? true; }
  /** Whether the list offers a one-at-a-time switch. */
  get offersExclusive() { return this._info?.offersExclusive ?? false; }
  /** The ID of the focused item (`null` when the focus is on a section header or nothing). */
  get focusedId() { return this._focusKey?.startsWith("r:") ? idOf(this._focusKey) : null; }
  /** The key of the focused element: `r:ID` item, `d:ID` detail, `h:ID` section header. */
  get focusedKey() { return this._focusKey; }
  /** How text is measured: "canvas" or "monospace". */
  get measurer() { return this._info?.measurer ?? "canvas"; }

  /** The engine's element at visible position `position`, or null. */
  elementAt(position) { return this._handle < 0 ? null : this._elementAt(position); }

  /** The visible position of the element with `key`, or -1. */
  positionOf(key) { return this._handle < 0 ? -1 : this._callWith("fk_position", key).result; }

  focus(options) {
    const node = this._focusKey && this._nodes.get(this._focusKey);
    if (node) node.focus(options);
    else super.focus(options);
  }

  // -- Engine calls ----------------------------------------------------------------------------

  _call(name, ...args) { return this._engine.call(name, this._handle, ...args); }
  _callWith(name, input, ...args) { return this._engine.callWith(name, input, this._handle, ...args); }
  _elementAt(position) { return this._call("fk_elements", position, 1).elements[0] ?? null; }

  _listWidth() { return Math.max(120, this._tree.clientWidth || this.clientWidth || 600); }

  _resized() {
    if (this._handle < 0 || !this._engine) return;
    if (this._listWidth() !== this._width) this._relayout();
    else this._render();
  }

  /** Lays out again at the list's width, keeping the row at the top of the viewport still. */
  _relayout() {
    const anchor = this._anchor();
    this._width = this._listWidth();
    this._info = this._call("fk_resize", this._width).list;
    this._band = { top: 0, bottom: -1 };
    this._restore(anchor);
    this._render();
  }

  // -- Scrolling -------------------------------------------------------------------------------

  /** The scale between list points and spacer pixels (1 unless the list is very tall). */
  _geometry() {
    const viewport = this._scroller.clientHeight;
    const total = this._info?.contentHeight ?? 0;
    const spacer = Math.min(total, MAX_SCROLL_HEIGHT);
    const ratio = total > spacer && spacer > viewport ? (total - viewport) / (spacer - viewport) : 1;
    const scrollTop = this._scroller.scrollTop;
    // A scaled spacer scrolls in steps of `ratio` points: the offset last asked for stays exact
    // until the person scrolls.
    const top = this._asked && this._asked.scrollTop === scrollTop && ratio !== 1 ? this._asked.top : scrollTop * ratio;
    return { viewport, total, spacer, ratio, top };
  }

  /** Scrolls so that list point `y` is at the top of the viewport. */
  _scrollToOffset(y, smooth = false) {
    const { ratio, total, viewport } = this._geometry();
    const logical = Math.max(0, Math.min(y, total - viewport));
    const top = logical / ratio;
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (smooth && !reduce && ratio === 1) {
      this._scroller.scrollTo({ top, behavior: "smooth" });
      return;
    }
    this._scroller.scrollTop = top;
    this._asked = { scrollTop: this._scroller.scrollTop, top: logical };
  }

  /** The first element at the top of the viewport and its distance from it. */
  _anchor() {
    if (this._handle < 0) return null;
    const { top } = this._geometry();
    const position = this._call("fk_at_offset", top).result;
    if (position < 0) return null;
    const element = this._elementAt(position);
    return element ? { key: element.key, offset: element.y - top, top } : null;
  }

  /** Scrolls so that the anchor's element is where it was (or keeps the offset if it is gone). */
  _restore(anchor) {
    if (!anchor) return;
    const position = this._callWith("fk_position", anchor.key).result;
    if (position < 0) return;
    const element = this._elementAt(position);
    if (element) this._scrollToOffset(element.y - anchor.offset);
  }

  /** Scrolls the element at `position` into view as the engine asks (`top`, `middle`, …). */
  _scrollToElement(element, where = "nearest", smooth = true) {
    const { top, viewport } = this._geometry();
    let y = top;
    if (where === "top") y = element.y;
    else if (where === "middle") y = element.y + element.height / 2 - viewport / 2;
    else if (where === "bottom" || element.y + element.height > top + viewport) {
      y = Math.max(top, element.y + element.height - viewport);
      if (where === "nearest" && element.y < y) y = element.y;
    } else if (element.y < top) y = element.y;
    if (Math.abs(y - top) > 0.5) this._scrollToOffset(y, smooth);
  }

  _schedule() {
    if (this._frame) return;
    this._frame = requestAnimationFrame(() => {
      this._frame = 0;
      this._render();
    });
  }

  // -- Drawing ---------------------------------------------------------------------------------

  /**
   * Draws the elements in and near the viewport (and the focused one wherever it is). With
   * `change`, rows that stay slide to their new places, new ones fade in and old ones fade out.
   */
  _render({ change = null, animate = false } = {}) {
    if (this._handle < 0) return;
    if (this._frame) { cancelAnimationFrame(this._frame); this._frame = 0; }
    const geometry = this._geometry();
    this._spacer.style.height = `${geometry.spacer}px`;
    const { top, viewport, ratio } = geometry;
    // Fetch a new band only when the viewport leaves the one drawn.
    const fresh = change || this._band.bottom < 0 || top < this._band.top || top + viewport > this._band.bottom;
    let elements;
    if (fresh) {
      const answer = this._call("fk_window", top - OVERSCAN, top + viewport + OVERSCAN);
      this._info = answer.list;
      this._spacer.style.height = `${Math.min(this._info.contentHeight, MAX_SCROLL_HEIGHT)}px`;
      elements = answer.elements;
      elements.sort((a, b) => a.position - b.position);
      this._band = { top: top - OVERSCAN, bottom: top + viewport + OVERSCAN };
      if (this._focusKey && !elements.some((e) => e.key === this._focusKey)) {
        const position = this._callWith("fk_position", this._focusKey).result;
        if (position >= 0) {
          const focused = this._elementAt(position);
          if (focused) {
            this._focusPosition = position;
            elements.push(focused);
            elements.sort((a, b) => a.position - b.position);
          }
        }
      }
    } else {
      elements = [...this._elements.values()];
    }
    const shift = this._scroller.scrollTop - top;   // 0 unless the spacer is scaled
    if (!fresh && ratio === 1) return;
    this._layer.classList.toggle("animating", Boolean(animate));
    this._layer.classList.toggle("monospace", this._info.measurer !== "canvas");
    this._empty.hidden = this._info.count > 0;
    this._empty.textContent = this._info.filtered ? "No matches." : "The list is empty.";
    if (fresh) {
      const hadFocus = this.shadowRoot.activeElement !== null;
      this._draw(elements, change, animate);
      const node = this._focusKey && this._nodes.get(this._focusKey);
      if (hadFocus && node && this.shadowRoot.activeElement !== node) node.focus({ preventScroll: true });
    }
    for (const element of elements) {
      const node = this._nodes.get(element.key);
      if (node) node.style.transform = `translateY(${element.y + shift}px)`;
    }
  }

  _draw(elements, change, animate) {
    const inserted = new Set(change && change.inserted !== "*" ? change.inserted : []);
    const old = this._nodes;
    const oldElements = this._elements;
    this._nodes = new Map();
    this._elements = new Map();
    const treeOrder = [];
    const outsideOrder = [];
    const groupChildren = new Map();
    const groupFor = (sectionKey) => {
      let group = this._groups.get(sectionKey);
      if (!group) {
        group = document.createElement("div");
        group.className = "group";
        this._groups.set(sectionKey, group);
      }
      if (!groupChildren.has(sectionKey)) {
        groupChildren.set(sectionKey, []);
        treeOrder.push(group);
      }
      return groupChildren.get(sectionKey);
    };
    const labels = new Map();   // section key → id of its header label
    for (const element of elements) {
      let node = old.get(element.key);
      const entering = !node;
      const previous = oldElements.get(element.key);
      const outside = element.role === "band" || element.role === "agree-button";
      let created = false;
      if (!node || node.dataset.shape !== this._shape(element)) {
        node = this._create(element);
        created = true;
      }
      old.delete(element.key);
      this._nodes.set(element.key, node);
      this._elements.set(element.key, element);
      if (created || !previous || previous.flags !== element.flags || previous.text !== element.text
        || previous.height !== element.height || previous.detail !== element.detail
        || previous.level !== element.level || previous.positionInSet !== element.positionInSet
        || previous.setSize !== element.setSize || previous.lines?.join() !== element.lines?.join()) {
        this._fill(node, element);
      }
      this._mark(node, element);
      if (outside) outsideOrder.push(node);
      else if (element.kind === "header" && isTreeItem(element)) {
        treeOrder.push(node);
        labels.set(element.key, node.id);
        groupFor(element.section);
      } else if (element.kind === "header") {
        labels.set(element.key, node.id);
        groupFor(element.section).push(node);
      } else {
        groupFor(element.section).push(node);
      }
      if (animate && entering && inserted.has(element.key)) {
        node.classList.add("entering");
        node.style.transform = `translateY(${element.y - 8}px)`;
        requestAnimationFrame(() => requestAnimationFrame(() => node.classList.remove("entering")));
      }
    }
    for (const [sectionKey, children] of groupChildren) {
      const group = this._groups.get(sectionKey);
      const hasItems = children.some((n) => n.getAttribute("role") === "treeitem");
      // Named by its header: by reference when the header is drawn, by its text when it is
      // scrolled away (the header is asked of the engine once).
      const labelId = labels.get(sectionKey);
      const text = labelId ? null : this._sectionLabel(sectionKey);
      if (hasItems && (labelId || text)) {
        group.setAttribute("role", "group");
        if (labelId) {
          group.setAttribute("aria-labelledby", labelId);
          group.removeAttribute("aria-label");
        } else {
          group.setAttribute("aria-label", text);
          group.removeAttribute("aria-labelledby");
        }
      } else {
        group.removeAttribute("role");
        group.removeAttribute("aria-labelledby");
        group.removeAttribute("aria-label");
      }
      syncChildren(group, children);
    }
    for (const [sectionKey, group] of this._groups) {
      if (!groupChildren.has(sectionKey)) this._groups.delete(sectionKey);
      else if (!group.getAttribute("role")) group.setAttribute("role", "none");
    }
    syncChildren(this._tree, treeOrder);
    syncChildren(this._outside, outsideOrder);
    const deleted = new Set(change && change.deleted !== "*" ? change.deleted : []);
    for (const [key, node] of old) {
      if (animate && deleted.has(key)) {
        node.removeAttribute("id");
        node.removeAttribute("role");
        node.removeAttribute("data-key");
        node.setAttribute("tabindex", "-1");
        this._ghosts.appendChild(node);
        setTimeout(() => node.remove(), 400);
      } else {
        node.remove();
      }
    }
    if (animate) {
      clearTimeout(this._animationEnd);
      this._animationEnd = setTimeout(() => this._layer.classList.remove("animating"), 400);
    }
  }

  /** The text of the header of the section whose header has `key`, or "" without one. */
  _sectionLabel(key) {
    if (!this._sectionLabels.has(key)) {
      const position = this._callWith("fk_position", key).result;
      const header = position >= 0 ? this._elementAt(position) : null;
      this._sectionLabels.set(key, header && header.kind === "header" ? header.text : "");
    }
    return this._sectionLabels.get(key);
  }

  /** What kind of DOM element an engine element needs (changing it recreates the node). */
  _shape(element) {
    if (element.role === "agree-button") return "button";
    if (element.role === "band") return "band";
    if (element.kind === "footer") return "footer";
    if (element.kind === "header" && !isTreeItem(element)) return "label";
    return "item";
  }

  _create(element) {
    const node = document.createElement("div");
    node.dataset.shape = this._shape(element);
    node.id = `fold-${this._serial}-${Math.random().toString(36).slice(2, 10)}`;
    if (node.dataset.shape === "button") {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.action = "confirm";
      node.appendChild(button);
    }
    return node;
  }

  /** Sets an element's attributes, classes and content from the engine's element. */
  _fill(node, element) {
    const flags = element.flags;
    const shape = node.dataset.shape;
    node.className = `el kind-${element.kind} role-${element.role}`;
    node.classList.toggle("open", flags.includes("o") || flags.includes("t"));
    node.dataset.key = element.key;
    node.dataset.kind = element.kind;
    node.style.height = `${element.height}px`;
    node.style.paddingInlineStart = element.role === "band" ? "0" : `${16 + element.indent * 24}px`;
    if (shape === "band") {
      node.setAttribute("aria-hidden", "true");
      node.replaceChildren();
      return;
    }
    if (shape === "button") {
      const button = node.firstChild;
      button.textContent = element.text;
      button.setAttribute("aria-disabled", String(flags.includes("d")));
      return;
    }
    if (shape === "label") {
      node.setAttribute("aria-hidden", "true");
      node.replaceChildren(...this._parts(element));
      return;
    }
    if (shape === "footer") {
      node.replaceChildren(...this._parts(element));
      return;
    }
    node.setAttribute("role", "treeitem");
    node.setAttribute("aria-level", String(element.level));
    node.setAttribute("aria-setsize", String(element.setSize));
    node.setAttribute("aria-posinset", String(element.positionInSet));
    const expandable = flags.includes("x") || element.kind === "header";
    if (expandable) node.setAttribute("aria-expanded", String(flags.includes("o")));
    else node.removeAttribute("aria-expanded");
    const mark = flags.includes("c") ? "true" : flags.includes("m") ? "mixed" : flags.includes("u") ? "false" : null;
    if (mark) node.setAttribute("aria-checked", mark);
    else node.removeAttribute("aria-checked");
    if (flags.includes("d")) node.setAttribute("aria-disabled", "true");
    else node.removeAttribute("aria-disabled");
    if (element.role === "term" && element.kind === "row") node.setAttribute("aria-keyshortcuts", "D");
    node.replaceChildren(...this._parts(element));
  }

  /** Focus and selection state, which change without the element changing. */
  _mark(node, element) {
    const focused = element.key === this._focusKey;
    node.classList.toggle("focused", focused);
    if (node.dataset.shape !== "item") return;
    node.tabIndex = focused ? 0 : -1;
    const flags = element.flags;
    const drag = this._drag;
    node.classList.toggle("selected", flags.includes("S"));
    node.classList.toggle("picked", flags.includes("g"));
    node.classList.toggle("dragged", Boolean(drag?.active
      && (element.key === drag.key || (drag.withSelection && flags.includes("S")))));
    if (node.hasAttribute("aria-checked")) return;
    // Without a selection mode the focused item is the selected one (the tree pattern's single
    // selection that follows focus); with one, rows show the engine's selection.
    if (this.selection === "none") node.setAttribute("aria-selected", String(focused));
    else if (element.kind === "row") node.setAttribute("aria-selected", String(flags.includes("S")));
    else node.removeAttribute("aria-selected");
  }

  /** The contents of one element, by role. Glyphs are hidden from assistive technologies. */
  _parts(element) {
    const span = (className, text, hidden = false) => {
      const s = document.createElement("span");
      s.className = className;
      s.textContent = text;
      if (hidden) {
        s.setAttribute("aria-hidden", "true");
      } else {
        // Each text takes its own direction from its first strong letter, so English inside a
        // right-to-left list keeps its punctuation at its own end.
        s.dir = "auto";
      }
      return s;
    };
    const width = this._width || this._listWidth();
    const lines = (text, inset, maxLines) => {
      const wrapped = element.lines ?? (measureContext ? wrapText(text, width - inset, maxLines, widthOf).lines : [text]);
      return span("lines", wrapped.join("\n"));
    };
    const mark = () => {
      const f = element.flags;
      return span("check", f.includes("c") ? "☑" : f.includes("m") ? "▣" : "☐", true);
    };
    const chevron = () => span("chevron", "▾", true);
    const korean = (this.closest("[lang]")?.getAttribute("lang") ?? "").startsWith("ko");
    if (element.kind === "detail") {
      if (element.role === "term") return [lines(element.detail, DETAIL_INSET, 12)];
      return [span("text", element.detail)];
    }
    if (element.kind === "footer") return [span("text", element.text)];
    const result = [];
    if (element.kind === "row" && this.reorderable && this._info?.editable) {
      // The handle a finger drags by (a mouse drags the whole row).
      const grip = span("grip", "⠿", true);
      result.push(grip);
    }
    const checkable = /[cmu]/.test(element.flags);
    if (checkable) result.push(mark());
    switch (element.role) {
      case "message":
        result.push(lines(element.text, MESSAGE_INSET, 5));
        result.push(span("done", element.flags.includes("D") ? "✓" : "", true));
        return result;
      case "term": {
        const open = element.flags.includes("t");
        result.push(span("text", element.text));
        if (element.tag) result.push(span("tag" + (element.flags.includes("M") ? " mandatory" : ""), element.tag));
        const read = span("read", korean ? (open ? "닫기" : "보기") : open ? "Close" : "Read", true);
        read.dataset.action = "read";
        result.push(read);
        if (element.flags.includes("x")) result.push(chevron());
        return result;
      }
      default:
        result.push(span("text", element.text));
        if (element.tag) result.push(span("tag", element.tag));
        if (element.flags.includes("x") || (element.kind === "header" && isTreeItem(element))) result.push(chevron());
        return result;
    }
  }

  // -- Focus -----------------------------------------------------------------------------------

  /**
   * Moves the roving focus to the element with `key` at `position`; scrolls it into view and,
   * with `focus` (or when the list has the focus), focuses it.
   */
  _setFocus(key, position, { scroll = true, focus = null } = {}) {
    const previous = this._focusKey;
    const hadFocus = this.shadowRoot.activeElement !== null;
    this._focusKey = key;
    this._focusPosition = position;
    if (scroll) {
      const element = this._elementAt(position);
      if (element) this._scrollToElement(element, "nearest", false);
    }
    this._band = { top: 0, bottom: -1 };
    this._render();
    const node = this._nodes.get(key);
    if (node && (focus ?? hadFocus)) node.focus({ preventScroll: true });
    if (previous !== key) {
      this.dispatchEvent(new CustomEvent("fold-move", {
        detail: { key, id: key ? idOf(key) : null, position, previousKey: previous },
      }));
    }
  }

  _moveToPosition(position) {
    if (position < 0) return;
    const element = this._elementAt(position);
    if (element) this._setFocus(element.key, position, { focus: true });
  }

  /** After a change, keeps the focus on its element or, if that is gone, on the one nearest. */
  _refocusAfterChange() {
    if (!this._info || this._info.count === 0) { this._focusKey = null; return; }
    const position = this._focusKey ? this._callWith("fk_position", this._focusKey).result : -1;
    if (position >= 0) { this._focusPosition = position; return; }
    let next = this._call("fk_step", Math.min(this._focusPosition, this._info.count) - 1, 1).result;
    if (next < 0) next = this._call("fk_step", this._info.count, -1).result;
    const element = next >= 0 ? this._elementAt(next) : null;
    this._focusKey = element?.key ?? null;
    this._focusPosition = Math.max(0, next);
  }

  _focusin(event) {
    const node = event.target.closest?.(".el");
    if (!node || node.dataset.shape !== "item" || node.dataset.key === this._focusKey) return;
    const position = this._callWith("fk_position", node.dataset.key).result;
    if (position >= 0) this._setFocus(node.dataset.key, position, { scroll: false });
  }

  // -- Acting ----------------------------------------------------------------------------------

  /** Applies an engine answer to a change: anchor, scroll request, drawing, events, live region. */
  _afterChange(answer, anchor, { animate = true, force = false } = {}) {
    if (answer.list) this._info = answer.list;
    this._restore(anchor);
    this._refocusAfterChange();
    if (answer.scroll) {
      const position = this._callWith("fk_position", answer.scroll.key).result;
      const element = position >= 0 ? this._elementAt(position) : null;
      if (element) this._scrollToElement(element, answer.scroll.position, true);
    }
    this._band = { top: 0, bottom: -1 };
    const tooMany = answer.change && (answer.change.inserted === "*" || answer.change.inserted.length > 200);
    this._render({ change: answer.change, animate: animate && answer.change && !tooMany });
    for (const toggle of answer.toggles) {
      this.dispatchEvent(new CustomEvent("fold-toggle", {
        detail: { key: toggle.key, id: idOf(toggle.key), section: toggle.key.startsWith("h:"), open: toggle.open },
      }));
    }
    if (answer.checks.length) {
      const items = answer.checks[0].key === "*" ? null
        : answer.checks.map((c) => ({ id: idOf(c.key), mark: c.mark }));
      this.dispatchEvent(new CustomEvent("fold-check", { detail: { items, canConfirm: this._info.canConfirm } }));
    }
    if (answer.list) this._announce(answer.list.status, force || answer.change !== null || answer.toggles.length > 0);
  }

  _announce(text, force = false) {
    if (!force && this._live.textContent === text) return;
    // Emptied first, so that the same sentence twice is said twice.
    this._live.textContent = "";
    if (text) setTimeout(() => { this._live.textContent = text; }, 30);
    this.dispatchEvent(new CustomEvent("fold-announce", { detail: { text } }));
  }

  /** Selects the element at `position`: a click, a tap, Enter or Space. */
  _select(position) {
    const element = this._elementAt(position);
    if (!element) return;
    const anchor = this._anchor();
    const answer = this._call("fk_select", position);
    this.dispatchEvent(new CustomEvent("fold-select", { detail: { key: element.key, id: idOf(element.key), position } }));
    this._afterChange(answer, anchor);
    if (!answer.change && answer.toggles.length === 0) {
      const node = this._nodes.get(element.key);
      if (node) {
        node.classList.remove("flash");
        void node.offsetWidth;
        node.classList.add("flash");
      }
      this._announce(this._info.status, true);
    }
  }

  _click(event) {
    if (this._suppressClick) {
      this._suppressClick = false;
      return;
    }
    const node = event.target.closest?.(".el");
    if (!node || !node.dataset.key || this._handle < 0) return;
    const key = node.dataset.key;
    const position = this._callWith("fk_position", key).result;
    if (position < 0) return;
    const action = event.target.closest("[data-action]")?.dataset.action;
    if (action === "read") {
      this._setFocus(key, position, { scroll: false, focus: true });
      this._detail(position);
      return;
    }
    // A disabled Agree button is selected too: the engine says why it is disabled.
    if (node.dataset.shape === "item") this._setFocus(key, position, { scroll: false, focus: true });
    if (node.dataset.shape === "item" && this.selection !== "none" && /^[rd]:/.test(key)) {
      // Shift extends the selection from its anchor, Ctrl or ⌘ adds or removes the row; a plain
      // click makes the row the only selected one and then acts as before.
      if (event.shiftKey && this.selection === "multiple") {
        this._changeSelection(2, position);
        return;
      }
      if (event.ctrlKey || event.metaKey) {
        this._changeSelection(1, position);
        return;
      }
      this._changeSelection(0, position);
    }
    if (node.dataset.shape === "button" || node.dataset.shape === "item") this._select(position);
  }

  _detail(position) {
    const anchor = this._anchor();
    const answer = this._call("fk_detail", position);
    this._afterChange(answer, anchor);
  }

  _keydown(event) {
    if (this._handle < 0) return;
    if (this._editingKey(event)) {
      event.preventDefault();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const node = event.target.closest?.(".el");
    const key = node?.dataset.key ?? this._focusKey;
    const position = key ? this._callWith("fk_position", key).result : -1;
    if (position < 0) return;
    const step = (direction) => this._moveToPosition(this._call("fk_step", position, direction).result);
    const page = (direction) => {
      const { top, viewport } = this._geometry();
      const element = this._elementAt(position);
      const y = (element ? element.y : top) + direction * viewport * 0.9;
      let target = this._call("fk_at_offset", y).result;
      if (target >= 0 && !isTreeItem(this._elementAt(target))) target = this._call("fk_step", target, direction).result;
      if (target < 0) target = this._call("fk_step", direction > 0 ? this._info.count : -1, -direction).result;
      this._moveToPosition(target);
    };
    const move = (direction) => {
      const anchor = this._anchor();
      const answer = this._call("fk_move", position, direction);
      this._afterChange(answer, anchor);
      if (answer.focus !== null && answer.focus !== position) this._moveToPosition(answer.focus);
      else this._setFocus(this._focusKey, this._focusPosition, { focus: true });
    };
    // → on an open item moves to its first child (a detail row counts); otherwise the engine
    // opens the item or moves as it knows best.
    const right = () => {
      const element = this._elementAt(position);
      const open = element && (element.flags.includes("o") || element.flags.includes("t"));
      if (open) {
        const next = this._call("fk_step", position, 1).result;
        const child = next >= 0 ? this._elementAt(next) : null;
        if (child && child.level > element.level) {
          this._moveToPosition(next);
          return;
        }
      }
      move(1);
    };
    const rtl = getComputedStyle(this).direction === "rtl";
    const actions = {
      ArrowDown: () => step(1),
      ArrowUp: () => step(-1),
      ArrowRight: () => (rtl ? move(-1) : right()),
      ArrowLeft: () => (rtl ? right() : move(-1)),
      Home: () => this._moveToPosition(this._call("fk_step", -1, 1).result),
      End: () => this._moveToPosition(this._call("fk_step", this._info.count, -1).result),
      PageDown: () => page(1),
      PageUp: () => page(-1),
      Enter: () => this._select(position),
      " ": () => this._select(position),
      "*": () => {
        const anchor = this._anchor();
        this._afterChange(this._call("fk_expand_siblings", position), anchor);
      },
    };
    let action = actions[event.key];
    if (!action && (event.key === "d" || event.key === "D") && node?.hasAttribute("aria-keyshortcuts")) {
      action = () => this._detail(position);
    }
    if (!action && event.key.length === 1 && event.key !== " " && /\S/u.test(event.key)) {
      action = () => {
        const now = performance.now();
        this._typed = now - this._typedAt > TYPE_AHEAD_MS ? event.key : this._typed + event.key;
        this._typedAt = now;
        // The same letter again moves on; more letters search from the focused item itself.
        const from = this._typed.length > 1 ? position - 1 : position;
        this._moveToPosition(this._callWith("fk_find", this._typed, from).result);
      };
    }
    if (action) {
      event.preventDefault();
      action();
    }
  }

  // -- Editing ---------------------------------------------------------------------------------

  /** Tells the engine the selection mode and whether rows move, and draws the rows again. */
  _applyEditing({ render = true } = {}) {
    if (this.selection === "multiple") this._tree.setAttribute("aria-multiselectable", "true");
    else this._tree.removeAttribute("aria-multiselectable");
    if (this._handle < 0 || !this._engine) return;
    if (this._info?.pickedUp) this._call("fk_pickup_end", 0);
    this._info = this._call("fk_set_editing", SELECTION_MODES[this.selection], this.reorderable ? 1 : 0).list;
    this._layer.classList.toggle("reorderable", this.reorderable && this._info.editable);
    if (!render) return;
    this._elements.clear();   // every drawn row is filled again (grips, selection)
    this._band = { top: 0, bottom: -1 };
    this._render();
  }

  /** Changes the selection (see fk_selection: 0 only, 1 toggle, 2 extend, 3 all, 4 clear). */
  _changeSelection(action, position) {
    if (this._handle < 0 || this.selection === "none") return 0;
    const answer = this._call("fk_selection", action, position);
    this._info = answer.list;
    this._anchorKey = answer.selection?.anchor ?? null;
    this._band = { top: 0, bottom: -1 };
    this._render();
    // A plain click says what the row does, not "1 selected".
    if (action !== 0) this._announce(this._info.status, true);
    this._selectionEvent(answer.selection);
    return answer.result;
  }

  _selectionEvent(selection) {
    if (!selection) return;
    this._anchorKey = selection.anchor;
    this.dispatchEvent(new CustomEvent("fold-selectionchange", {
      detail: { ids: selection.keys === "*" ? null : selection.keys.map(idOf), count: selection.count, hidden: selection.hidden },
    }));
  }

  /** Applies the answer to a move, an undo or a delete, and sends its events. */
  _afterEdit(answer, anchor) {
    this._afterChange(answer, anchor, { force: true });
    const moved = answer.moved;
    if (moved) {
      this.dispatchEvent(new CustomEvent("fold-reorder", {
        detail: {
          ids: moved.keys === "*" ? null : moved.keys.map(idOf), section: idOf(moved.section),
          parent: moved.parent ? idOf(moved.parent) : null, index: moved.index, count: moved.count,
          undo: moved.undone,
        },
      }));
    }
    if (answer.deleted) {
      this.dispatchEvent(new CustomEvent("fold-delete", {
        detail: { ids: answer.deleted.keys === "*" ? null : answer.deleted.keys.map(idOf), restored: answer.deleted.restored },
      }));
    }
    this._selectionEvent(answer.selection);
  }

  /** Picks up the row at `position` (or the selected rows) if needed and moves them a step. */
  _pickup(position, step) {
    const anchor = this._anchor();
    const answer = this._call("fk_pickup", position, step);
    this._afterEdit(answer, anchor);
    this._setFocus(this._focusKey, this._focusPosition, { focus: true, scroll: false });
  }

  /** Drops the picked-up rows where they are, or puts them back. */
  _endPickup(drop) {
    const anchor = this._anchor();
    this._afterEdit(this._call("fk_pickup_end", drop ? 1 : 0), anchor);
  }

  /** The editing keys; true when `event` was one (the caller prevents its default). */
  _editingKey(event) {
    const node = event.target.closest?.(".el");
    const key = node?.dataset.key ?? this._focusKey;
    const position = key ? this._callWith("fk_position", key).result : -1;
    const rtl = getComputedStyle(this).direction === "rtl";
    const command = event.ctrlKey || event.metaKey;
    const steps = { ArrowUp: -1, ArrowDown: 1, ArrowRight: rtl ? -2 : 2, ArrowLeft: rtl ? 2 : -2 };
    if (this._info?.pickedUp) {
      // While rows are picked up: arrows move them, Enter or Space drops, Esc (or Tab, which
      // then leaves the list) puts them back; other keys wait.
      if (event.key in steps && !command) this._pickup(position, steps[event.key]);
      else if (event.key === "Enter" || event.key === " ") this._endPickup(true);
      else if (event.key === "Escape" || event.key === "Tab") this._endPickup(false);
      else return !["Shift", "Control", "Alt", "Meta"].includes(event.key);
      return event.key !== "Tab";
    }
    if (event.altKey && !command && !event.shiftKey && event.key in steps && this.reorderable && position >= 0) {
      this._pickup(position, steps[event.key]);
      return true;
    }
    if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "z" && this.reorderable) {
      this.undo();
      return true;
    }
    if (this.selection !== "none" && !event.altKey) {
      if (command && event.key.toLowerCase() === "a" && this.selection === "multiple") {
        this._changeSelection(3, -1);
        return true;
      }
      if (command && event.key === " " && position >= 0) {
        this._changeSelection(1, position);
        return true;
      }
      if (event.shiftKey && !command && (event.key === "ArrowDown" || event.key === "ArrowUp") && this.selection === "multiple") {
        if (position < 0) return true;
        if (!this._anchorKey) this._changeSelection(0, position);
        const next = this._call("fk_step", position, event.key === "ArrowDown" ? 1 : -1).result;
        if (next >= 0) {
          this._moveToPosition(next);
          this._changeSelection(2, next);
        }
        return true;
      }
      if (event.key === "Escape" && !command && !event.shiftKey && this._info.selectedCount > 0) {
        this._changeSelection(4, -1);
        return true;
      }
    }
    if (event.key === "Delete" && this.deletable && this.reorderable && !command && !event.altKey) {
      this.deleteSelected();
      return true;
    }
    return false;
  }

  // -- Dragging rows ---------------------------------------------------------------------------

  _pointerdown(event) {
    if (this._handle < 0 || event.button !== 0 || this._drag) return;
    if (this._info?.pickedUp) this._endPickup(false);
    const node = event.target.closest?.(".el");
    if (!this.reorderable || !this._info?.editable || !node?.dataset.key?.startsWith("r:")) return;
    const grip = event.target.closest(".grip") !== null;
    // A finger scrolls the list unless it holds the grip; a mouse or pen drags the whole row.
    if (event.pointerType === "touch" && !grip) return;
    if (grip) event.preventDefault();
    this._drag = {
      key: node.dataset.key, pointerId: event.pointerId, x: event.clientX, y: event.clientY,
      clientX: event.clientX, clientY: event.clientY, active: false, target: null, speed: 0,
    };
  }

  _pointermove(event) {
    const drag = this._drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    drag.clientX = event.clientX;
    drag.clientY = event.clientY;
    if (!drag.active) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_THRESHOLD) return;
      drag.active = true;
      try { this._scroller.setPointerCapture(drag.pointerId); } catch { /* the pointer is gone */ }
      drag.withSelection = this.selection === "multiple" && Boolean(this._elements.get(drag.key)?.flags.includes("S"));
      this._layer.classList.add("dragging");
      document.addEventListener("keydown", this._dragKeys, true);
      this._band = { top: 0, bottom: -1 };
      this._render();
    }
    this._updateDrag();
    this._autoScroll();
  }

  _pointerup(event) {
    const drag = this._drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    this._endDrag(true);
  }

  /** Asks the engine where the dragged rows would drop under the pointer, and shows it. */
  _updateDrag() {
    const drag = this._drag;
    if (!drag?.active || this._handle < 0) return;
    const rect = this._scroller.getBoundingClientRect();
    const { top } = this._geometry();
    const clientY = Math.max(rect.top, Math.min(drag.clientY, rect.bottom - 1));
    const y = top + (clientY - rect.top);
    const position = this._call("fk_at_offset", y).result;
    const element = position >= 0 ? this._elementAt(position) : null;
    if (!element) return;
    const within = element.height > 0 ? (y - element.y) / element.height : 0;
    const nests = this._info.nests;
    const zone = nests ? (within < 0.25 ? 0 : within > 0.75 ? 1 : 2) : within < 0.5 ? 0 : 1;
    const rtl = getComputedStyle(this).direction === "rtl";
    const offset = nests ? (rtl ? rect.right - drag.clientX : drag.clientX - rect.left) : -1;
    const answer = this._callWith("fk_drop_target", drag.key, position, zone, offset, drag.withSelection ? 1 : 0);
    drag.target = { position, zone, offset };
    this._showDrop(answer.drop);
  }

  /** Draws the drop line (or outlines the row the rows would go into), or why they cannot drop. */
  _showDrop(plan) {
    const drop = this._drop;
    if (!plan) {
      drop.hidden = true;
      return;
    }
    const { top } = this._geometry();
    const shift = this._scroller.scrollTop - top;
    drop.hidden = false;
    drop.classList.toggle("refused", !plan.allowed);
    drop.classList.toggle("into", plan.kind === "into");
    drop.style.transform = `translateY(${plan.y + shift}px)`;
    drop.style.height = plan.kind === "into" ? `${plan.height}px` : "";
    drop.style.insetInlineStart = `${Math.max(4, 8 + plan.indent * INDENT)}px`;
    drop.firstElementChild.textContent = plan.allowed ? "" : plan.reason ?? "";
  }

  /** Scrolls while the pointer is near the top or bottom edge during a drag. */
  _autoScroll() {
    const drag = this._drag;
    if (!drag?.active) return;
    const rect = this._scroller.getBoundingClientRect();
    const above = rect.top + EDGE - drag.clientY;
    const below = drag.clientY - (rect.bottom - EDGE);
    drag.speed = above > 0 ? -Math.min(24, Math.ceil(above / 3)) : below > 0 ? Math.min(24, Math.ceil(below / 3)) : 0;
    if (!drag.speed || this._scrollFrame) return;
    const tick = () => {
      const current = this._drag;
      if (!current?.active || !current.speed) {
        this._scrollFrame = 0;
        return;
      }
      const before = this._scroller.scrollTop;
      this._scroller.scrollTop = before + current.speed;
      if (this._scroller.scrollTop !== before) {
        this._render();
        this._updateDrag();
      }
      this._scrollFrame = requestAnimationFrame(tick);
    };
    this._scrollFrame = requestAnimationFrame(tick);
  }

  /** Ends a press or a drag: with `drop`, the dragged rows drop where the line is. */
  _endDrag(drop) {
    const drag = this._drag;
    if (!drag) return;
    this._drag = null;
    cancelAnimationFrame(this._scrollFrame);
    this._scrollFrame = 0;
    document.removeEventListener("keydown", this._dragKeys, true);
    this._drop.hidden = true;
    this._layer.classList.remove("dragging");
    try {
      if (this._scroller.hasPointerCapture(drag.pointerId)) this._scroller.releasePointerCapture(drag.pointerId);
    } catch { /* the pointer is gone */ }
    if (!drag.active) return;
    // The click that follows the release is not a click on a row.
    this._suppressClick = true;
    setTimeout(() => { this._suppressClick = false; }, 0);
    if (drop && drag.target && this._handle >= 0) {
      const anchor = this._anchor();
      const { position, zone, offset } = drag.target;
      const answer = this._callWith("fk_drop", drag.key, position, zone, offset, drag.withSelection ? 1 : 0);
      this._afterEdit(answer, anchor);
      const moved = this._callWith("fk_position", drag.key).result;
      if (moved >= 0) this._setFocus(drag.key, moved, { focus: true });
    } else {
      this._band = { top: 0, bottom: -1 };
      this._render();
    }
  }

  _updateLabel() {
    const label = this.getAttribute("label") || this._info?.title || "List";
    this._tree.setAttribute("aria-label", label);
  }
}

/** Makes `parent`'s children exactly `nodes`, in order, moving as few as possible. */
function syncChildren(parent, nodes) {
  // Those that go first, so that the ones staying keep their order without moving (moving an
  // element would take the keyboard focus from it).
  const kept = new Set(nodes);
  for (const child of [...parent.children]) if (!kept.has(child)) child.remove();
  let index = 0;
  for (const node of nodes) {
    const current = parent.children[index];
    if (current !== node) parent.insertBefore(node, current ?? null);
    index += 1;
  }
  while (parent.children.length > nodes.length) parent.lastElementChild.remove();
}

if (!customElements.get("fold-list")) customElements.define("fold-list", FoldListElement);
