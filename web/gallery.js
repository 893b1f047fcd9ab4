// The web gallery: the five screens of SCREENS.md, and any list file a person opens, shown by one
// <fold-list> element. This page is an ordinary user of the component: it gives it data, listens
// to its events and drives it through its API (docs/web-component.md).
import { loadFoldKit } from "./fold-list.js";

const params = new URLSearchParams(location.search);
const korean = params.get("lang") === "ko";
const language = korean ? "ko" : "en";
const words = korean ? {
  title: "FoldKit 갤러리", oneAtATime: "하나만 펼치기", filter: "거르기", open: "목록 파일 열기…",
  about: "WebAssembly로 실행되는 FoldKit 엔진 (Embedded Swift, 32비트)", other: "English",
  keys: "↑↓ 이동 · → ← 펼치기/접기 · Enter/Space 선택 · Tab으로 목록 밖으로",
  canvas: "행 높이: canvas measureText", monospace: "행 높이: 고정폭 측정기",
  drop: "목록 파일을 놓아 여세요", screens: "화면",
  delete: "선택한 행 삭제", undo: "되돌리기",
  editKeys: " · Alt+↑↓ 행 옮기기(끌어도 됨) · Shift/Ctrl+클릭, Shift+↑↓ 선택 · Ctrl+A 모두 · Esc 선택 해제 · Delete 삭제 · Ctrl+Z 되돌리기",
} : {
  title: "FoldKit gallery", oneAtATime: "One at a time", filter: "Filter", open: "Open a list file…",
  about: "FoldKit engine in WebAssembly (Embedded Swift, 32-bit)", other: "한국어",
  keys: "↑↓ move · → ← open/close · Enter/Space select · Tab leaves the list",
  canvas: "row heights from canvas measureText", monospace: "row heights from the monospace measurer",
  drop: "Drop a list file to open it", screens: "Screens",
  delete: "Delete selected", undo: "Undo",
  editKeys: " · Alt+↑↓ moves a row (or drag it) · Shift/Ctrl+click, Shift+↑↓ select · Ctrl+A all · Esc clears · Delete · Ctrl+Z undoes",
};

const $ = (id) => document.getElementById(id);
const list = $("list");
const tabs = $("tabs");
const panel = $("panel");
const exclusive = $("exclusive");
const filter = $("filter");
const errorLine = $("error");
let current = -1;   // the tab shown
let fileTab = null; // the tab of an opened file

document.documentElement.lang = language;
document.title = words.title;
$("page-title").textContent = words.title;
$("exclusive-text").textContent = words.oneAtATime;
$("filter-text").textContent = words.filter;
$("file-text").textContent = words.open;
$("about-text").textContent = words.about;
$("keys-text").textContent = words.keys;
$("drop-hint").textContent = words.drop;
$("delete").textContent = words.delete;
$("undo").textContent = words.undo;
$("edit-keys").textContent = words.editKeys;
const other = $("language");
other.textContent = words.other;
other.href = korean ? "?" : "?lang=ko";
other.lang = korean ? "en" : "ko";
other.hreflang = other.lang;

list.addEventListener("fold-announce", (event) => {
  $("status").textContent = event.detail.text;
  $("undo").disabled = !list.canUndo;
});
list.addEventListener("fold-selectionchange", (event) => { $("delete").disabled = event.detail.count === 0; });

/** Rows of the Sections screen and of opened files can be moved, selected and deleted. */
function setEditing(on) {
  list.selection = on ? "multiple" : "none";
  list.reorderable = on;
  list.deletable = on;
  $("edit-tools").hidden = !on;
  $("edit-keys").hidden = !on;
}
function updateEditTools() {
  $("delete").disabled = list.selectedIds.length === 0;
  $("undo").disabled = !list.canUndo;
}
$("delete").addEventListener("click", () => { list.deleteSelected(); updateEditTools(); });
$("undo").addEventListener("click", () => { list.undo(); updateEditTools(); });
list.addEventListener("fold-load", () => {
  $("measurer").textContent = list.measurer === "canvas" ? words.canvas : words.monospace;
  $("exclusive-label").hidden = !list.offersExclusive;
  exclusive.checked = list.exclusive;
});

/** Adds a tab; `activate` runs when it is chosen. */
function addTab(title, activate) {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = title;
  button.id = `tab-${tabs.children.length}`;
  button.setAttribute("role", "tab");
  button.setAttribute("aria-controls", "panel");
  button.setAttribute("aria-selected", "false");
  button.tabIndex = -1;
  button.addEventListener("click", () => select(button));
  button.activate = activate;
  tabs.appendChild(button);
  return button;
}

