import { ContactBlock } from "~/components/site/contact-block";
import { AudienceCards } from "~/components/site/home/audience-cards";
import { Highlights, ServicesGrid, WhyChoose } from "~/components/site/home/card-sections";
import { HomeHero } from "~/components/site/home/hero";
import { TestimonialsCarousel } from "~/components/site/home/testimonials-carousel";
import { JsonLd } from "~/components/site/json-ld";
import { SiteSections, siteContents } from "~/components/site/site-contents";
import { contactBandContent, type HomeContent, homeContent } from "~/content/home";
import { testimonialsContent } from "~/content/testimonials";
import { organizationJsonLd, websiteJsonLd } from "~/lib/seo/json-ld";
import { identityFromMatches, useIdentity } from "~/lib/identity/root-data";
import { pageMeta } from "~/lib/seo/seo";
import { resolvePageMeta } from "~/services/site";
import { HOME_PATH } from "~/lib/site/public-paths";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [meta, home, testimonials, contactBand] = await Promise.all([
    resolvePageMeta(contentReader(request, context), context.config.identity, HOME_PATH),
    pageContent(request, context, homeContent),
    pageContent(request, context, testimonialsContent),
    pageContent(request, context, contactBandContent),
  ]);
  return { meta, home, testimonials: testimonials.testimonials, contactBand };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta({ identity: identityFromMatches(matches), title: data?.meta.title, description: data?.meta.description ?? "", path: HOME_PATH });

function HomeCardSections({ home }: { home: HomeContent }) {
  return (
    <>
      <AudienceCards content={home.audiences} />
      <Highlights cards={home.highlights} />
      <WhyChoose content={home.whyChoose} satisfaction={home.satisfaction} />
      <ServicesGrid content={home.solutions} />
    </>
  );
}

// Rendered once per published content on HTML-only pages (~/components/site/site-contents.tsx). The hero
// and the testimonials stay in place: React adds a preload to the document's head for their first images,
// which it cannot do for markup rendered apart.
const HOME_CARD_SECTIONS = siteContents(HomeCardSections);
const CONTACT_BAND = siteContents(ContactBlock);

export default function Home({ loaderData: { meta, home, testimonials, contactBand } }: Route.ComponentProps) {
  const identity = useIdentity();
  return (
    <main id="main">
      <JsonLd data={websiteJsonLd(identity)} />
      <JsonLd data={organizationJsonLd(identity, meta.description)} />
      <HomeHero hero={home.hero} satisfaction={home.satisfaction} />
      <SiteSections contents={HOME_CARD_SECTIONS} props={{ home }} />
      <TestimonialsCarousel heading={home.testimonialsHeading} testimonials={testimonials} />
      <SiteSections contents={CONTACT_BAND} props={{ content: contactBand }} />
    </main>
  );
}
