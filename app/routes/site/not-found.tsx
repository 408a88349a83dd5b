import { data } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { identityFromMatches } from "~/lib/identity/root-data";
import { pageMeta } from "~/lib/seo/seo";
import { notFoundPage } from "./not-found.server";
import type { Route } from "./+types/not-found";

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await notFoundPage(request, context), { status: 404 });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    identity: identityFromMatches(matches),
    title: data?.meta.title,
    description: data?.meta.description ?? "",
    path: location.pathname,
    noindex: true,
  });

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage content={loaderData.notFound} />;
}
