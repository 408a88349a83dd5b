import { AlertTriangle, ExternalLink } from "lucide-react";
import { href, Link } from "react-router";
import type { ContentHealthItem } from "~/services/site-content";
import { CONTENT_TEXT } from "./content-admin-text";
import { contentEditPath } from "./content-paths";

/** What in the site content needs a person (missing figures, failed schedules, forgotten drafts, overdue reviews). */
export function HealthPanel({ items }: { items: ContentHealthItem[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="content-health-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5">
      <h2 id="content-health-title" className="flex items-center gap-2 text-base font-semibold">
        <AlertTriangle aria-hidden className="size-4" />
        {CONTENT_TEXT.needsAttention}
      </h2>
      <ul className="mt-2 space-y-2">
        {items.map((item) => (
          <li key={`${item.kind}:${item.postId ?? item.documentId}`}>
            <Link
              to={item.postId ? href("/svcs/admin-dashboard/posts/:postId/edit", { postId: item.postId }) : contentEditPath(item.documentId)}
              className="font-semibold underline underline-offset-2"
            >
              {item.title}
            </Link>
            <p>{item.detail}</p>
            {item.reference ? (
              <a href={item.reference.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 underline underline-offset-2">
                <ExternalLink aria-hidden className="size-4" />
                {item.reference.label}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
