import { ArrowLeft, ExternalLink, Eye, History } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { formatDateTime } from "~/lib/core/date-time";
import { CONTENT_TEXT } from "../content-admin-text";
import { CONTENT_LIST_PATH, contentHistoryPath, contentPreviewPath } from "../content-paths";
import { DocumentState, type DocumentStateFacts } from "../document-state";

/** What the editor shows of a document's declaration (the declaration itself stays on the server). */
export type DocumentSummary = {
  id: string;
  label: string;
  typeLabel: string;
  description: string;
  pages: string[];
  reviewEveryDays: number | null;
};

/** Title, description, state, and the links around the form: back, history, previews of the draft, the public pages. */
export function DocumentHeader({
  document,
  content,
  canManage,
  dirty,
}: {
  document: DocumentSummary;
  content: DocumentStateFacts & { reviewedAt: string | null };
  canManage: boolean;
  dirty: boolean;
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="content-form-title" className="text-lg font-semibold text-slate-900">
            {canManage ? CONTENT_TEXT.editTitle(document.label) : CONTENT_TEXT.viewTitle(document.label)}
          </h2>
          <p className="text-sm text-slate-600">{document.description}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={CONTENT_LIST_PATH}>
              <ArrowLeft aria-hidden />
              All content
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={contentHistoryPath(document.id)}>
              <History aria-hidden />
              History
            </Link>
          </Button>
        </div>
      </div>
      <DocumentState state={content} />
      {document.reviewEveryDays !== null ? (
        <p className="text-sm text-slate-700">
          Reviewed every {document.reviewEveryDays} days; last reviewed: <LocalDateTime iso={content.reviewedAt} format={formatDateTime} />
        </p>
      ) : null}
      {document.pages.length ? (
        <div className="space-y-1 text-sm">
          <p className="font-medium text-slate-900">Pages that show it</p>
          <ul className="flex flex-col gap-1">
            {document.pages.map((page) => (
              <li key={page} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <code className="w-full break-all text-slate-800 sm:w-auto">{page === "/" ? "/ (home page)" : page}</code>
                {canManage ? (
                  <a
                    href={contentPreviewPath(page)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-brand-800 underline underline-offset-2"
                  >
                    <Eye aria-hidden className="size-4" />
                    Preview<span className="sr-only"> {page} with the saved draft</span>
                  </a>
                ) : null}
                <a href={page} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-800 underline underline-offset-2">
                  <ExternalLink aria-hidden className="size-4" />
                  View page<span className="sr-only"> {page}</span>
                </a>
              </li>
            ))}
          </ul>
          {canManage && dirty ? <p className="text-xs text-slate-600">{CONTENT_TEXT.previewNote}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
