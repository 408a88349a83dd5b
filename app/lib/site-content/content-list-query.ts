import { CONTENT_GROUPS, type ContentGroup } from "./content-groups";

export const CONTENT_SEARCH_MAX = 100;

/** The Site Content list's search (`q`: words of a title, type, description or page) and section (`section`). */
export type ContentListQuery = { search: string; section: ContentGroup | null };

/** The list's query from its URL; a section that is not one is ignored rather than refused. */
export function parseContentListQuery(params: URLSearchParams): ContentListQuery {
  const section = params.get("section");
  return {
    search: (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, CONTENT_SEARCH_MAX),
    section: CONTENT_GROUPS.find((group) => group === section) ?? null,
  };
}

export const isContentListNarrowed = (query: ContentListQuery) => Boolean(query.search || query.section);

type Searchable = { label: string; typeLabel: string; description: string; group: string; pages: readonly string[] };

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** The documents of the section whose title, type, description or pages hold every word searched (any case, any accents). */
export function filterContentDocuments<T extends Searchable>(documents: readonly T[], query: ContentListQuery): T[] {
  const words = fold(query.search).split(" ").filter(Boolean);
  return documents.filter((document) => {
    if (query.section && document.group !== query.section) return false;
    const text = fold([document.label, document.typeLabel, document.description, ...document.pages].join(" "));
    return words.every((word) => text.includes(word));
  });
}
