/**
 * HTML handling of the post editor, run in the browser (and in tests under jsdom): what it pastes
 * and what it saves.
 */

/** Elements a paste never brings into a post (Word and web pages carry them along). */
const PASTE_DROPPED = "meta, style, head, script, link, title";

/** Pasted HTML without meta, style, head and script elements. */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const element of doc.querySelectorAll(PASTE_DROPPED)) element.remove();
  return doc.body.innerHTML;
}

/**
 * The editor's HTML as stored: ProseMirror tables have no sections, so the leading rows whose
 * cells are all header cells go back into a <thead> (screen readers announce them as headers);
 * TipTap's <colgroup> and cell min-widths are layout of the editor only.
 */
export function normalizeEditorHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const table of doc.querySelectorAll("table")) {
    for (const colgroup of table.querySelectorAll(":scope > colgroup")) colgroup.remove();
    table.removeAttribute("style");
    const body = table.querySelector(":scope > tbody");
    if (!body || table.querySelector(":scope > thead")) continue;
    const headerRows: Element[] = [];
    for (const row of body.children) {
      const cells = [...row.children];
      if (!cells.length || !cells.every((cell) => cell.tagName === "TH")) break;
      headerRows.push(row);
    }
    if (!headerRows.length || headerRows.length === body.children.length) continue;
    const head = doc.createElement("thead");
    for (const row of headerRows) head.append(row);
    table.insertBefore(head, body);
  }
  return doc.body.innerHTML;
}
