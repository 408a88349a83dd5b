import type { TeamMember } from "~/content/team";
import { slugify } from "../blog/slug";
import type { PublicConfig } from "../identity/public-config";

/** A member's anchor on the team page and name in analytics: their name as an address spells it (the team content keeps names unique). */
export function memberSlug(member: Pick<TeamMember, "name">): string {
  return slugify(member.name);
}

/** A member's address at the firm's mail domain (the domain of the configured contact address). */
export function memberEmail(member: Pick<TeamMember, "emailLocalPart">, identity: PublicConfig): string {
  const domain = identity.contactEmail.slice(identity.contactEmail.lastIndexOf("@") + 1);
  return `${member.emailLocalPart}@${domain}`;
}

/** A member's profile on the same professional network as the configured company page. */
export function memberLinkedin(member: Pick<TeamMember, "linkedinPath">, identity: PublicConfig): string {
  return new URL(member.linkedinPath, new URL(identity.linkedinUrl).origin).toString();
}
