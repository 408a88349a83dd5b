import type { IdentityValues } from "~/content/identity-tokens";
import type { PublicConfig } from "./public-config";

/** The values that replace the content's {firm}, {email} and {privacyEmail} tokens. */
export function identityValues(identity: PublicConfig): IdentityValues {
  return { firm: identity.siteName, email: identity.contactEmail, privacyEmail: identity.privacyEmail };
}
