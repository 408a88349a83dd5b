import { CircleAlert, CircleCheck, ExternalLink, Lightbulb } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { type AttentionItem, attentionFor } from "./attention.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "dashboard:view");
  const attention = await loadOrUnavailable(context, async () => ({ items: await attentionFor(context, user, new Date()) }), {
    label: "admin home",
    fallback: { items: [] },
  });
  return { username: user.username, userType: user.userType, attention };
}

function ItemLinks({ item }: { item: AttentionItem }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {item.action ? (
        <Link to={item.action.href} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {item.action.label}
        </Link>
      ) : null}
      {item.reference ? (
        <a href={item.reference.href} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-900" rel="noopener">
          {item.reference.label}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      ) : null}
    </p>
  );
}

function ItemList({ items, suggestion = false }: { items: AttentionItem[]; suggestion?: boolean }) {
  const Icon = suggestion ? Lightbulb : CircleAlert;
  return (
    <ul className="mt-4 divide-y divide-slate-200">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 py-4">
          <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${suggestion ? "text-slate-500" : "text-amber-700"}`} />
          <div className="min-w-0 space-y-1">
            <p className="font-semibold text-slate-900">{item.title}</p>
            <p className="text-sm text-slate-700">{item.detail}</p>
            <ItemLinks item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The admin home: a welcome, what needs a person (each with where to act on it), and apart from it the suggestions, which are not problems. */
export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const { attention } = loaderData;
  const problems = attention.items.filter((item) => !item.suggestion);
  const suggestions = attention.items.filter((item) => item.suggestion);
  return (
    <div className="space-y-6">
      <Card className="p-6">
        <h2 className="text-xl font-semibold text-slate-900">Welcome, {loaderData.username}</h2>
        <p className="mt-2 text-slate-700">
          Your account type is <strong>{loaderData.userType}</strong>. Choose a section above, or start with what needs attention below.
        </p>
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">Needs attention</h2>
        <p className="text-sm text-slate-600">Things on the site that need a person, from every section.</p>
        {!attention.ok ? (
          <p role="alert" className="mt-4 text-red-800">
            What needs attention could not be loaded. Please refresh the page.
          </p>
        ) : problems.length === 0 ? (
          <p className="mt-4 flex items-center gap-2 text-slate-700">
            <CircleCheck aria-hidden className="size-5 text-emerald-700" /> Nothing needs attention right now.
          </p>
        ) : (
          <ItemList items={problems} />
        )}
      </Card>
      {suggestions.length ? (
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-900">Suggestions</h2>
          <p className="text-sm text-slate-600">Not problems: improvements to make when the firm is ready.</p>
          <ItemList items={suggestions} suggestion />
        </Card>
      ) : null}
    </div>
  );
}
