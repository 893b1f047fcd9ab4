// Types of <fold-list> (fold-list.js). The list-file format is described in docs/json-format.md;
// the element's API in docs/web-component.md.

/** An item of a list, as in a list file. */
export interface FoldListItem {
  /** Unique in the list; a number is read as its decimal text. */
  id: string | number;
  title: string;
  /** Text shown in a row beneath the item when it opens. */
  detail?: string;
  children?: FoldListItem[];
  /** Check lists: the item must be checked before the list can be confirmed. */
  mandatory?: boolean;
  disabled?: boolean;
  checked?: boolean;
  /** Open at start. */
  expanded?: boolean;
  /** The detail opens apart from the children (its own action, `D`). */
  detailApart?: boolean;
}

/** A section of a list, as in a list file. */
export interface FoldListSection {
  id?: string;
  header?: string;
  footer?: string;
  /** Its header hides and shows its rows. */
  collapsible?: boolean;
  collapsed?: boolean;
  items: FoldListItem[];
}

/** A list, in the list-file format. */
export interface FoldListData {
  title?: string;
  policy?: "independent" | "exclusiveInSection" | "exclusiveInList";
  /** Items have check boxes. */
  checks?: boolean;
  /** The title of an "agree to all" row before the sections (check lists). */
  agreeAll?: string;
  sections: FoldListSection[];
}

/** An element as the engine describes it (see `elementAt`). */
export interface FoldListElementInfo {
  /** `r:ID` item, `d:ID` its detail row, `h:ID` section header, `f:ID` section footer. */
  key: string;
  kind: "header" | "row" | "detail" | "status" | "footer";
  /** Top and height in points, from the engine's layout. */
  y: number;
  height: number;
  role: string;
  indent: number;
  /** s selectable, i tree item, x expandable, o open, t detail open, c/m/u check mark,
   *  M mandatory, D done, d disabled, S selected (`selection` on), g picked up (moving with
   *  the keyboard). */
  flags: string;
  text: string;
  detail: string;
  tag: string;
  /** Position in the visible sequence of headers, rows and footers. */
  position: number;
  /** Key of the section's header. */
  section: string;
  level: number;
  positionInSet: number;
  setSize: number;
}

/** A list file that cannot be shown. `message` reads `file:line:column: error: reason`. */
export declare class FoldListError extends Error {
  readonly file: string;
  /** From 1; 0 when the file could not be read at all. */
  readonly line: number;
  readonly column: number;
  readonly reason: string;
}

/** Where `moveItems` puts items: beside an item, into it, or at an index of a section. */
export type FoldListMoveTarget =
  | { before: string }
  | { after: string }
  /** Into the item: its last children, or its child at `index`. */
  | { into: string; index?: number }
  | { section: string; index?: number };

/** What `moveItems` did. */
export interface FoldListMoveResult {
  moved: boolean;
  /** Why a refused move changed nothing: the engine's reason (`intoOwnSubtree`,
   *  `rejectedByRule`, `indexOutOfRange`, …) or `notEditable` (reordering off, a check list, a
   *  filter on). */
  code: string | null;
  /** The same, as the live region says it, in the list's language. */
  reason: string | null;
}

export interface FoldListEventMap {
  /** An item, its detail or a section opened or closed. */
  "fold-toggle": CustomEvent<{ key: string; id: string; section: boolean; open: boolean }>;
  /** A row was activated (click, tap, Enter, Space). */
  "fold-select": CustomEvent<{ key: string; id: string; position: number }>;
  /** Check marks changed; `items` is null when too many changed to list. */
  "fold-check": CustomEvent<{ items: { id: string; mark: "checked" | "mixed" | "unchecked" }[] | null; canConfirm: boolean }>;
  /** The keyboard focus moved to another element of the tree. */
  "fold-move": CustomEvent<{ key: string; id: string; position: number; previousKey: string | null }>;
  /** Rows were moved (a drop, a keyboard move, `moveItems`) or moved back (`undo`: `undo` true).
   *  The first of `ids` is now child `index` of `count` of `parent` (null: a top-level item of
   *  `section`). */
  "fold-reorder": CustomEvent<{ ids: string[]; section: string; parent: string | null; index: number; count: number; undo: boolean }>;
  /** The selection changed (`selection` on); `ids` is null past 1,000 items (read `selectedIds`).
   *  `hidden` counts selected items in closed parents or sections or outside the filter. */
  "fold-selectionchange": CustomEvent<{ ids: string[] | null; count: number; hidden: number }>;
  /** Items were deleted from the list shown (`deleteSelected`), or put back (`undo`: `restored`). */
  "fold-delete": CustomEvent<{ ids: string[]; restored: boolean }>;
  /** The live region says `text`. */
  "fold-announce": CustomEvent<{ text: string }>;
  /** A file is being read (`loadFile`). */
  "fold-progress": CustomEvent<{ phase: "reading" | "building"; loaded: number; total: number }>;
  /** A list is shown. */
  "fold-load": CustomEvent<{ title: string; count: number }>;
  /** Setting `data` failed. */
  "fold-error": CustomEvent<{ error: FoldListError }>;
}

