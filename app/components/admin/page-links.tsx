import { Link } from "react-router";

const pageLink =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600";

type Props = {
  /** Names the navigation for screen readers ("Audit log pages"). */
  label: string;
  page: number;
  hasNext: boolean;
  hrefFor: (page: number) => string;
  /** Where the reader is ("Page 2", "Page 2 of 7 · 320 posts"). */
  position: string;
};

/** Newer and Older links under a newest-first admin list; nothing when everything fits on one page. */
export function PageLinks({ label, page, hasNext, hrefFor, position }: Props) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 border-t border-slate-200 p-4 sm:px-5">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={pageLink}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-center text-sm text-slate-600">{position}</span>
      {hasNext ? (
        <Link to={hrefFor(page + 1)} className={pageLink}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
