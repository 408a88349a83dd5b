import { EXCERPT_MAX } from "./rules";

const ELLIPSIS = "...";

/** Text of an HTML fragment: tags dropped, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#0*39;|&apos;/gi, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Cuts text to the 150-character cap: 147 characters plus an ellipsis. */
function capped(text: string): string {
  return `${text.slice(0, EXCERPT_MAX - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}

/**
 * A post's excerpt never exceeds 150 characters: an empty excerpt is generated
 * from the content with markup stripped; a longer text (or one of exactly 150 without a trailing
 * ellipsis) is cut to 147 characters plus an ellipsis.
 */
export function makeExcerpt(excerpt: string, contentHtml: string): string {
  const text = excerpt.trim() || htmlToText(contentHtml);
  if (text.length > EXCERPT_MAX) return capped(text);
  if (text.length === EXCERPT_MAX && !text.endsWith(ELLIPSIS)) return capped(text);
  return text;
}
