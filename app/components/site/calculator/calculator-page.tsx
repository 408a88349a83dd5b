import { CALCULATOR_PAGE as PAGE } from "~/content/contribution-calculator";
import { RESOURCES_CONTACT } from "~/content/resources";
import type { CalculatorErrors, CalculatorValues } from "~/lib/hsa/calculator-query";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { ContactProse } from "../contact-prose";
import { PageHero } from "../page-hero";
import { PageSection } from "../page-section";
import { ResourceTrail } from "../resource-trail";
import { CalculatorForm } from "./calculator-form";
import { CalculatorResultPanel, type ResultState } from "./calculator-result";

type CalculatorPageProps = { years: readonly number[]; values: CalculatorValues; errors: CalculatorErrors; state: ResultState };

/** /resources/contribution-calculator: the questions beside the answer (stacked on small screens). */
export function CalculatorPage({ years, values, errors, state }: CalculatorPageProps) {
  return (
    <main id="main" {...{ [ENHANCE.bareViewPath]: "" }}>
      <PageHero title={PAGE.title} subtitle={PAGE.intro} icon="Calculator" trail={<ResourceTrail title={PAGE.title} />} />
      <PageSection tone="muted">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
          <CalculatorForm years={years} values={values} errors={errors} />
          <CalculatorResultPanel state={state} />
        </div>
      </PageSection>
      <ContactProse section={RESOURCES_CONTACT} leadSource="contribution-calculator" />
    </main>
  );
}
