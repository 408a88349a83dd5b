import { type DefaultTreeAdapterTypes as T, parseFragment } from "parse5";

/** A run of text the way a reader meets it: a heading, a paragraph or list item, a table row. */
export type TextBlock = { readonly text: string; readonly heading: boolean };

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "caption"]);
const BLOCKS = new Set([
  ...HEADINGS,
  "p",
  "li",
  "ul",
  "ol",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "figure",
  "figcaption",
  "pre",
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "table",
]);
const SKIPPED = new Set(["script", "style", "template", "noscript"]);

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const isElement = (node: T.ChildNode): node is T.Element => "tagName" in node;

function textOf(node: T.ChildNode): string {
  if (node.nodeName === "#text") return (node as T.TextNode).value;
  if (!isElement(node) || SKIPPED.has(node.nodeName)) return "";
  if (node.nodeName === "br") return " ";
  const inner = node.childNodes.map(textOf).join("");
  return BLOCKS.has(node.nodeName) || node.nodeName === "td" || node.nodeName === "th" ? ` ${inner} ` : inner;
}

function rowsOf(node: T.Element): T.Element[] {
  return node.childNodes
    .filter(isElement)
    .flatMap((child) => (child.nodeName === "tr" ? [child] : ["thead", "tbody", "tfoot"].includes(child.nodeName) ? rowsOf(child) : []));
}

/** Each row one block, each data cell led by its column's header ("Self-only $4,150 | Family $8,300"). */
function collectTable(table: T.Element, blocks: TextBlock[]): void {
  const caption = table.childNodes.find((child) => child.nodeName === "caption");
  if (caption) blocks.push({ text: squash(textOf(caption)), heading: true });
  let headers: string[] = [];
  for (const row of rowsOf(table)) {
    const cells = row.childNodes.filter(isElement).filter((cell) => cell.nodeName === "td" || cell.nodeName === "th");
    const texts = cells.map((cell) => squash(textOf(cell)));
    if (cells.every((cell) => cell.nodeName === "th")) {
      headers = texts;
      blocks.push({ text: texts.join(" | "), heading: true });
      continue;
    }
    const text = texts.map((cell, index) => (cells[index]!.nodeName === "td" && headers[index] ? `${headers[index]} ${cell}` : cell)).join(" | ");
    blocks.push({ text, heading: false });
  }
}

function collect(parent: T.ParentNode, blocks: TextBlock[]): void {
  let run = "";
  const flush = () => {
    if (squash(run)) blocks.push({ text: squash(run), heading: false });
    run = "";
  };
  for (const child of parent.childNodes) {
    if (!isElement(child)) {
      run += textOf(child);
      continue;
    }
    if (SKIPPED.has(child.nodeName)) continue;
    if (!BLOCKS.has(child.nodeName)) {
      run += textOf(child);
      continue;
    }
    flush();
    if (child.nodeName === "table") collectTable(child, blocks);
    else if (HEADINGS.has(child.nodeName)) blocks.push({ text: squash(textOf(child)), heading: true });
    else if (child.childNodes.some((grandchild) => BLOCKS.has(grandchild.nodeName))) collect(child, blocks);
    else blocks.push({ text: squash(textOf(child)), heading: false });
  }
  flush();
}

/**
 * The readable text of HTML (parsed with parse5: entities decoded, scripts skipped) or of plain
 * text (one block per paragraph), cut into the blocks a reader sees.
 */
export function textBlocks(input: string): TextBlock[] {
  if (!/<[a-z!/]/i.test(input)) {
    return input
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => ({ text: squash(paragraph), heading: false }))
      .filter((block) => block.text);
  }
  const blocks: TextBlock[] = [];
  collect(parseFragment(input), blocks);
  return blocks.filter((block) => block.text);
}
