import type { TeamMember } from "~/content/types";
import type { PublicConfig } from "../identity/public-config";

/** A member's address at the firm's mail domain (the domain of the configured contact address). */
export function memberEmail(member: TeamMember, identity: PublicConfig): string {
  const domain = identity.contactEmail.slice(identity.contactEmail.lastIndexOf("@") + 1);
  return `${member.emailLocalPart}@${domain}`;
}

/** A member's profile on the same professional network as the configured company page. */
export function memberLinkedin(member: TeamMember, identity: PublicConfig): string {
  return new URL(member.linkedinPath, new URL(identity.linkedinUrl).origin).toString();
}
