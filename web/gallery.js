// The web gallery: the five screens of SCREENS.md as lists driven by the FoldKit engine in
// WebAssembly. The engine decides everything a table view decides (rows, changes, heights,
// scroll requests, check marks); this file only draws its answers and forwards input.
import { loadEngine, wrapText } from "./engine.js";

const MOTION_MS = 260;          // the length of row animations (CSS --motion)
const TEXT_FONT = '16px "Noto Sans CJK KR", "Noto Sans KR", "DejaVu Sans", sans-serif';
const MESSAGE_INSET = 16 * 2 + 28;   // padding on both sides and the checkmark accessory
const DETAIL_INSET = MESSAGE_INSET + 24;

const list = document.getElementById("list");
const content = document.getElementById("content");
const tabs = document.getElementById("tabs");
const statusLine = document.getElementById("status");
const korean = new URLSearchParams(location.search).get("lang") === "ko";
const exclusive = document.getElementById("exclusive");
const exclusiveLabel = document.getElementById("exclusive-label");

// Text measuring: canvas metrics, or null (the engine then uses its monospace measurer). Add
// ?measure=monospace to the address to see the fallback.
const context = new URLSearchParams(location.search).get("measure") === "monospace"
  ? null : document.createElement("canvas").getContext("2d");
if (context) context.font = TEXT_FONT;
const widthOf = (s) => context.measureText(s).width;
const measure = (text, width, maxLines) => (context ? wrapText(text, width, maxLines, widthOf) : null);

let engine = null;
let model = null;         // the engine's last answer: {screen, elements}
let focus = 0;            // position of the focused element
let listWidth = 0;

/** Calls the engine and draws its answer; `animate` runs the table view's row animations. */
function apply(name, args, animate) {
  const answer = engine.call(name, ...args);
  if (answer.screen) draw(answer, animate ? answer.change : null);
  if (answer.focus !== null) setFocus(answer.focus);
  if (answer.scroll) scrollTo(answer.scroll);
  return answer;
}

/** Draws `answer`; rows in `change` fade and slide in or out, the others slide to their place. */
function draw(answer, change) {
  model = answer;
  const screen = answer.screen;
  content.classList.toggle("instant", !change);
  content.style.height = screen.contentHeight + "px";
  statusLine.textContent = screen.status;
  exclusiveLabel.hidden = screen.index !== 2;
  content.classList.toggle("monospace", screen.measurer !== "canvas");
  document.getElementById("measurer").textContent = screen.measurer === "canvas"
    ? "row heights from canvas measureText" : "row heights from the monospace measurer";
  for (const [index, button] of [...tabs.children].entries()) {
    button.setAttribute("aria-selected", String(index === screen.index));
  }
  const old = new Map([...content.children].filter((n) => !n.classList.contains("leaving"))
    .map((n) => [n.dataset.key, n]));
  const inserted = new Set(change ? change.inserted : []);
  const deleted = new Set(change ? change.deleted : []);
  answer.elements.forEach((element, position) => {
    let node = old.get(element.key);
    old.delete(element.key);
    const entering = !node;
    if (!node) {
      node = document.createElement("div");
      content.appendChild(node);
    }
    fill(node, element, position);
    if (entering && inserted.has(element.key)) {
      node.classList.add("entering");
      node.style.transform = `translate(-12px, ${element.y}px)`;
      requestAnimationFrame(() => requestAnimationFrame(() => {
        node.classList.remove("entering");
        node.style.transform = `translateY(${element.y}px)`;
      }));
    }
  });
  for (const [key, node] of old) {
    if (deleted.has(key)) {
      node.classList.add("leaving");
      setTimeout(() => node.remove(), MOTION_MS + 40);
    } else {
      node.remove();
    }
  }
  setFocus(Math.min(focus, answer.elements.length - 1));
}

