import { FilePlus2, Plus, Trash2 } from "lucide-react";
import { useRef, useState, type MouseEvent } from "react";
import { useFetcher } from "react-router";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SEARCH_ADMIN_TEXT as TEXT, SYNONYM_FOR_PARAM, type SearchActionResult } from "./search-admin-text";

type Props = {
  retentionMonths: number;
  /** A search's words the synonym field starts with: "Add a synonym" followed before the page's script ran. */
  synonymFor: string | null;
  misses: { query: string; count: number; lastDay: string }[];
  synonyms: { id: string; phrases: string[]; createdBy: string }[];
};

const SYNONYMS_FIELD = "search-synonyms-phrases";

const startOfSynonyms = (query: string) => `${query}, `;

function StartDraft({ query }: { query: string }) {
  const fetcher = useFetcher<SearchActionResult>();
  useActionToast(fetcher);
  return (
    <fetcher.Form method="post">
      <Honeypot />
      <input type="hidden" name="query" value={query} />
      <Button
        type="submit"
        name="intent"
        value="start-draft"
        size="sm"
        variant="outline"
        disabled={fetcher.state !== "idle"}
        aria-label={`${TEXT.startDraft}: ${query}`}
      >
        <FilePlus2 aria-hidden />
        {TEXT.startDraft}
      </Button>
    </fetcher.Form>
  );
}

function DeleteSynonyms({ id, phrases }: { id: string; phrases: string }) {
  const fetcher = useFetcher<SearchActionResult>();
  useActionToast(fetcher);
  return (
    <fetcher.Form method="post">
      <Honeypot />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value="delete-synonyms"
        size="sm"
        variant="destructive-ghost"
        disabled={fetcher.state !== "idle"}
        aria-label={`${TEXT.deleteSynonyms}: ${phrases}`}
      >
        <Trash2 aria-hidden />
        {TEXT.deleteSynonyms}
      </Button>
    </fetcher.Form>
  );
}

/** Searches that found nothing (with "add a synonym" and "start a draft on this"), and the synonyms searches use. */
export function SearchPanel({ retentionMonths, synonymFor, misses, synonyms }: Props) {
  const fetcher = useFetcher<SearchActionResult>();
  const [phrases, setPhrases] = useState(synonymFor ? startOfSynonyms(synonymFor) : "");
  const field = useRef<HTMLInputElement>(null);
  useActionToast(fetcher, () => setPhrases(""));
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.phrases : null;

  function addSynonymFor(event: MouseEvent<HTMLAnchorElement>, query: string) {
    event.preventDefault();
    setPhrases(startOfSynonyms(query));
    field.current?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <PanelHeader title={TEXT.missesTitle} description={TEXT.missesDescription(retentionMonths)} action={null} />
        <DataTable
          caption={TEXT.missesTitle}
          columns={[TEXT.query, TEXT.count, TEXT.lastDay, TEXT.actions]}
          message={misses.length ? null : TEXT.noMisses}
          cardsBelow="lg"
        >
          {misses.map((miss) => (
            <DataRow key={miss.query}>
              <DataCell label={TEXT.query} className="font-medium break-all text-slate-900">
                {miss.query}
              </DataCell>
              <DataCell label={TEXT.count}>{miss.count}</DataCell>
              <DataCell label={TEXT.lastDay} className="whitespace-nowrap">
                {miss.lastDay}
              </DataCell>
              <DataCell label={TEXT.actions}>
                <div className="flex flex-wrap gap-1">
                  {/* A link, so that it fills the field without the page's script too (the server reads it). */}
                  <a
                    href={`?${SYNONYM_FOR_PARAM}=${encodeURIComponent(miss.query)}#${SYNONYMS_FIELD}`}
                    onClick={(event) => addSynonymFor(event, miss.query)}
                    className={buttonVariants({ size: "sm", variant: "outline" })}
                    aria-label={`${TEXT.addSynonym}: ${miss.query}`}
                  >
                    <Plus aria-hidden />
                    {TEXT.addSynonym}
                  </a>
                  <StartDraft query={miss.query} />
                </div>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      </Card>
      <Card>
        <PanelHeader title={TEXT.synonymsTitle} description={TEXT.synonymsDescription} action={null} />
        <fetcher.Form method="post" className="flex flex-col gap-2 p-4 sm:p-5">
          <Honeypot />
          <Label htmlFor={SYNONYMS_FIELD}>{TEXT.synonymsLabel}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              ref={field}
              id={SYNONYMS_FIELD}
              name="phrases"
              value={phrases}
              onChange={(event) => setPhrases(event.target.value)}
              placeholder={TEXT.synonymsPlaceholder}
              maxLength={1000}
              autoFocus={Boolean(synonymFor)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${SYNONYMS_FIELD}-error` : undefined}
              className="min-w-0 flex-1"
            />
            <Button type="submit" name="intent" value="add-synonyms" disabled={fetcher.state !== "idle"}>
              {TEXT.synonymsAdd}
            </Button>
          </div>
          <FieldError id={`${SYNONYMS_FIELD}-error`} message={error} />
        </fetcher.Form>
        <DataTable caption={TEXT.synonymsTitle} columns={[TEXT.synonymsTitle, TEXT.actions]} message={synonyms.length ? null : TEXT.noSynonyms}>
          {synonyms.map((group) => (
            <DataRow key={group.id}>
              <DataCell label={TEXT.synonymsTitle} className="text-slate-900">
                {group.phrases.join(" = ")} <span className="text-sm text-slate-600">({TEXT.addedBy(group.createdBy)})</span>
              </DataCell>
              <DataCell label={TEXT.actions}>
                <DeleteSynonyms id={group.id} phrases={group.phrases.join(", ")} />
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      </Card>
    </div>
  );
}
