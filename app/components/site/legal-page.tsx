import { EFFECTIVE_DATE_LABEL, LEGAL_CONTENTS_HEADING, LEGAL_EFFECTIVE_DATE } from "~/content/legal";
import type { TextSection } from "~/content/types";
import { IdentityProse } from "./identity-prose";
import { PageHero } from "./page-hero";

function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Terms of Service and Privacy Policy: a contents list beside the numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: readonly TextSection[] }) {
  return (
    <main id="main">
      <PageHero eyebrow="Legal" icon="Scale" title={title}>
        <p className="text-sm text-brand-100">
          {EFFECTIVE_DATE_LABEL} {LEGAL_EFFECTIVE_DATE}
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-contents" className="hidden lg:block">
          <div className="sticky top-24">
            <h2 id="legal-contents" className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
              {LEGAL_CONTENTS_HEADING}
            </h2>
            <ol className="mt-4 space-y-2 text-sm">
              {sections.map((section) => (
                <li key={section.heading}>
                  <a href={`#${sectionId(section.heading)}`} className="text-slate-700 hover:text-brand-800 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl">
          <p className="text-lg leading-relaxed text-slate-700">
            <IdentityProse text={intro} />
          </p>
          {sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={sectionId(section.heading)} className="mt-10">
              <h2 id={sectionId(section.heading)} className="scroll-mt-24 text-xl font-bold text-brand-900">
                <span className="mr-2 text-accent-600">{index + 1}.</span>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                  <IdentityProse text={paragraph} />
                </p>
              ))}
              {section.bullets ? (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700 marker:text-accent-600">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>
                      <IdentityProse text={bullet} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}
