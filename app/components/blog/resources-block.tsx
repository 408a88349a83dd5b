import { BookOpen, GraduationCap, ShieldCheck, Tag } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { RESOURCES_PATH, servicePath, tagPath, trainingPath } from "~/lib/site/public-paths";

const RESOURCE_LINKS = [
  { to: RESOURCES_PATH, label: "HSA Resources", icon: BookOpen },
  { to: trainingPath("chsa"), label: "CHSA Certification", icon: GraduationCap },
  { to: servicePath("compliance"), label: "Compliance Services", icon: ShieldCheck },
] as const;

/** Below a post: its tags as list filters, then the firm's related pages. */
export function ResourcesBlock({ tags }: { tags: string[] }) {
  return (
    <section aria-labelledby="resources-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="resources-heading" className="text-lg font-bold text-slate-900">
        Resources
      </h2>
      {tags.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Post tags">
          {tags.map((tag) => (
            <li key={tag}>
              <PageLink
                to={tagPath(tag)}
                className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-800"
              >
                <Tag aria-hidden className="size-3.5" /> {tag}
              </PageLink>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-5 grid gap-2">
        {RESOURCE_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <PageLink to={to} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:text-brand-900 hover:underline">
              <Icon aria-hidden className="size-4" /> {label}
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
