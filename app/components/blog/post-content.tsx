import { cn } from "~/lib/ui/cn";
import { mergeClasses } from "~/lib/ui/merge-classes";

/** Typography for post HTML; the HTML reaching here was sanitized on the server. */
// No two of these set the same property (tests/unit/class-names.test.ts): the editor reuses them in a hydrated page.
export const PROSE_CLASSES = cn(
  "max-w-none text-base leading-relaxed text-slate-800",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  // The editor keeps a list item's text in a paragraph: it takes the item's spacing, not a paragraph's.
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5 [&_li>p]:mt-0",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:bg-slate-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:italic",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left",
  "[&>*:first-child]:mt-0",
);

export function PostContent({ html, className }: { html: string; className?: string }) {
  return <div className={mergeClasses(PROSE_CLASSES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
