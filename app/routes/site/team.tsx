import { ContactBlock } from "~/components/site/contact-block";
import { SiteSections, siteContents } from "~/components/site/site-contents";
import { MemberCard } from "~/components/site/team/member-card";
import { TeamJsonLd } from "~/components/site/team/team-json-ld";
import { type ContactBand, contactBandContent } from "~/content/home";
import { type TeamContent, teamContent } from "~/content/team";
import { identityFromMatches } from "~/lib/identity/root-data";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { pageMeta } from "~/lib/seo/seo";
import { resolvePageMeta } from "~/services/site";
import { TEAM_PATH } from "~/lib/site/public-paths";
import { memberSlug } from "~/lib/site/team-links";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/team";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [meta, team, contactBand] = await Promise.all([
    resolvePageMeta(contentReader(request, context), context.config.identity, TEAM_PATH),
    pageContent(request, context, teamContent),
    pageContent(request, context, contactBandContent),
  ]);
  return { meta, team, contactBand };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta({ identity: identityFromMatches(matches), title: data?.meta.title, description: data?.meta.description ?? "", path: TEAM_PATH });

function TeamSections({ team, contactBand }: { team: TeamContent; contactBand: ContactBand }) {
  const fill = useFillIdentity();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white pt-32 pb-12">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{fill(team.hero.title)}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{fill(team.hero.subtitle)}</p>
        </div>
      </section>
      <section aria-label="Team members" className="mx-auto max-w-5xl space-y-8 px-4 pb-20 sm:px-6 lg:px-8">
        {team.members.map((member) => (
          <MemberCard key={memberSlug(member)} member={member} buttons={team.buttons} />
        ))}
      </section>
      <ContactBlock content={contactBand} />
    </>
  );
}

// Rendered once per published content on HTML-only pages (~/components/site/site-contents.tsx).
const TEAM_SECTIONS = siteContents(TeamSections);

export default function Team({ loaderData: { team, contactBand } }: Route.ComponentProps) {
  return (
    <main id="main">
      <TeamJsonLd members={team.members} />
      <SiteSections contents={TEAM_SECTIONS} props={{ team, contactBand }} />
    </main>
  );
}
