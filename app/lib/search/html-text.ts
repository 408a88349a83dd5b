import { type DefaultTreeAdapterTypes, parseFragment } from "parse5";
import { plainForIndex } from "./query";

type Node = DefaultTreeAdapterTypes.ChildNode;

/** Elements whose text a page does not show as words. */
const SILENT = new Set(["script", "style", "template", "noscript", "svg"]);
/** Elements that break a line: their text does not run into the next word. */
const BREAKS = new Set(["p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "tr", "blockquote", "pre", "figcaption", "hr", "dt", "dd"]);

function walk(node: Node, out: string[]) {
  if (node.nodeName === "#text") return void out.push((node as DefaultTreeAdapterTypes.TextNode).value);
  if (!("tagName" in node) || SILENT.has(node.tagName)) return;
  if (node.tagName === "img") {
    const alt = node.attrs.find((attr) => attr.name === "alt")?.value;
    if (alt) out.push(` ${alt} `);
    return;
  }
  const breaks = BREAKS.has(node.tagName);
  if (breaks) out.push(" ");
  const children = node.tagName === "template" ? [] : node.childNodes;
  for (const child of children) walk(child, out);
  if (breaks) out.push(" ");
}

/** The words an HTML fragment shows (entities decoded, tags and scripts dropped, images by their description), on one line. */
export function htmlText(html: string): string {
  if (!html.includes("<") && !html.includes("&")) return plainForIndex(html);
  const out: string[] = [];
  for (const node of parseFragment(html).childNodes) walk(node, out);
  return plainForIndex(out.join(""));
}
