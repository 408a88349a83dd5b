import { ArrowRight } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import type { ExternalReference } from "~/content/types";
import { ExternalLink, TEXT_LINK_CLASS } from "./external-link";

const LINK_CLASS = `${TEXT_LINK_CLASS}`;

/** A list of references: off-site ones open in a new tab, on-site ones navigate in place. */
export function ReferenceList({ items }: { items: readonly ExternalReference[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.label} className="p-5">
          {item.href.startsWith("/") ? (
            <PageLink to={item.href} className={LINK_CLASS}>
              {item.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </PageLink>
          ) : (
            <ExternalLink href={item.href} className={LINK_CLASS}>
              {item.label}
            </ExternalLink>
          )}
          {item.description ? <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
