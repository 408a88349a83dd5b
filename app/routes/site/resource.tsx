import { data } from "react-router";
import { ResourceDetailPage } from "~/components/site/resource-detail-page";
import { ResourceNotFound } from "~/components/site/resource-not-found";
import { resourcesIndexContent } from "~/content/resources";
import { isResourceKey } from "~/lib/site/page-keys";
import { resolvePageMeta } from "~/services/site";
import { resourcePath } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { resourceNotFoundPage } from "./not-found.server";
import { contentReader, pageContent } from "./page-content.server";
import { resourcePage } from "./resource-page.server";
import type { Route } from "./+types/resource";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { identity } = context.config;
  if (!isResourceKey(params.resourceType)) {
    return data({ resourceType: null, ...(await resourceNotFoundPage(request, context)) }, { status: 404 });
  }
  const [index, page] = await Promise.all([pageContent(request, context, resourcesIndexContent), resourcePage(request, context, params.resourceType)]);
  return {
    resourceType: params.resourceType,
    meta: await resolvePageMeta(contentReader(request, context), identity, resourcePath(params.resourceType)),
    index,
    page,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Resource({ loaderData }: Route.ComponentProps) {
  if (!loaderData.resourceType) return <ResourceNotFound content={loaderData.notFound} />;
  return <ResourceDetailPage key={loaderData.resourceType} page={loaderData.page} index={loaderData.index} />;
}