/** The `<fold-list>` element. */
export declare class FoldListElement extends HTMLElement {
  /** Shows a list given as an object (errors go to a `fold-error` event). */
  data: FoldListData | undefined;
  /** Shows list-file JSON; rejects with a FoldListError naming line and column. */
  load(text: string | ArrayBuffer | Uint8Array, options?: { name?: string }): Promise<{ title: string; count: number }>;
  /** Reads a File with a progress bar, then shows it as `load` does. */
  loadFile(file: File): Promise<{ title: string; count: number }>;
  /** Shows demonstration screen 0–4 (contacts, sections, accordion, messages, terms). */
  showDemo(screen: number, options?: { language?: "en" | "ko" }): Promise<{ title: string; count: number }>;
  expand(id: string): boolean;
  collapse(id: string): boolean;
  toggle(id: string): boolean;
  expandSection(id: string): boolean;
  collapseSection(id: string): boolean;
  /** Opens the item's ancestors and section, scrolls it to the middle and focuses it. */
  reveal(id: string): boolean;
  focusItem(id: string): boolean;
  /** Shows only items containing `text` (and their ancestors); "" shows all. Returns the matches. */
  filter(text: string): number;
  /** Opening an item closes the others. */
  exclusive: boolean;
  /**
   * Rows can be moved (attribute `reorderable`): dragged with a mouse or pen (a finger drags the
   * ⠿ handle) over a drop line, before, after or (in lists that nest) into a row, the level
   * following the pointer's horizontal position, Esc cancelling; or with the keyboard: Alt+↑/↓
   * picks up the focused row (or the selected rows) and moves it, then ↑/↓ move, →/← go into
   * the row above or out of the parent, Enter or Space drops, Esc (or Tab) puts them back.
   * Ctrl/⌘+Z undoes the last move. Drops the list's rules refuse say why and change nothing.
   * Lists with check boxes do not move, and nothing moves while a filter is on.
   */
  reorderable: boolean;
  /**
   * Attribute `selection`: "none" (default; the focused item is the selected one), "single" or
   * "multiple" (`aria-multiselectable` on the tree, `aria-selected` on each row). A click selects
   * the row alone, Shift+click and Shift+↑/↓ extend from the last one, Ctrl/⌘+click and
   * Ctrl/⌘+Space add or remove one, Ctrl/⌘+A selects all, Esc clears. The selection is kept
   * by ID through filters, closing parents and deletes.
   */
  selection: "none" | "single" | "multiple";
  /** Attribute `deletable`: the Delete key calls `deleteSelected` (with `reorderable`). */
  deletable: boolean;
  /** The selected items' IDs, in list order (hidden ones included). */
  readonly selectedIds: string[];
  /** Whether `undo` has a move or delete to take back. */
  readonly canUndo: boolean;
  /** Selects every visible item; returns how many are selected. */
  selectAll(): number;
  clearSelection(): number;
  /** Moves items ("selection": the selected ones) with their children, under the list's rules. */
  moveItems(ids: string[] | "selection", to: FoldListMoveTarget): FoldListMoveResult;
  /** Takes back the last move or delete. */
  undo(): boolean;
  /** Deletes the selected items (or the focused one) with their children from the list shown
   *  (not from `data`); `undo` puts them back. Returns how many. */
  deleteSelected(): number;
  readonly listTitle: string;
  readonly announcement: string;
  readonly elementCount: number;
  readonly canConfirm: boolean;
  readonly offersExclusive: boolean;
  readonly focusedId: string | null;
  readonly focusedKey: string | null;
  readonly measurer: "canvas" | "monospace";
  elementAt(position: number): FoldListElementInfo | null;
  /** Focuses the focused item of the tree (its roving tab stop). */
  focus(options?: FocusOptions): void;
  positionOf(key: string): number;
  addEventListener<K extends keyof FoldListEventMap>(type: K, listener: (this: FoldListElement, event: FoldListEventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof FoldListEventMap>(type: K, listener: (this: FoldListElement, event: FoldListEventMap[K]) => void, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Loads the engine once for the page; by default foldkit.wasm next to the module. */
export declare function loadFoldKit(url?: string | URL, options?: { monospace?: boolean }): Promise<unknown>;

declare global {
  interface HTMLElementTagNameMap {
    "fold-list": FoldListElement;
  }
}
