import { ContactBlock } from "~/components/site/contact-block";
import { MemberCard } from "~/components/site/team/member-card";
import { TEAM_HERO, TEAM_MEMBERS } from "~/content/team";
import { identityFromMatches } from "~/lib/identity/root-data";
import { pageMeta } from "~/lib/seo/seo";
import { resolvePageMeta } from "~/services/site";
import { TEAM_PATH } from "~/lib/site/public-paths";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/team";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, TEAM_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta({ identity: identityFromMatches(matches), title: data?.meta.title, description: data?.meta.description ?? "", path: TEAM_PATH });

export default function Team() {
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white pt-32 pb-12">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{TEAM_HERO.title}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{TEAM_HERO.subtitle}</p>
        </div>
      </section>
      <section aria-label="Team members" className="mx-auto max-w-5xl space-y-8 px-4 pb-20 sm:px-6 lg:px-8">
        {TEAM_MEMBERS.map((member) => (
          <MemberCard key={member.slug} member={member} />
        ))}
      </section>
      <ContactBlock />
    </main>
  );
}
