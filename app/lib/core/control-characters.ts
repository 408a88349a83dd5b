/**
 * C0 control characters (NUL included) and DEL, except tab, line feed and carriage return, which
 * multi-line fields legitimately contain. PostgreSQL refuses NUL in text, and none of the others
 * belongs in anything a person types.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = "must not contain control characters (such as NUL)";

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The first of the given fields whose value contains a control character, or null. */
export function fieldWithControlCharacters(fields: Iterable<[string, unknown]>): string | null {
  for (const [name, value] of fields) {
    if (hasControlCharacters(name) || (typeof value === "string" && hasControlCharacters(value))) return name;
  }
  return null;
}
