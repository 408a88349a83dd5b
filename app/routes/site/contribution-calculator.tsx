import { CalculatorPage } from "~/components/site/calculator/calculator-page";
import { calculatorContent } from "~/content/contribution-calculator";
import { hsaFiguresContent } from "~/content/hsa-figures";
import { resourcesIndexContent } from "~/content/resources";
import { contributionLimitsContent } from "~/content/resources/contribution-limits";
import { siteToday } from "~/lib/core/dates";
import { calculateContributions } from "~/lib/hsa/contribution-calculator";
import { CALCULATOR_FIELDS, readCalculatorQuery } from "~/lib/hsa/calculator-query";
import { figuresForYear, figuresInForce } from "~/lib/site-content/figures-in-force";
import { CONTRIBUTION_CALCULATOR_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { QueryHandle } from "~/lib/site/page-query";
import { resolvePageMeta } from "~/services/site";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/contribution-calculator";

/** The form's fields (a GET form): each answer is a page of its own in the page cache; any other parameter is ignored. */
export const handle: QueryHandle = { query: CALCULATOR_FIELDS };

/** Every answer is a page: bad input gets its messages at the fields with status 200, never an error page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const today = siteToday();
  const [content, figures, index, limitsPage] = await Promise.all([
    pageContent(request, context, calculatorContent),
    pageContent(request, context, hsaFiguresContent),
    pageContent(request, context, resourcesIndexContent),
    pageContent(request, context, contributionLimitsContent),
  ]);
  const years = figures.years.map((entry) => entry.year).sort((a, b) => b - a);
  const query = readCalculatorQuery(new URL(request.url).searchParams, years, figuresInForce(figures.years, today).current?.year ?? years[0] ?? null);
  const yearFigures = query.status === "valid" ? figuresForYear(figures.years, query.year) : null;
  const state =
    query.status === "valid" && yearFigures
      ? ({ status: "valid", result: calculateContributions(yearFigures, query.facts, today), figures: yearFigures } as const)
      : query.status === "invalid"
        ? ({ status: "invalid", errors: query.errors } as const)
        : ({ status: "empty" } as const);
  return {
    meta: await resolvePageMeta(contentReader(request, context), context.config.identity, CONTRIBUTION_CALCULATOR_PATH),
    years,
    values: query.values,
    errors: query.status === "invalid" ? query.errors : {},
    state,
    content,
    index,
    sourceLine: limitsPage.sourceLine,
  };
}

// The answers live in the address: links away from it send the site's origin only, never the answers.
export const meta: Route.MetaFunction = ({ data, matches }) => [...metaFromLoader(matches, data?.meta), { name: "referrer", content: "strict-origin" }];

export default function ContributionCalculator({ loaderData }: Route.ComponentProps) {
  const { years, values, errors, state, content, index, sourceLine } = loaderData;
  return <CalculatorPage years={years} values={values} errors={errors} state={state} content={content} index={index} sourceLine={sourceLine} />;
}