/** Sets a row element's classes, place and content from the engine's element. */
function fill(node, element, position) {
  const flags = element.flags;
  node.className = `el kind-${element.kind} role-${element.role}`;
  node.classList.toggle("selectable", flags.includes("s"));
  node.classList.toggle("open", flags.includes("o"));
  node.classList.toggle("disabled", flags.includes("d"));
  node.dataset.key = element.key;
  node.dataset.kind = element.kind;
  node.dataset.position = String(position);
  node.dataset.y = String(element.y);
  node.style.height = element.height + "px";
  node.style.transform = `translateY(${element.y}px)`;
  node.style.paddingLeft = element.role === "band" ? "0" : 16 + element.indent * 24 + "px";
  node.setAttribute("role", "listitem");
  if (flags.includes("x")) node.setAttribute("aria-expanded", String(flags.includes("o")));
  else node.removeAttribute("aria-expanded");
  if (element.role === "agree-button") node.setAttribute("aria-disabled", String(flags.includes("d")));
  node.replaceChildren(...parts(element));
}

/** The contents of one element, by role. */
function parts(element) {
  const span = (className, text) => {
    const s = document.createElement("span");
    s.className = className;
    s.textContent = text;
    return s;
  };
  const lines = (text, inset, maxLines) => {
    const wrapped = element.lines ?? wrapText(text, listWidth - inset, maxLines, widthOf).lines;
    return span("lines", wrapped.join("\n"));
  };
  const mark = () => {
    const f = element.flags;
    const m = f.includes("c") ? "☑" : f.includes("m") ? "▣" : "☐";
    const s = span("check", m);
    s.setAttribute("aria-label", f.includes("c") ? "checked" : f.includes("m") ? "mixed" : "not checked");
    return s;
  };
  if (element.kind === "detail") {
    if (element.role === "term") return [lines(element.detail, DETAIL_INSET, 12), span("accessory", "")];
    return [span("text", element.detail)];
  }
  switch (element.role) {
    case "band": return [];
    case "message":
      return [lines(element.text, MESSAGE_INSET, 5), span("accessory done", element.flags.includes("D") ? "✓" : "")];
    case "term": {
      // "t": the term's text shows (apart from its sub-terms for the payment term).
      const open = element.flags.includes("t");
      const read = span("read", korean ? (open ? "닫기" : "보기") : open ? "Close" : "Read");
      read.setAttribute("role", "button");
      read.dataset.action = "read";
      read.setAttribute("aria-expanded", String(open));
      const tag = span("tag" + (element.flags.includes("M") ? " mandatory" : ""), element.tag);
      return [mark(), span("text", element.text), tag, read];
    }
    case "agree-all": return [mark(), span("text", element.text)];
    case "check-row": return [mark(), span("text", element.text)];
    case "button-header":
    case "title":
      return [span("text", element.text), span("chevron", element.flags.includes("o") ? "▴" : "▾")];
    default: {
      const result = [span("text", element.text)];
      if (element.flags.includes("x")) result.push(span("chevron", "▾"));
      return result;
    }
  }
}

/** Moves the keyboard focus to `position`. */
function setFocus(position) {
  focus = Math.max(0, position);
  for (const node of content.children) {
    node.classList.toggle("focused", node.dataset.position === String(focus) && !node.classList.contains("leaving"));
  }
}

/** Scrolls as the engine asked: just enough to show the row at the top, middle or bottom. */
function scrollTo({ key, position }) {
  const element = model.elements.find((e) => e.key === key);
  if (!element) return;
  const viewport = list.clientHeight;
  let top = list.scrollTop;
  if (position === "top") top = element.y;
  else if (position === "middle") top = element.y + element.height / 2 - viewport / 2;
  else if (position === "bottom" || element.y + element.height > top + viewport) {
    top = Math.max(top, element.y + element.height - viewport);
  } else if (element.y < top) top = element.y;
  list.scrollTo({ top, behavior: "smooth" });
}

/** Shows screen `index` from its current state. */
function show(index) {
  focus = 0;
  apply("fk_show", [index], false);
  focus = model.elements.findIndex((e) => e.flags.includes("s"));
  setFocus(focus);
  list.scrollTop = 0;
}

