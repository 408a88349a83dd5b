import { Mail, ShoppingCart } from "~/components/site/icons";
import { buttonClass } from "./button-class";
import { GUIDEBOOK_COVER, HERO_SIZE } from "~/content/artwork";
import type { Books } from "~/content/training";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { bookJsonLd } from "~/lib/seo/json-ld";
import { useIdentity } from "~/lib/identity/root-data";
import { absoluteUrl } from "~/lib/seo/seo";
import { trainingPath } from "~/lib/site/public-paths";
import { CheckList } from "./check-list";
import { ExternalLink } from "./external-link";
import { JsonLd } from "./json-ld";
import { MailLink } from "./mail-link";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { SectionHeading } from "./section-heading";

/** /training/books ("HSA Publications"): the guidebook with its retailer link, bulk and custom orders. */
export function BooksPage({ books }: { books: Books }) {
  const identity = useIdentity();
  const { guidebook } = books;
  const firm = { name: identity.siteName, url: identity.siteUrl };
  return (
    <main id="main">
      <JsonLd
        data={bookJsonLd({
          name: guidebook.title,
          alternativeHeadline: guidebook.subtitle,
          description: guidebook.description,
          url: absoluteUrl(identity.siteUrl, trainingPath("books")),
          purchaseUrl: identity.bookRetailerUrl,
          author: firm,
        })}
      />
      <PageHero eyebrow={books.eyebrow} icon={books.icon} title={books.title} subtitle={books.subtitle} image={{ ...books.heroImage, ...HERO_SIZE }} />

      <PageSection labelledBy="guidebook">
        <div className="grid items-start gap-10 md:grid-cols-[16rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
          <img
            src={guidebook.cover.src}
            width={GUIDEBOOK_COVER.width}
            height={GUIDEBOOK_COVER.height}
            alt={guidebook.cover.alt}
            className="mx-auto h-auto w-56 rounded-md shadow-2xl md:w-full"
          />
          <div>
            <h2 id="guidebook" className="text-3xl font-bold tracking-tight text-brand-900">
              {guidebook.title}
            </h2>
            <p className="mt-2 text-lg font-medium text-accent-600">{guidebook.subtitle}</p>
            <p className="mt-5 leading-relaxed text-slate-700">{guidebook.description}</p>
            <ExternalLink href={identity.bookRetailerUrl} className={mergeClasses(buttonClass({ variant: "primary", size: "lg" }), "mt-7")}>
              <ShoppingCart aria-hidden="true" />
              {guidebook.purchaseCta}
            </ExternalLink>
            <h3 className="mt-10 text-xl font-semibold text-brand-900">{guidebook.insideHeading}</h3>
            <CheckList items={guidebook.inside.map((topic) => topic.text)} className="mt-4" />
          </div>
        </div>
      </PageSection>

      <PageSection tone="muted">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { ...books.bulk, id: "bulk-orders", leadSource: "books-bulk" },
            { ...books.custom, id: "custom-publications", leadSource: "books-custom" },
          ].map((offer) => (
            <section key={offer.id} aria-labelledby={offer.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              <SectionHeading id={offer.id} title={offer.heading} level={3} className="mb-3" />
              <p className="flex-1 leading-relaxed text-slate-700">{offer.text}</p>
              <MailLink
                email={identity.contactEmail}
                subject={offer.mailSubject}
                leadSource={offer.leadSource}
                className={mergeClasses(buttonClass({ variant: "outline", size: "lg" }), "mt-6 self-start")}
              >
                <Mail aria-hidden="true" />
                {offer.cta}
              </MailLink>
            </section>
          ))}
        </div>
      </PageSection>
    </main>
  );
}
