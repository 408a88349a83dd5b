import { slugify } from "../core/slug";
import type { PublicConfig } from "../identity/public-config";

/** A member's anchor on the team page and name in analytics: their name as an address spells it (the team content keeps names unique). */
export function memberSlug(member: { readonly name: string }): string {
  return slugify(member.name);
}

/** A member's address at the firm's mail domain (the domain of the configured contact address). */
export function memberEmail(member: { readonly emailLocalPart: string }, identity: PublicConfig): string {
  const domain = identity.contactEmail.slice(identity.contactEmail.lastIndexOf("@") + 1);
  return `${member.emailLocalPart}@${domain}`;
}

/** A member's profile on the same professional network as the configured company page. */
export function memberLinkedin(member: { readonly linkedinPath: string }, identity: PublicConfig): string {
  return new URL(member.linkedinPath, new URL(identity.linkedinUrl).origin).toString();
}
