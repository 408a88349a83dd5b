import { type DefaultTreeAdapterTypes, parseFragment } from "parse5";

type Node = DefaultTreeAdapterTypes.ChildNode;

/** Elements that start a line of their own in the text. */
const BLOCKS = new Set([
  "p",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "ul",
  "ol",
  "li",
  "table",
  "thead",
  "tbody",
  "tr",
  "pre",
  "figure",
  "hr",
]);

function attribute(node: DefaultTreeAdapterTypes.Element, name: string): string | undefined {
  return node.attrs.find((attr) => attr.name === name)?.value;
}

function walk(node: Node, out: string[]): void {
  if (node.nodeName === "#text") {
    out.push((node as DefaultTreeAdapterTypes.TextNode).value.replace(/\s+/g, " "));
    return;
  }
  if (!("tagName" in node)) return;
  const tag = node.tagName;
  if (tag === "br") return void out.push("\n");
  if (tag === "img") return void out.push(`[image: ${attribute(node, "alt") || "no description"}]`);
  const block = BLOCKS.has(tag);
  if (block) out.push("\n");
  if (tag === "li") out.push("• ");
  for (const child of node.childNodes) walk(child, out);
  if (tag === "a") {
    const target = attribute(node, "href");
    if (target) out.push(` (${target})`);
  }
  if (tag === "td" || tag === "th") out.push("  ");
  if (block) out.push("\n");
}

/**
 * A post body as text a person reads (paragraphs on their own lines, list items bulleted, a link's
 * address after its words, images by their description): the edit-conflict view shows the other
 * version this way, never as raw HTML.
 */
export function readableText(html: string): string {
  const out: string[] = [];
  for (const node of parseFragment(html).childNodes) walk(node, out);
  return out
    .join("")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
