import type { IdentityValues } from "./identity-tokens";
import type { PublicConfig } from "./public-config";

/** The values `fillIdentity` puts in place of {firm}, {email} and {privacyEmail}. */
export function identityValues(identity: PublicConfig): IdentityValues {
  return { firm: identity.siteName, email: identity.contactEmail, privacyEmail: identity.privacyEmail };
}
