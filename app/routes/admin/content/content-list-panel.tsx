import { ExternalLink, History, Pencil, Search, X } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { selectClass } from "~/components/admin/form-field";
import { CONTENT_SEARCH_MAX, type ContentListQuery, isContentListNarrowed } from "~/lib/site-content/content-list-query";
import { PanelHeader } from "~/components/admin/panel-header";
import { CONTENT_GROUPS } from "~/lib/site-content/content-groups";
import type { ContentHealthItem, ContentListItem } from "~/services/site-content";
import { CONTENT_TEXT } from "./content-admin-text";
import { CONTENT_LIST_PATH, contentEditPath, contentHistoryPath } from "./content-paths";
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

/** Search by words and one section: a plain GET form (it works before and without JavaScript), so a search has its own address. */
function ContentSearch({ query }: { query: ContentListQuery }) {
  return (
    <Form
      key={JSON.stringify(query)}
      method="get"
      role="search"
      aria-label={CONTENT_TEXT.searchLabel}
      className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:px-5"
    >
      <div className="min-w-0 flex-1">
        <Label htmlFor="content-search">{CONTENT_TEXT.searchLabel}</Label>
        <Input
          id="content-search"
          name="q"
          type="search"
          defaultValue={query.search}
          maxLength={CONTENT_SEARCH_MAX}
          placeholder={CONTENT_TEXT.searchPlaceholder}
          className="mt-1.5"
        />
      </div>
      <div className="min-w-0 sm:w-56">
        <Label htmlFor="content-section">{CONTENT_TEXT.sectionLabel}</Label>
        <select id="content-section" name="section" defaultValue={query.section ?? ""} className={`${selectClass} mt-1.5`}>
          <option value="">{CONTENT_TEXT.allSections}</option>
          {CONTENT_GROUPS.map((group) => (
            <option key={group} value={group}>
              {group}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">
          <Search aria-hidden />
          {CONTENT_TEXT.searchSubmit}
        </Button>
        {isContentListNarrowed(query) ? (
          <Button asChild variant="outline">
            <Link to={CONTENT_LIST_PATH}>
              <X aria-hidden />
              {CONTENT_TEXT.clearSearch}
            </Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** The Site Content tab's list: what needs a person, then the documents by section (searched, or one section), with their state and links. */
export function ContentListPanel({
  documents,
  total,
  query,
  health,
  canManage,
}: {
  documents: ContentListItem[];
  total: number;
  query: ContentListQuery;
  health: ContentHealthItem[];
  canManage: boolean;
}) {
  const groups = CONTENT_GROUPS.map((group) => ({ group, documents: documents.filter((document) => document.group === group) })).filter(
    (entry) => entry.documents.length > 0,
  );
  return (
    <div className="space-y-6">
      <HealthPanel items={health} />
      <Card>
        <PanelHeader title={CONTENT_TEXT.heading} description={canManage ? CONTENT_TEXT.description : CONTENT_TEXT.readOnly} action={null} />
        <ContentSearch query={query} />
        {isContentListNarrowed(query) ? (
          <p role="status" className="px-4 pt-4 text-sm text-slate-700 sm:px-5">
            {documents.length ? CONTENT_TEXT.found(documents.length, total) : CONTENT_TEXT.noMatch}
          </p>
        ) : null}
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
