import { list, text } from "~/lib/site-content/fields";

type TextListOptions = { item: string; singular: string; max: number; itemMax?: number; min?: number; help?: string };

/** A list of one-line texts (expenses, topics, notes); the form titles each entry with its text. */
export function textList(label: string, { item, singular, max, itemMax = 200, min, help }: TextListOptions) {
  return list(label, { text: text(item, { max: itemMax }) }, { max, min, help, singular, itemLabel: "text" });
}

/** Built-in entries of a text list. */
export const textItems = (texts: readonly string[]) => texts.map((entry) => ({ text: entry }));