/** Shows the tab `button`: its screen or file, with the tab selected and the panel labelled. */
async function select(button) {
  const index = [...tabs.children].indexOf(button);
  if (index === current) return;
  if (filter.value) { filter.value = ""; list.filter(""); }
  current = index;
  for (const tab of tabs.children) {
    const chosen = tab === button;
    tab.setAttribute("aria-selected", String(chosen));
    tab.tabIndex = chosen ? 0 : -1;
  }
  panel.setAttribute("aria-labelledby", button.id);
  list.setAttribute("label", button.textContent);
  setEditing(index === 1 || button === fileTab);
  await button.activate();
  updateEditTools();
  exclusive.checked = list.exclusive;
}

// The tabs as the WAI-ARIA tabs pattern: one tab stop, arrows move and choose.
tabs.addEventListener("keydown", (event) => {
  const all = [...tabs.children];
  const at = all.indexOf(event.target);
  if (at < 0) return;
  const rtl = getComputedStyle(tabs).direction === "rtl";
  const next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
  let target = null;
  if (next) target = all[(at + next + all.length) % all.length];
  if (event.key === "Home") target = all[0];
  if (event.key === "End") target = all[all.length - 1];
  if (!target) return;
  event.preventDefault();
  target.focus();
  select(target);
});

exclusive.addEventListener("change", () => { list.exclusive = exclusive.checked; });
// Filtering waits for a pause in typing: on a very large list one keystroke can take a while.
let filterTimer = 0;
filter.addEventListener("input", () => {
  clearTimeout(filterTimer);
  filterTimer = setTimeout(() => list.filter(filter.value), 120);
});

/** Opens a list file in a tab of its own; a file that cannot be shown says where and why. */
async function openFile(file) {
  errorLine.hidden = true;
  try {
    await list.loadFile(file);
  } catch (error) {
    errorLine.textContent = error.message;
    errorLine.hidden = false;
    // The list shown before stays; its tab stays selected.
    return;
  }
  // The file's tab reads it again when chosen after another tab.
  if (!fileTab) fileTab = addTab(file.name, null);
  fileTab.textContent = file.name;
  fileTab.activate = () => list.loadFile(file);
  for (const tab of tabs.children) {
    const chosen = tab === fileTab;
    tab.setAttribute("aria-selected", String(chosen));
    tab.tabIndex = chosen ? 0 : -1;
  }
  current = [...tabs.children].indexOf(fileTab);
  setEditing(true);
  updateEditTools();
  panel.setAttribute("aria-labelledby", fileTab.id);
  list.setAttribute("label", file.name);
  list.focus();
}

$("file").addEventListener("change", (event) => {
  const [file] = event.target.files;
  if (file) openFile(file);
  event.target.value = "";
});
let dragDepth = 0;
panel.addEventListener("dragenter", (event) => {
  if (![...event.dataTransfer.types].includes("Files")) return;
  dragDepth += 1;
  panel.classList.add("dragging");
  $("drop-hint").hidden = false;
});
panel.addEventListener("dragleave", () => {
  dragDepth = Math.max(0, dragDepth - 1);
  if (dragDepth === 0) { panel.classList.remove("dragging"); $("drop-hint").hidden = true; }
});
panel.addEventListener("dragover", (event) => event.preventDefault());
panel.addEventListener("drop", (event) => {
  event.preventDefault();
  dragDepth = 0;
  panel.classList.remove("dragging");
  $("drop-hint").hidden = true;
  const [file] = event.dataTransfer.files;
  if (file) openFile(file);
});

/** Loads the engine, makes the tabs and shows the first screen; resolves with the time in ms. */
async function start() {
  await loadFoldKit(undefined, { monospace: params.get("measure") === "monospace" });
  const titles = [];
  for (const screen of [0, 1, 2, 3, 4]) titles.push((await list.showDemo(screen, { language })).title);
  titles.forEach((title, screen) => addTab(title, () => list.showDemo(screen, { language })));
  const initial = Number(params.get("screen") ?? 0);
  await select(tabs.children[Number.isInteger(initial) && initial >= 0 && initial < 5 ? initial : 0]);
  await new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return performance.now();
}

// For tests and the curious: the element, the first-render time and a way to open text.
window.foldkit = {
  list,
  ready: start().then((ms) => (window.foldkit.firstRenderMs = ms)),
  openFile,
};
