import { ChevronRight } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { useIdentity } from "~/lib/identity/root-data";
import { breadcrumbJsonLd } from "~/lib/seo/json-ld";
import { absoluteUrl } from "~/lib/seo/seo";
import { RESOURCES_PATH } from "~/lib/site/public-paths";
import { JsonLd } from "./json-ld";

/**
 * Breadcrumb from a resource page back to the resources index (named by the index's title), and
 * the same trail as schema.org BreadcrumbList: the current page, last, needs no address.
 */
export function ResourceTrail({ indexTitle, title }: { indexTitle: string; title: string }) {
  const identity = useIdentity();
  return (
    <nav aria-label="Breadcrumb">
      <JsonLd data={breadcrumbJsonLd([{ name: indexTitle, url: absoluteUrl(identity.siteUrl, RESOURCES_PATH) }, { name: title }])} />
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <PageLink to={RESOURCES_PATH} className="underline-offset-4 hover:text-white hover:underline">
            {indexTitle}
          </PageLink>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="font-medium text-white">
          {title}
        </li>
      </ol>
    </nav>
  );
}
