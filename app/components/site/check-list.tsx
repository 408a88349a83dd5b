import { CircleCheck } from "~/components/site/icons";
import { mergeClasses } from "~/lib/ui/merge-classes";

/** A bulleted list with check marks, for benefits and feature lists. */
export function CheckList({ items, className, columns = 1 }: { items: readonly string[]; className?: string; columns?: 1 | 2 }) {
  return (
    <ul className={mergeClasses("grid gap-3", columns === 2 && "sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
