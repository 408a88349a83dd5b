import type { ResourcePage } from "~/components/site/resource-detail-page";
import { calculatorContent } from "~/content/contribution-calculator";
import { irsRulesContent } from "~/content/irs-rules";
import { contributionLimitsContent } from "~/content/resources/contribution-limits";
import { hsaHistoryContent } from "~/content/resources/hsa-history";
import { irsTreasuryResourceContent } from "~/content/resources/irs-treasury";
import { learningCenterContent } from "~/content/resources/learning-center";
import { providersContent } from "~/content/resources/providers";
import { featuredReferences } from "~/lib/site/irs-guidance";
import type { ResourceKey } from "~/lib/site/page-keys";
import { IRS_TREASURY_RULES_PATH } from "~/lib/site/public-paths";
import { figuresForPage } from "./figures.server";
import { pageContent } from "./page-content.server";

type Context = Parameters<typeof figuresForPage>[1];

/** One resource page's content, with what it draws from other documents (the figures, the calculator's link, the IRS list). */
export async function resourcePage(request: Request, context: Context, resourceType: ResourceKey): Promise<ResourcePage> {
  switch (resourceType) {
    case "learning-center":
      return { resourceType, content: await pageContent(request, context, learningCenterContent) };
    case "contribution-limits": {
      const [content, figures, calculator] = await Promise.all([
        pageContent(request, context, contributionLimitsContent),
        figuresForPage(request, context),
        pageContent(request, context, calculatorContent),
      ]);
      return { resourceType, content, figures, calculatorLink: calculator.linkText };
    }
    case "hsa-history":
      return { resourceType, content: await pageContent(request, context, hsaHistoryContent) };
    case "providers":
      return { resourceType, content: await pageContent(request, context, providersContent) };
    case "irs-treasury": {
      const [content, rules] = await Promise.all([pageContent(request, context, irsTreasuryResourceContent), pageContent(request, context, irsRulesContent)]);
      return { resourceType, content, references: featuredReferences(rules, IRS_TREASURY_RULES_PATH) };
    }
  }
}
