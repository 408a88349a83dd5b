/**
 * Says a page is a preview, in its own landmark at the top of the page, below the fixed header: it
 * scrolls with the page, so it never covers what has focus (a fixed bar did, WCAG 2.4.11). Dark, as the header is transparent with white text above it;
 * its top padding is the fixed header's height (4rem) and one more, so its words sit just below it.
 */
export function PreviewNotice({ children }: { children: React.ReactNode }) {
  return (
    <aside aria-label="Preview" className="border-b-4 border-amber-500 bg-slate-900 px-4 pt-20 pb-3 text-sm text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-baseline gap-x-3 gap-y-1">{children}</div>
    </aside>
  );
}
