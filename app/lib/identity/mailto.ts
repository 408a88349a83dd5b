/** A mailto: link, optionally with a subject line (encoded so any text is safe in the URL). */
export function mailtoHref(email: string, subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : "";
  return `mailto:${email}${query}`;
}
