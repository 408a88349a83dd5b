import { ExternalLink, History, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PanelHeader } from "~/components/admin/panel-header";
import { CONTENT_GROUPS } from "~/lib/site-content/content-type";
import type { ContentHealthItem, ContentListItem } from "~/services/site-content";
import { CONTENT_TEXT } from "./content-admin-text";
import { contentEditPath, contentHistoryPath } from "./content-paths";
import { DocumentState } from "./document-state";
import { HealthPanel } from "./health-panel";

function DocumentRow({ document, canManage }: { document: ContentListItem; canManage: boolean }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 space-y-1.5">
        <h4 className="font-semibold text-slate-900">{document.label}</h4>
        <p className="text-sm text-slate-600">{document.description}</p>
        <DocumentState state={document} />
        {document.pages.length ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-slate-700">Shown on</span>
            {document.pages.map((page) => (
              <a
                key={page}
                href={page}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-brand-800 underline underline-offset-2"
              >
                {page === "/" ? "/ (home page)" : page}
                <ExternalLink aria-hidden className="size-3.5" />
              </a>
            ))}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={contentEditPath(document.id)}>
            <Pencil aria-hidden />
            {canManage ? "Edit" : "View"}
            <span className="sr-only"> {document.label}</span>
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={contentHistoryPath(document.id)}>
            <History aria-hidden />
            History<span className="sr-only"> of {document.label}</span>
          </Link>
        </Button>
      </div>
    </li>
  );
}

/** The Site Content tab's list: what needs a person, then every document by section, with its state and links. */
export function ContentListPanel({ documents, health, canManage }: { documents: ContentListItem[]; health: ContentHealthItem[]; canManage: boolean }) {
  const groups = CONTENT_GROUPS.map((group) => ({ group, documents: documents.filter((document) => document.group === group) })).filter(
    (entry) => entry.documents.length > 0,
  );
  return (
    <div className="space-y-6">
      <HealthPanel items={health} />
      <Card>
        <PanelHeader title={CONTENT_TEXT.heading} description={canManage ? CONTENT_TEXT.description : CONTENT_TEXT.readOnly} action={null} />
        <div className="space-y-6 p-4 sm:p-5">
          {groups.map(({ group, documents: inGroup }) => (
            <section key={group} aria-labelledby={`content-group-${CONTENT_GROUPS.indexOf(group)}`}>
              <h3 id={`content-group-${CONTENT_GROUPS.indexOf(group)}`} className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
                {group}
              </h3>
              <ul className="divide-y divide-slate-200">
                {inGroup.map((document) => (
                  <DocumentRow key={document.id} document={document} canManage={canManage} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Card>
    </div>
  );
}
