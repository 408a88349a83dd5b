/**
 * JSON for a <script type="application/ld+json"> element. "<", ">" and "&" are escaped so text
 * such as "</script>" inside a value cannot end the element; U+2028/2029 for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
