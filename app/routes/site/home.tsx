import { ContactBlock } from "~/components/site/contact-block";
import { AudienceCards } from "~/components/site/home/audience-cards";
import { Highlights, ServicesGrid, WhyChoose } from "~/components/site/home/card-sections";
import { HomeHero } from "~/components/site/home/hero";
import { TestimonialsCarousel } from "~/components/site/home/testimonials-carousel";
import { JsonLd } from "~/components/site/json-ld";
import { fillIdentity } from "~/content/identity-tokens";
import { PAGE_META } from "~/content/seo";
import { identityValues } from "~/lib/identity";
import { organizationJsonLd } from "~/lib/organization-ld";
import { contentPageMeta } from "~/lib/page-meta";
import { useIdentity } from "~/lib/root-data";
import type { Route } from "./+types/home";

const META = PAGE_META["/"];

export const meta: Route.MetaFunction = ({ matches }) => contentPageMeta(matches, "/");

export default function Home() {
  const identity = useIdentity();
  return (
    <main id="main">
      <JsonLd data={organizationJsonLd(identity, fillIdentity(META.description, identityValues(identity)))} />
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
