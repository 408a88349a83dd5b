import { ContactBlock } from "~/components/site/contact-block";
import { AudienceCards } from "~/components/site/home/audience-cards";
import { Highlights, ServicesGrid, WhyChoose } from "~/components/site/home/card-sections";
import { HomeHero } from "~/components/site/home/hero";
import { TestimonialsCarousel } from "~/components/site/home/testimonials-carousel";
import { JsonLd } from "~/components/site/json-ld";
import { organizationJsonLd } from "~/lib/seo/json-ld";
import { identityFromMatches, useIdentity } from "~/lib/identity/root-data";
import { pageMeta } from "~/lib/seo/seo";
import { resolvePageMeta } from "~/services/site";
import { HOME_PATH } from "~/lib/site/public-paths";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, HOME_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta({ identity: identityFromMatches(matches), description: data?.meta.description ?? "", path: HOME_PATH });

export default function Home({ loaderData }: Route.ComponentProps) {
  const identity = useIdentity();
  return (
    <main id="main">
      <JsonLd data={organizationJsonLd(identity, loaderData.meta.description)} />
      <HomeHero />
      <AudienceCards />
      <Highlights />
      <WhyChoose />
      <ServicesGrid />
      <TestimonialsCarousel />
      <ContactBlock />
    </main>
  );
}
