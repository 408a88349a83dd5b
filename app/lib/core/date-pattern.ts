/**
 * The few date patterns the site shows (MM/dd/yyyy, h:mm a, MMMM d, yyyy and their combination),
 * written out as date-fns' `format` writes them, in the local time zone. date-fns' formatter and its
 * locale were 5 KB gzip of every admin page and a share of each public render (decision 063);
 * tests/unit/date-pattern.test.ts holds this to date-fns' output.
 */
const MONTHS: readonly string[] = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const two = (value: number) => String(value).padStart(2, "0");

const TOKENS: Record<string, (date: Date) => string> = {
  yyyy: (date) => String(date.getFullYear()).padStart(4, "0"),
  MMMM: (date) => MONTHS[date.getMonth()] ?? "",
  MM: (date) => two(date.getMonth() + 1),
  dd: (date) => two(date.getDate()),
  d: (date) => String(date.getDate()),
  h: (date) => String(date.getHours() % 12 || 12),
  mm: (date) => two(date.getMinutes()),
  a: (date) => (date.getHours() < 12 ? "AM" : "PM"),
};

/** Longest first, so "MMMM" is not read as "MM" twice. Letters outside a token are refused, not printed. */
const TOKEN = /yyyy|MMMM|MM|dd|d|h|mm|a|[A-Za-z]/g;

const compiled = new Map<string, ((date: Date) => string)[]>();

function compile(pattern: string): ((date: Date) => string)[] {
  const parts: ((date: Date) => string)[] = [];
  let last = 0;
  for (const match of pattern.matchAll(TOKEN)) {
    const token = TOKENS[match[0]];
    if (!token) throw new RangeError(`Date pattern token "${match[0]}" is not supported: ${pattern}`);
    const literal = pattern.slice(last, match.index);
    if (literal) parts.push(() => literal);
    parts.push(token);
    last = match.index + match[0].length;
  }
  const rest = pattern.slice(last);
  if (rest) parts.push(() => rest);
  return parts;
}

export function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** `date` written in `pattern`; an invalid date throws a RangeError, as date-fns' format does. */
export function formatDatePattern(date: Date, pattern: string): string {
  if (!isValidDate(date)) throw new RangeError("Invalid time value");
  let parts = compiled.get(pattern);
  if (!parts) {
    parts = compile(pattern);
    compiled.set(pattern, parts);
  }
  let out = "";
  for (const part of parts) out += part(date);
  return out;
}
