/**
 * The List-Unsubscribe pair of RFC 2369 and RFC 8058: an HTTPS address that unsubscribes on a POST
 * of "List-Unsubscribe=One-Click" without cookies, and a mailto alternative for clients that
 * prefer mail. Both go into every newsletter mail and must be covered by its DKIM signature.
 */
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

export function listUnsubscribeHeaders(oneClickUrl: string, mailtoAddress: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUrl}>, <mailto:${mailtoAddress}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": ONE_CLICK_BODY,
  };
}

/** Whether a header value holds an https URI and a mailto URI, as RFC 8058 and the mailbox providers require. */
export function hasBothUnsubscribeUris(value: string | undefined): boolean {
  if (!value) return false;
  const uris = [...value.matchAll(/<([^>]+)>/g)].map((match) => match[1]!);
  return uris.some((uri) => uri.startsWith("https://") || uri.startsWith("http://")) && uris.some((uri) => uri.startsWith("mailto:"));
}
