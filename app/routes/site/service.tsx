import { data } from "react-router";
import { ServicePage } from "~/components/site/service-page";
import { isServiceKey } from "~/content/services";
import { resolvePageMeta } from "~/services/site";
import { servicePath } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/service";
import NotFound from "./not-found";
import { serviceContent } from "./service-content.server";

/** Which service the address names, with its meta tags; a 404 for any other. */
function servicePage({ params, request, context }: Route.LoaderArgs) {
  const { identity } = context.config;
  if (!isServiceKey(params.type)) return data({ type: null, meta: resolvePageMeta(identity, new URL(request.url).pathname) }, { status: 404 });
  return { type: params.type, meta: resolvePageMeta(identity, servicePath(params.type)) };
}

export async function loader(args: Route.LoaderArgs) {
  const page = servicePage(args);
  if (!("meta" in page)) return page;
  return { ...page, ...(await serviceContent(args.request, args.context, page.type)) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Service({ loaderData }: Route.ComponentProps) {
  if (!loaderData.type) return <NotFound />;
  return <ServicePage key={loaderData.type} type={loaderData.type} service={loaderData.service} texts={loaderData.texts} related={loaderData.related} />;
}
