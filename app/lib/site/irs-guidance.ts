/**
 * The IRS rules list as the pages show it: guidance grouped by the year it was issued, each
 * document's fragment id, and the featured references on /resources/irs-treasury.
 */

type Guidance = { year: number; citation: string; title: string; featured: boolean };
type Reference = { title: string; url: string; description: string; featured: boolean };

/** A link with its label and an optional line under it (ReferenceList's entries). */
export type ReferenceLink = { label: string; href: string; description?: string };

/** The fragment id of a guidance document on the IRS rules page: "Notice 2019-45" -> "notice-2019-45". */
export function guidanceAnchorId(citation: string): string {
  return citation
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The guidance by year issued, newest year first, each year's documents in the list's order. */
export function guidanceByYear<Item extends Guidance>(items: readonly Item[]): { year: number; items: Item[] }[] {
  const years = new Map<number, Item[]>();
  for (const item of items) years.set(item.year, [...(years.get(item.year) ?? []), item]);
  return [...years.entries()].sort(([a], [b]) => b - a).map(([year, yearItems]) => ({ year, items: yearItems }));
}

/**
 * What /resources/irs-treasury lists: the featured publications and forms, and the featured
 * guidance oldest first, each notice linking to its entry on the full rules page (which carries
 * the irs.gov link, so each official address is written once).
 */
export function featuredReferences(
  rules: { publications: readonly Reference[]; forms: readonly Reference[]; guidance: readonly Guidance[] },
  rulesPath: string,
): { publications: ReferenceLink[]; forms: ReferenceLink[]; notices: ReferenceLink[] } {
  const asLink = (item: Reference): ReferenceLink => ({ label: item.title, href: item.url, description: item.description });
  return {
    publications: rules.publications.filter((item) => item.featured).map(asLink),
    forms: rules.forms.filter((item) => item.featured).map(asLink),
    notices: rules.guidance
      .filter((item) => item.featured)
      .toSorted((a, b) => a.year - b.year)
      .map((item) => ({ label: item.citation, href: `${rulesPath}#${guidanceAnchorId(item.citation)}`, description: item.title })),
  };
}
