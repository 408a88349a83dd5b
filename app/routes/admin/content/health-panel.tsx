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
      <HealthSection id="content-health-title" title={CONTENT_TEXT.needsAttention} look="problem" items={problems} />
      <HealthSection id="content-suggestions-title" title={CONTENT_TEXT.suggestions} look="suggestion" items={suggestions} />
    </>
  );
}

const LOOKS = {
  problem: { icon: AlertTriangle, box: "border-amber-300 bg-amber-50 text-amber-950", heading: "" },
  suggestion: { icon: Lightbulb, box: "border-slate-200 bg-white text-slate-800", heading: "text-slate-900" },
} as const;

/** One titled list of health items; nothing when it has none. */
function HealthSection({ id, title, look, items }: { id: string; title: string; look: keyof typeof LOOKS; items: ContentHealthItem[] }) {
  if (!items.length) return null;
  const { icon: Icon, box, heading } = LOOKS[look];
  return (
    <section aria-labelledby={id} className={`rounded-xl border p-4 text-sm sm:p-5 ${box}`}>
      <h2 id={id} className={`flex items-center gap-2 text-base font-semibold ${heading}`}>
        <Icon aria-hidden className="size-4" />
        {title}
      </h2>
      <HealthItems items={items} />
    </section>
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
