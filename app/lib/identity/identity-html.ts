import { IDENTITY_TOKENS, type IdentityValues } from "./identity-tokens";
import { mailtoHref } from "./mailto";

const escapeText = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', "&quot;");

/** A tag, with quoted attribute values read whole (a ">" inside one does not end the tag). */
const TAG = /(<(?:[^>"']|"[^"]*"|'[^']*')*>)/;
const OPENS_LINK = /^<a[\s>]/i;
const CLOSES_LINK = /^<\/a\s*>/i;

/**
 * Sanitized rich text (content staff wrote in the editor) with the firm's identity filled in:
 * {firm} becomes the name, {email} and {privacyEmail} mail links to the addresses, or the bare
 * address where a link cannot go (inside a link already, or in an attribute such as a mailto:
 * href staff wrote). Every value is escaped for where it lands.
 */
export function fillIdentityHtml(html: string, identity: IdentityValues): string {
  if (!html.includes("{")) return html;
  let insideLink = 0;
  return html
    .split(TAG)
    .map((part) => {
      if (part.startsWith("<")) {
        if (OPENS_LINK.test(part)) insideLink++;
        else if (CLOSES_LINK.test(part)) insideLink = Math.max(0, insideLink - 1);
        return part
          .replaceAll(IDENTITY_TOKENS.firm, () => escapeAttribute(identity.firm))
          .replaceAll(IDENTITY_TOKENS.email, () => escapeAttribute(identity.email))
          .replaceAll(IDENTITY_TOKENS.privacyEmail, () => escapeAttribute(identity.privacyEmail));
      }
      const address = (email: string) => (insideLink ? escapeText(email) : `<a href="${escapeAttribute(mailtoHref(email))}">${escapeText(email)}</a>`);
      return part
        .replaceAll(IDENTITY_TOKENS.firm, () => escapeText(identity.firm))
        .replaceAll(IDENTITY_TOKENS.email, () => address(identity.email))
        .replaceAll(IDENTITY_TOKENS.privacyEmail, () => address(identity.privacyEmail));
    })
    .join("");
}
