import { HSA_TOPIC, type StoredFiguresYear } from "./figure-kinds";
import { checkFigures, type FiguresWarning } from "./figures-check";

/** What of a post states figures: its title and excerpt (plain text) and its body (HTML). */
export type PostTexts = { readonly title: string; readonly excerpt: string; readonly content: string };

/** The figures check over a whole post: checked when any of its texts is about HSAs, each warning once. */
export function checkPostFigures(post: PostTexts, years: readonly StoredFiguresYear[], today: string): FiguresWarning[] {
  const texts = [post.title, post.excerpt, post.content];
  if (!texts.some((text) => HSA_TOPIC.test(text))) return [];
  const seen = new Set<string>();
  return texts
    .flatMap((text) => checkFigures(text, years, today, { assumeHsaTopic: true }))
    .filter((warning) => {
      if (seen.has(warning.message)) return false;
      seen.add(warning.message);
      return true;
    });
}