/** Selects the element at `position` (click, tap, Enter, Space). */
function select(position) {
  setFocus(position);
  const answer = apply("fk_select", [position], true);
  if (!answer.change) {
    const node = content.querySelector(`[data-position="${position}"]`);
    if (node) {
      node.classList.remove("flash");
      void node.offsetWidth;
      node.classList.add("flash");
    }
  }
}

/** Lays out again at the list's width, keeping the row at the top of the viewport still. */
function relayout() {
  const width = content.clientWidth;
  if (!engine || width === listWidth) return;
  listWidth = width;
  const top = list.scrollTop;
  const anchor = model?.elements.find((e) => e.y + e.height > top);
  const offset = anchor ? anchor.y - top : 0;
  apply("fk_resize", [width], false);
  const moved = anchor && model.elements.find((e) => e.key === anchor.key);
  if (moved) list.scrollTop = moved.y - offset;
}

content.addEventListener("click", (event) => {
  const node = event.target.closest(".el");
  if (!node || node.classList.contains("leaving")) return;
  const position = Number(node.dataset.position);
  if (event.target.dataset.action === "read") {
    setFocus(position);
    apply("fk_detail", [position], true);
    setFocus(position);
  } else if (node.classList.contains("selectable")) {
    select(position);
  }
});

document.addEventListener("keydown", (event) => {
  if (!model) return;
  const selectable = model.elements.map((e, i) => (e.flags.includes("s") ? i : -1)).filter((i) => i >= 0);
  const step = (direction) => {
    const next = direction > 0 ? selectable.find((i) => i > focus) : selectable.findLast((i) => i < focus);
    if (next !== undefined) {
      setFocus(next);
      scrollTo({ key: model.elements[next].key, position: "nearest" });
    }
  };
  const keys = {
    ArrowDown: () => step(1), j: () => step(1), ArrowUp: () => step(-1), k: () => step(-1),
    Enter: () => select(focus), " ": () => select(focus),
    ArrowRight: () => apply("fk_move", [focus, 1], true),
    ArrowLeft: () => apply("fk_move", [focus, -1], true),
    d: () => apply("fk_detail", [focus], true),
    PageDown: () => list.scrollBy({ top: list.clientHeight * 0.9 }),
    PageUp: () => list.scrollBy({ top: -list.clientHeight * 0.9 }),
    Home: () => (list.scrollTop = 0), End: () => (list.scrollTop = list.scrollHeight),
    Tab: () => show((model.screen.index + (event.shiftKey ? 4 : 1)) % 5),
  };
  const action = keys[event.key];
  if (action && !(event.target instanceof HTMLInputElement)) {
    event.preventDefault();
    action();
  }
});

exclusive.addEventListener("change", () => engine.call("fk_set_exclusive", exclusive.checked ? 1 : 0));
new ResizeObserver(() => requestAnimationFrame(relayout)).observe(content);

/** Loads the engine and draws the first screen; resolves with the first-render time in ms. */
async function start() {
  const bytes = await (await fetch("foldkit.wasm")).arrayBuffer();
  engine = await loadEngine(bytes, measure);
  listWidth = content.clientWidth;
  engine.call("fk_start", listWidth, korean ? 1 : 0);
  if (korean) document.documentElement.lang = "ko";
  const titles = [0, 1, 2, 3, 4].map((index) => engine.call("fk_show", index).screen.title);
  titles.forEach((title, index) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = title;
    button.setAttribute("role", "tab");
    button.addEventListener("click", () => show(index));
    tabs.appendChild(button);
  });
  const initial = Number(new URLSearchParams(location.search).get("screen") ?? 0);
  show(Number.isInteger(initial) && initial >= 0 && initial < 5 ? initial : 0);
  list.focus();
  return performance.now();
}

// For tests and the curious: the engine, the last answer and the first-render time.
window.foldkit = {
  ready: start().then((ms) => (window.foldkit.firstRenderMs = ms)),
  model: () => model,
  focus: () => focus,
  show,
};
