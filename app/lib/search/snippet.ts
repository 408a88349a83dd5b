import { HIT_END, HIT_START } from "./query";

/** A piece of a snippet: plain text, and whether it is a matched word. */
export type SnippetPart = { text: string; hit: boolean };

/**
 * A headline from the database (plain text with HIT_START/HIT_END around matched words) as parts a
 * component renders as text and <mark>: nothing in it is ever read as HTML, so a page or post
 * whose words look like markup shows them as words.
 */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let hit = false;
  for (const piece of headline.split(new RegExp(`([${HIT_START}${HIT_END}])`, "u"))) {
    if (piece === HIT_START) hit = true;
    else if (piece === HIT_END) hit = false;
    else if (piece) {
      const last = parts.at(-1);
      if (last && last.hit === hit) last.text += piece;
      else parts.push({ text: piece, hit });
    }
  }
  return parts;
}
