/**
 * Content never names the firm or its addresses. Prose uses these tokens instead, and pages
 * replace them with the configured identity values.
 */
export const IDENTITY_TOKENS = {
  firm: "{firm}",
  email: "{email}",
  privacyEmail: "{privacyEmail}",
} as const;

export type IdentityValues = {
  readonly firm: string;
  readonly email: string;
  readonly privacyEmail: string;
};

/** Replaces every {firm}, {email} and {privacyEmail} token in `text`. Other braces are left alone. */
export function fillIdentity(text: string, identity: IdentityValues): string {
  // Most texts have no token: three replaceAll passes over each would cost a page's render a fiftieth.
  if (!text.includes("{")) return text;
  // Function replacers, so a "$" in a configured value is inserted literally.
  return text
    .replaceAll(IDENTITY_TOKENS.firm, () => identity.firm)
    .replaceAll(IDENTITY_TOKENS.email, () => identity.email)
    .replaceAll(IDENTITY_TOKENS.privacyEmail, () => identity.privacyEmail);
}
