import { data } from "react-router";
import { ResourceDetailPage } from "~/components/site/resource-detail-page";
import { ResourceNotFound } from "~/components/site/resource-not-found";
import { isResourceKey } from "~/content/resources";
import { resolvePageMeta } from "~/services/site";
import { resourcePath } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { resourceNotFoundPage } from "./not-found.server";
import { contentReader } from "./page-content.server";
import { figuresForPage } from "./figures.server";
import type { Route } from "./+types/resource";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { identity } = context.config;
  if (!isResourceKey(params.resourceType)) {
    return data({ resourceType: null, ...(await resourceNotFoundPage(request, context)) }, { status: 404 });
  }
  const figures = params.resourceType === "contribution-limits" ? await figuresForPage(request, context) : null;
  return {
    resourceType: params.resourceType,
    meta: await resolvePageMeta(contentReader(request, context), identity, resourcePath(params.resourceType)),
    figures,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Resource({ loaderData }: Route.ComponentProps) {
  if (!loaderData.resourceType) return <ResourceNotFound content={loaderData.notFound} />;
  return <ResourceDetailPage key={loaderData.resourceType} resourceType={loaderData.resourceType} figures={loaderData.figures} />;
}
