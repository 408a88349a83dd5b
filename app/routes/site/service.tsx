import { data } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { ServicePage } from "~/components/site/service-page";
import { isServiceKey } from "~/lib/site/page-keys";
import { resolvePageMeta } from "~/services/site";
import { servicePath } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { notFoundPage } from "./not-found.server";
import { contentReader } from "./page-content.server";
import { serviceContent } from "./service-content.server";
import type { Route } from "./+types/service";

/** The service the address names, with its content and meta tags; a 404 for any other. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { identity } = context.config;
  if (!isServiceKey(params.type)) return data({ type: null, ...(await notFoundPage(request, context)) }, { status: 404 });
  const [meta, content] = await Promise.all([
    resolvePageMeta(contentReader(request, context), identity, servicePath(params.type)),
    serviceContent(request, context, params.type),
  ]);
  return { type: params.type, meta, ...content };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Service({ loaderData }: Route.ComponentProps) {
  if (!loaderData.type) return <NotFoundPage content={loaderData.notFound} />;
  return (
    <ServicePage
      key={loaderData.type}
      type={loaderData.type}
      service={loaderData.service}
      texts={loaderData.texts}
      related={loaderData.related}
      consultationLabel={loaderData.consultationLabel}
    />
  );
}
