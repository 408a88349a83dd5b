import { type FiguresYear, hsaFiguresContent } from "~/content/hsa-figures";
import { siteToday } from "~/lib/core/dates";
import { type FiguresByStatus, figuresInForce } from "~/lib/site-content/figures-in-force";
import type { RequestContext } from "~/services/platform";
import { pageContent } from "./page-content.server";

/** The HSA figures sorted for today: the year in force, years announced, and history. */
export async function figuresForPage(
  request: Request,
  context: Parameters<typeof pageContent>[1] & Pick<RequestContext, "log">,
): Promise<FiguresByStatus<FiguresYear>> {
  const figures = await pageContent(request, context, hsaFiguresContent);
  return figuresInForce(figures.years, siteToday());
}
