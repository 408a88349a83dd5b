/** Elements that never have a closing tag. */
const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements whose content is raw text up to their closing tag. */
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "textarea", "title"]);

export type HtmlProblem =
  | { kind: "missing-closing-tag"; tag: string }
  | { kind: "unexpected-closing-tag"; tag: string }
  | { kind: "unclosed-attribute"; tag: string }
  | { kind: "unclosed-tag"; tag: string };

/** Reads one start or end tag at `at` (just past "<"); returns where it ends and what it found. */
function readTag(
  html: string,
  at: number,
): { end: number; name: string; closing: boolean; selfClosing: boolean; unclosedQuote: boolean; unterminated: boolean } {
  let i = at;
  const closing = html[i] === "/";
  if (closing) i++;
  const nameMatch = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(html.slice(i, i + 64));
  const name = (nameMatch?.[0] ?? "").toLowerCase();
  i += name.length;
  let quote: string | null = null;
  for (; i < html.length; i++) {
    const char = html[i]!;
    if (quote) {
      if (char === quote) quote = null;
      // A tag starting inside a quoted value almost always means the quote was never closed.
      else if (char === "<" && /^<\/?[a-zA-Z]/.test(html.slice(i, i + 3))) {
        return { end: i, name, closing, selfClosing: false, unclosedQuote: true, unterminated: false };
      }
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === ">") return { end: i + 1, name, closing, selfClosing: html[i - 1] === "/", unclosedQuote: false, unterminated: false };
    else if (char === "<") return { end: i, name, closing, selfClosing: false, unclosedQuote: false, unterminated: true };
  }
  return { end: html.length, name, closing, selfClosing: false, unclosedQuote: quote !== null, unterminated: quote === null };
}

/**
 * Finds markup that may not display as meant: elements never closed, closing tags without an
 * opening one, attribute values whose quote never ends, and tags cut off before their ">".
 */
export function checkHtml(html: string): HtmlProblem[] {
  const problems: HtmlProblem[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) break;
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === "!" || html[lt + 1] === "?") {
      const close = html.indexOf(">", lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    if (!/[a-zA-Z/]/.test(html[lt + 1] ?? "")) {
      i = lt + 1;
      continue;
    }
    const tag = readTag(html, lt + 1);
    i = tag.end;
    if (!tag.name) continue;
    if (tag.unclosedQuote) problems.push({ kind: "unclosed-attribute", tag: tag.name });
    else if (tag.unterminated) problems.push({ kind: "unclosed-tag", tag: tag.name });
    if (tag.closing) {
      const index = open.lastIndexOf(tag.name);
      if (index === -1) {
        if (!VOID_ELEMENTS.has(tag.name)) problems.push({ kind: "unexpected-closing-tag", tag: tag.name });
        continue;
      }
      for (const unclosed of open.splice(index).slice(1).reverse()) problems.push({ kind: "missing-closing-tag", tag: unclosed });
      continue;
    }
    if (VOID_ELEMENTS.has(tag.name) || tag.selfClosing) continue;
    if (RAW_TEXT_ELEMENTS.has(tag.name)) {
      const close = html.toLowerCase().indexOf(`</${tag.name}`, i);
      if (close === -1) {
        problems.push({ kind: "missing-closing-tag", tag: tag.name });
        break;
      }
      i = close;
    }
    open.push(tag.name);
  }
  for (const unclosed of open.reverse()) problems.push({ kind: "missing-closing-tag", tag: unclosed });
  return problems;
}

/** One line per problem, for the admin's warning. */
export function describeHtmlProblem(problem: HtmlProblem): string {
  switch (problem.kind) {
    case "missing-closing-tag":
      return `<${problem.tag}> is never closed`;
    case "unexpected-closing-tag":
      return `</${problem.tag}> has no matching opening tag`;
    case "unclosed-attribute":
      return `An attribute value in <${problem.tag}> is missing its closing quote`;
    case "unclosed-tag":
      return `<${problem.tag}> is missing its closing ">"`;
  }
}
