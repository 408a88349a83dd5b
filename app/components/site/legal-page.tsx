import { PROSE_CLASSES } from "~/components/blog/post-content";
import type { LegalPageContent } from "~/content/legal";
import { formatLongDate } from "~/lib/core/dates";
import { identityValues } from "~/lib/identity/identity";
import { fillIdentityHtml } from "~/lib/identity/identity-html";
import { useIdentity } from "~/lib/identity/root-data";
import { sectionAnchorId } from "~/lib/site/legal-sections";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { IdentityProse } from "./identity-prose";
import { PageHero } from "./page-hero";

/** Terms of Service and Privacy Policy: a contents list beside the numbered sections. */
export function LegalPage({ content }: { content: LegalPageContent }) {
  const identity = identityValues(useIdentity());
  return (
    <main id="main">
      <PageHero eyebrow={content.eyebrow} icon="Scale" title={content.title}>
        <p className="text-sm text-brand-100">
          {content.effectiveDateLabel} {formatLongDate(content.effectiveDate)}
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-contents" className="hidden lg:block">
          <div className="sticky top-24">
            <h2 id="legal-contents" className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
              {content.contentsHeading}
            </h2>
            <ol className="mt-4 space-y-2 text-sm">
              {content.sections.map((section, index) => (
                <li key={index}>
                  <a href={`#${sectionAnchorId(section.heading)}`} className="text-slate-700 hover:text-brand-800 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl">
          <p className="text-lg leading-relaxed text-slate-700">
            <IdentityProse text={content.intro} />
          </p>
          {content.sections.map((section, index) => (
            <section key={index} aria-labelledby={sectionAnchorId(section.heading)} className="mt-10">
              <h2 id={sectionAnchorId(section.heading)} className="scroll-mt-24 text-xl font-bold text-brand-900">
                <span className="mr-2 text-accent-600">{index + 1}.</span>
                {section.heading}
              </h2>
              <div
                className={mergeClasses(PROSE_CLASSES, "mt-3 text-slate-700 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:marker:text-accent-600")}
                dangerouslySetInnerHTML={{ __html: fillIdentityHtml(section.body, identity) }}
              />
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}
