import { data } from "react-router";
import { ResourceDetailPage } from "~/components/site/resource-detail-page";
import { ResourceNotFound } from "~/components/site/resource-not-found";
import { isResourceKey } from "~/content/resources";
import { RESOURCE_NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/resource";

export function loader({ params }: Route.LoaderArgs) {
  if (!isResourceKey(params.resourceType)) return data({ resourceType: null }, { status: 404 });
  return { resourceType: params.resourceType };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  contentPageMeta(
    identityFromMatches(matches),
    data?.resourceType ? `/resources/${data.resourceType}` : location.pathname,
    RESOURCE_NOT_FOUND_META,
  );

export default function Resource({ loaderData }: Route.ComponentProps) {
  if (!loaderData.resourceType) return <ResourceNotFound />;
  return <ResourceDetailPage key={loaderData.resourceType} resourceType={loaderData.resourceType} />;
}
