import { IDENTITY_TOKENS } from "./identity-tokens";

export type EmailToken = "email" | "privacyEmail";
export type ProseSegment = { readonly kind: "text"; readonly text: string } | { readonly kind: "email"; readonly which: EmailToken };

const EMAIL_TOKEN_PATTERN = new RegExp(`(${escape(IDENTITY_TOKENS.email)}|${escape(IDENTITY_TOKENS.privacyEmail)})`);

function escape(token: string): string {
  return token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Splits content prose at its {email} and {privacyEmail} tokens, so pages can render each address
 * as a mail link in place. Other tokens ({firm}) stay in the text segments.
 */
export function splitAtEmailTokens(text: string): ProseSegment[] {
  return text
    .split(EMAIL_TOKEN_PATTERN)
    .filter((part) => part !== "")
    .map((part): ProseSegment => {
      if (part === IDENTITY_TOKENS.email) return { kind: "email", which: "email" };
      if (part === IDENTITY_TOKENS.privacyEmail) return { kind: "email", which: "privacyEmail" };
      return { kind: "text", text: part };
    });
}
