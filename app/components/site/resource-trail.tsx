import { ChevronRight } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { RESOURCES_PATH } from "~/lib/site/public-paths";

/** Breadcrumb from a resource page back to the resources index (named by the index's title). */
export function ResourceTrail({ indexTitle, title }: { indexTitle: string; title: string }) {
  return (
    <nav aria-label="Breadcrumb">
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
