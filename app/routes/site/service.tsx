import { data } from "react-router";
import { ServicePage } from "~/components/site/service-page";
import { isServiceKey, SERVICES } from "~/content/services";
import { NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/service";
import NotFound from "./not-found";

export function loader({ params }: Route.LoaderArgs) {
  if (!isServiceKey(params.type)) return data({ type: null }, { status: 404 });
  return { type: params.type };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  contentPageMeta(identityFromMatches(matches), data?.type ? `/services/${data.type}` : location.pathname, NOT_FOUND_META);

export default function Service({ loaderData }: Route.ComponentProps) {
  if (!loaderData.type) return <NotFound />;
  return <ServicePage key={loaderData.type} type={loaderData.type} service={SERVICES[loaderData.type]} />;
}
