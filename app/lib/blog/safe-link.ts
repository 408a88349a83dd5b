/** A site path or an http(s) URL as given, anything else (javascript:, data:, //host, ...) as null. */
export function safeHref(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\")) return trimmed;
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  return null;
}
