import type { CalculatorContent } from "~/content/contribution-calculator";
import type { ResourcesIndex } from "~/content/resources";
import type { CalculatorErrors, CalculatorValues } from "~/lib/hsa/calculator-query";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { PageHero } from "../page-hero";
import { PageSection } from "../page-section";
import { ResourceTrail } from "../resource-trail";
import { ResourcesContact } from "../resources-index-page";
import { CalculatorForm } from "./calculator-form";
import { CalculatorResultPanel, type ResultState } from "./calculator-result";

type CalculatorPageProps = {
  years: readonly number[];
  values: CalculatorValues;
  errors: CalculatorErrors;
  state: ResultState;
  /** The resources index (the breadcrumb's first step, the closing contact section). */
  index: ResourcesIndex;
  /** How a figure names its source, as the contribution-limits page words it. */
  sourceLine: string;
  content: CalculatorContent;
};

/** /resources/contribution-calculator: the questions beside the answer (stacked on small screens). */
export function CalculatorPage({ years, values, errors, state, index, sourceLine, content }: CalculatorPageProps) {
  return (
    <main id="main" {...{ [ENHANCE.bareViewPath]: "" }}>
      <PageHero title={content.title} subtitle={content.intro} icon="Calculator" trail={<ResourceTrail indexTitle={index.title} title={content.title} />} />
      <PageSection tone="muted">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
          <CalculatorForm years={years} values={values} errors={errors} content={content} />
          <CalculatorResultPanel state={state} sourceLine={sourceLine} content={content} />
        </div>
      </PageSection>
      <ResourcesContact index={index} leadSource="contribution-calculator" />
    </main>
  );
}
