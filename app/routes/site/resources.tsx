import { ResourcesIndexPage } from "~/components/site/resources-index-page";
import { HERO_ART } from "~/content/artwork";
import { resourcesIndexContent } from "~/content/resources";
import { resolvePageMeta } from "~/services/site";
import { RESOURCES_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/resources";

export async function loader({ request, context }: Route.LoaderArgs) {
  const index = await pageContent(request, context, resourcesIndexContent);
  return {
    meta: await resolvePageMeta(contentReader(request, context), context.config.identity, RESOURCES_PATH),
    index,
    heroImage: { ...HERO_ART.resources, src: index.heroImage },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Resources({ loaderData }: Route.ComponentProps) {
  return <ResourcesIndexPage index={loaderData.index} heroImage={loaderData.heroImage} />;
}
