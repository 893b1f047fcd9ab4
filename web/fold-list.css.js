// The styles of <fold-list>'s shadow tree. Every colour, the font and the motion come from CSS
// custom properties (--fold-*) that a page sets on the element or any ancestor; the defaults
// follow prefers-color-scheme, and prefers-reduced-motion turns the animations off.
export const styles = `
:host {
  --_font: var(--fold-font, 16px "Noto Sans CJK KR", "Noto Sans KR", "DejaVu Sans", sans-serif);
  --_bg: var(--fold-background, #ffffff);
  --_text: var(--fold-text, #1d2230);
  --_muted: var(--fold-muted, #5a6275);
  --_accent: var(--fold-accent, #2456c4);
  --_on-accent: var(--fold-on-accent, #ffffff);
  --_band: var(--fold-band, #e9ecf2);
  --_border: var(--fold-border, #e3e6ee);
  --_header-bg: var(--fold-header-background, #f3f5f9);
  --_detail-bg: var(--fold-detail-background, #fafbfd);
  --_focus-bg: var(--fold-focus-background, #e8effd);
  --_done: var(--fold-done, #17803d);
  --_mandatory: var(--fold-mandatory, #b2401c);
  --_disabled: var(--fold-disabled, #6b7280);
  --_selected-bg: var(--fold-selected-background, #d6e2fa);
  --_refused: var(--fold-refused, #b42318);
  --_motion: var(--fold-motion, 260ms);
  display: block; position: relative; min-height: 120px; overflow: hidden;
  font: var(--_font); color: var(--_text); background: var(--_bg); contain: strict;
}
@media (prefers-color-scheme: dark) {
  :host {
    --_bg: var(--fold-background, #15171c);
    --_text: var(--fold-text, #e7e9ee);
    --_muted: var(--fold-muted, #a9b0bf);
    --_accent: var(--fold-accent, #8fb2ff);
    --_on-accent: var(--fold-on-accent, #0d1526);
    --_band: var(--fold-band, #23262e);
    --_border: var(--fold-border, #2a2e37);
    --_header-bg: var(--fold-header-background, #1d2027);
    --_detail-bg: var(--fold-detail-background, #1a1c22);
    --_focus-bg: var(--fold-focus-background, #233252);
    --_done: var(--fold-done, #5fd08a);
    --_mandatory: var(--fold-mandatory, #ff9b7a);
    --_disabled: var(--fold-disabled, #9aa1ad);
    --_selected-bg: var(--fold-selected-background, #2a3d63);
    --_refused: var(--fold-refused, #ff9b7a);
  }
}
@media (prefers-reduced-motion: reduce) { :host { --_motion: 0ms; } }
* { box-sizing: border-box; }
.scroller { position: absolute; inset: 0; overflow-y: auto; overflow-x: hidden; overscroll-behavior: contain; }
.spacer { width: 1px; }
.layer { position: absolute; top: 0; inset-inline: 0; height: 0; }
.tree, .group, .outside, .ghosts { position: absolute; top: 0; inset-inline: 0; height: 0; }
.el {
  position: absolute; top: 0; inset-inline: 0; overflow: hidden;
  display: flex; align-items: center; gap: 10px; padding-inline: 16px;
  border-bottom: 1px solid var(--_border); background: var(--_bg); color: inherit;
  user-select: none; outline: none; word-break: keep-all; overflow-wrap: anywhere;
}
/* A text takes its direction from its letters (dir="auto") but lines up as the list does. */
.el:dir(ltr) [dir="auto"] { text-align: left; }
.el:dir(rtl) [dir="auto"] { text-align: right; }
.animating .el { transition: transform var(--_motion) ease, opacity var(--_motion) ease; }
.el.entering { opacity: 0; }
.ghosts .el { opacity: 0; transition: opacity var(--_motion) ease; pointer-events: none; }
.el[role="treeitem"] { cursor: pointer; }
.el.focused { background: var(--_focus-bg); box-shadow: inset 0 0 0 2px var(--_accent); }
:host(:not(:focus-within)) .el.focused { box-shadow: none; border-inline-start: 4px solid var(--_accent); }
.el.flash { animation: flash 450ms ease; }
@media (prefers-reduced-motion: reduce) { .el.flash { animation: none; } }
@keyframes flash { from { background: var(--_focus-bg); } to { background: var(--_bg); } }
.text { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.lines { flex: 1; min-width: 0; line-height: 22px; white-space: pre; overflow: hidden; font: 16px "Noto Sans CJK KR", "Noto Sans KR", "DejaVu Sans", sans-serif; }
.monospace .lines { font-family: "DejaVu Sans Mono", monospace; font-size: 13px; }
.chevron { color: var(--_muted); transition: transform var(--_motion) ease; flex: none; }
.open > .chevron { transform: rotate(180deg); }
.kind-header { background: var(--_band); font-weight: 700; border-bottom: 0; }
.role-button-header { background: var(--_header-bg); font-weight: 600; color: var(--_accent); }
.role-band { padding: 0; border: 0; background: transparent; }
.role-band::after { content: ""; display: block; width: 100%; height: 50%; background: var(--_band); align-self: flex-start; }
.role-title { font-weight: 700; font-size: 18px; }
.kind-detail { background: var(--_detail-bg); color: var(--_muted); }
.role-message { align-items: flex-start; padding-top: 16px; }
.done { color: var(--_done); flex: none; width: 18px; }
.check { width: 22px; text-align: center; font-size: 18px; flex: none; }
.tag { font-size: 13px; padding: 1px 6px; border-radius: 8px; border: 1px solid var(--_muted); color: var(--_muted); flex: none; }
.tag.mandatory { border-color: var(--_mandatory); color: var(--_mandatory); }
.read { color: var(--_accent); font-size: 14px; cursor: pointer; flex: none; text-decoration: underline; }
.role-agree-all { font-weight: 700; }
.kind-detail.role-term { align-items: flex-start; padding-top: 16px; }
.kind-footer { color: var(--_muted); font-size: 14px; border: 0; }
.role-agree-button { justify-content: center; border: 0; background: transparent; }
.role-agree-button button {
  font: inherit; padding: 9px 40px; border-radius: 8px; border: 0; cursor: pointer;
  background: var(--_accent); color: var(--_on-accent); font-weight: 600; max-width: 100%;
}
.role-agree-button button[aria-disabled="true"] { background: var(--_band); color: var(--_disabled); cursor: not-allowed; }
.role-agree-button button:focus-visible { outline: 3px solid var(--_text); outline-offset: 2px; }
.el.selected { background: var(--_selected-bg); box-shadow: inset 4px 0 0 var(--_accent); }
.el.selected:dir(rtl) { box-shadow: inset -4px 0 0 var(--_accent); }
.el.selected.focused { box-shadow: inset 0 0 0 2px var(--_accent), inset 6px 0 0 var(--_accent); }
.el.selected.focused:dir(rtl) { box-shadow: inset 0 0 0 2px var(--_accent), inset -6px 0 0 var(--_accent); }
.el.picked { outline: 2px dashed var(--_accent); outline-offset: -4px; z-index: 1; }
.el.dragged { opacity: 0.45; }
.grip { color: var(--_muted); flex: none; cursor: grab; touch-action: none; padding-inline: 4px; order: 99; }
.dragging, .dragging .el { cursor: grabbing; }
.drop { position: absolute; top: -1px; inset-inline-end: 8px; height: 0; border-top: 3px solid var(--_accent); pointer-events: none; z-index: 2; }
.drop::before { content: ""; position: absolute; inset-inline-start: -5px; top: -7px; width: 8px; height: 8px; border: 3px solid var(--_accent); border-radius: 50%; background: var(--_bg); }
.drop.into { top: 0; border: 3px solid var(--_accent); border-radius: 6px; background: color-mix(in srgb, var(--_accent) 10%, transparent); }
.drop.into::before { display: none; }
.drop.refused { border-top-style: dashed; border-color: var(--_refused); }
.drop.refused::before { border-color: var(--_refused); }
.drop-reason { position: absolute; inset-inline-start: 12px; top: 4px; font-size: 13px; padding: 2px 8px; border-radius: 6px; background: var(--_refused); color: var(--_bg); white-space: nowrap; }
.drop-reason:empty { display: none; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.progress { position: absolute; inset-inline: 16px; top: 40%; display: none; flex-direction: column; gap: 8px; align-items: stretch; text-align: center; }
.progress.shown { display: flex; }
.progress progress { width: 100%; height: 12px; accent-color: var(--_accent); }
.empty { position: absolute; inset-inline: 16px; top: 24px; color: var(--_muted); }
`;
