import { Gift, ShoppingBag } from "~/components/site/icons";
import type { LearningCenter } from "~/content/resources/learning-center";
import { formatUsd } from "~/lib/core/money";
import { useIdentity } from "~/lib/identity/root-data";
import { fillSlots } from "~/lib/site/text-template";
import { buttonClass } from "./button-class";
import { CheckList } from "./check-list";
import { ContentIcon } from "./content-icon";
import { ExternalLink } from "./external-link";
import { PageSection } from "./page-section";
import { SectionHeading } from "./section-heading";

/** /resources/learning-center: eligible expenses, goal-based learning paths, perks and the partner store. */
export function LearningCenterResource({ content }: { content: LearningCenter }) {
  const identity = useIdentity();
  const perksText = fillSlots(content.perksText, { points: content.perksPoints.toLocaleString("en-US"), value: formatUsd(content.perksValue) });
  return (
    <>
      <PageSection labelledBy="eligible-expenses">
        <SectionHeading id="eligible-expenses" title={content.eligibleExpensesHeading} intro={<p>{content.eligibleExpensesIntro}</p>} />
        <CheckList items={content.eligibleExpenses.map((expense) => expense.text)} columns={2} />
        <p className="mt-8 rounded-xl border-l-4 border-amber-500 bg-amber-50 p-5 leading-relaxed text-slate-800">{content.eligibleExpensesNote}</p>
      </PageSection>

      <PageSection tone="muted" labelledBy="learning-paths">
        <SectionHeading id="learning-paths" title={content.learningPathsHeading} intro={<p>{content.learningPathsIntro}</p>} />
        <ul className="grid gap-6 md:grid-cols-2">
          {content.learningPaths.map((path, pathIndex) => (
            <li key={pathIndex} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
              <div className="flex items-center gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <ContentIcon name={path.icon} className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-brand-900">{path.title}</h3>
                  <p className="text-sm text-slate-700">{path.goal}</p>
                </div>
              </div>
              <ul className="mt-5 grid gap-2 text-sm text-slate-700">
                {path.topics.map((topic, topicIndex) => (
                  <li key={topicIndex} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
                    {topic.text}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection>
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="perks" className="rounded-2xl bg-brand-900 p-8 text-white">
            <Gift aria-hidden="true" className="size-9 text-emerald-300" />
            <h2 id="perks" className="mt-4 text-2xl font-bold">
              {content.perksHeading}
            </h2>
            <p className="mt-3 leading-relaxed text-brand-50">{perksText}</p>
          </section>
          <section aria-labelledby="partner-store" className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            <ShoppingBag aria-hidden="true" className="size-9 text-accent-600" />
            <h2 id="partner-store" className="mt-4 text-2xl font-bold text-brand-900">
              {content.partnerStoreHeading}
            </h2>
            <p className="mt-3 flex-1 leading-relaxed text-slate-700">{content.partnerStoreText}</p>
            <ExternalLink href={identity.partnerStoreUrl} className={`${buttonClass({ variant: "accent", size: "lg" })} mt-6 self-start`}>
              {content.partnerStoreCta}
            </ExternalLink>
          </section>
        </div>
      </PageSection>
    </>
  );
}
