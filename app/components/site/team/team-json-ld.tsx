import type { TeamMember } from "~/content/team";
import { useIdentity } from "~/lib/identity/root-data";
import { teamJsonLd } from "~/lib/seo/json-ld";
import { absoluteUrl } from "~/lib/seo/seo";
import { TEAM_PATH } from "~/lib/site/public-paths";
import { memberLinkedin, memberSlug } from "~/lib/site/team-links";
import { JsonLd } from "../json-ld";

/** schema.org Person for each member the page shows: name, title, photo, their card on this page and their professional profile. */
export function TeamJsonLd({ members }: { members: readonly TeamMember[] }) {
  const identity = useIdentity();
  const people = members.map((member) => ({
    name: member.name,
    jobTitle: member.title,
    image: member.image ? absoluteUrl(identity.siteUrl, member.image) : undefined,
    url: `${absoluteUrl(identity.siteUrl, TEAM_PATH)}#member-${memberSlug(member)}`,
    sameAs: member.linkedinPath ? [memberLinkedin(member, identity)] : [],
  }));
  return <JsonLd data={teamJsonLd(people, { name: identity.siteName, url: identity.siteUrl })} />;
}
