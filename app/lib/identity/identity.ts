import type { IdentityValues } from "~/content/identity-tokens";
import type { PublicConfig } from "./public-config";

/** The values `fillIdentity` puts in place of {firm}, {email} and {privacyEmail}. */
export function identityValues(identity: PublicConfig): IdentityValues {
  return { firm: identity.siteName, email: identity.contactEmail, privacyEmail: identity.privacyEmail };
}
