import { AlertTriangle, ExternalLink, Lightbulb } from "lucide-react";
import { href, Link } from "react-router";
import type { ContentHealthItem } from "~/services/site-content";
import { CONTENT_TEXT } from "./content-admin-text";
import { contentEditPath } from "./content-paths";

/**
 * What in the site content needs a person (missing figures, failed schedules, forgotten drafts,
 * overdue reviews), and apart from it the suggestions, which are not problems.
 */
export function HealthPanel({ items }: { items: ContentHealthItem[] }) {
  const problems = items.filter((item) => !item.suggestion);
  const suggestions = items.filter((item) => item.suggestion);
  return (
    <>
      {problems.length ? (
        <section aria-labelledby="content-health-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5">
          <h2 id="content-health-title" className="flex items-center gap-2 text-base font-semibold">
            <AlertTriangle aria-hidden className="size-4" />
            {CONTENT_TEXT.needsAttention}
          </h2>
          <HealthItems items={problems} />
        </section>
      ) : null}
      {suggestions.length ? (
        <section aria-labelledby="content-suggestions-title" className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800 sm:p-5">
          <h2 id="content-suggestions-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Lightbulb aria-hidden className="size-4" />
            {CONTENT_TEXT.suggestions}
          </h2>
          <HealthItems items={suggestions} />
        </section>
      ) : null}
    </>
  );
}

function HealthItems({ items }: { items: ContentHealthItem[] }) {
  return (
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
  );
}
