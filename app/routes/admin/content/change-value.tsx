import { CONTENT_TEXT } from "./content-admin-text";

/** A long value (a page's text) is cut here; the editor shows it whole. */
const SHOWN_MAX = 300;

/** One side of a change as readable text: "(empty)" for nothing, long text cut with an ellipsis. */
export function ChangeValue({ value }: { value: string | null }) {
  if (value === null || value === "") return <span className="text-slate-600 italic">{CONTENT_TEXT.emptyValue}</span>;
  return <span className="break-words">{value.length > SHOWN_MAX ? `${value.slice(0, SHOWN_MAX)}…` : value}</span>;
}
