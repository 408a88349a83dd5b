import { data } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { ServicePage } from "~/components/site/service-page";
import { isServiceKey, SERVICES } from "~/content/services";
import { resolvePageMeta } from "~/services/site";
import { servicePath } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { notFoundPage } from "./not-found.server";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/service";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { identity } = context.config;
  if (!isServiceKey(params.type)) return data({ type: null, ...(await notFoundPage(request, context)) }, { status: 404 });
  return { type: params.type, meta: await resolvePageMeta(contentReader(request, context), identity, servicePath(params.type)) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Service({ loaderData }: Route.ComponentProps) {
  if (!loaderData.type) return <NotFoundPage content={loaderData.notFound} />;
  return <ServicePage key={loaderData.type} type={loaderData.type} service={SERVICES[loaderData.type]} />;
}
