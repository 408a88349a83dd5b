/**
 * What Google's documentation requires of the structured data the site emits, for the rich results
 * and search features each type aims at; a block that breaks a rule is not eligible.
 *
 * - Course: https://developers.google.com/search/docs/appearance/structured-data/course-info
 *   (Course: name, description, provider, offers, hasCourseInstance; Offer: category, and price
 *   with priceCurrency unless free; CourseInstance: courseMode, and courseSchedule or
 *   courseWorkload, the workload an ISO 8601 duration).
 * - BreadcrumbList: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 *   (itemListElement of at least two ListItems, each with position and name, and item, a URL,
 *   on every one but the last).
 * - WebSite: https://developers.google.com/search/docs/appearance/site-names (name and url).
 * - Organization: https://developers.google.com/search/docs/appearance/structured-data/organization
 *   (nothing required; its url and logo, when given, are absolute URLs).
 * - Person: https://developers.google.com/search/docs/appearance/structured-data/profile-page
 *   (the Person's name).
 * - BlogPosting: https://developers.google.com/search/docs/appearance/structured-data/article
 *   (nothing required; headline, image, dates and the publisher's logo are recommended: this site
 *   requires the headline and the publisher with its logo, and checks the rest when present).
 * Every block needs the schema.org context and a type.
 */
type Node = Record<string, unknown>;

const COURSE_MODES = /^(online|onsite|blended)$/i;
const OFFER_CATEGORIES = new Set(["Free", "Partially Free", "Subscription", "Paid"]);
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
const CURRENCY = /^[A-Z]{3}$/;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown) => typeof value === "string" && value.trim() !== "";
const absoluteUrl = (value: unknown) => {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const typeOf = (node: Node) => listOf(node["@type"]).map(String);

function urlsAbsolute(node: Node, where: string, properties: readonly string[]): string[] {
  return properties.flatMap((property) =>
    listOf(node[property])
      .filter((value) => !isNode(value) && !absoluteUrl(value))
      .map((value) => `${where}: ${property} "${String(value)}" is not an absolute URL`),
  );
}

function offerProblems(offer: unknown, where: string): string[] {
  if (!isNode(offer) || !typeOf(offer).includes("Offer")) return [`${where}: not an Offer`];
  const problems: string[] = [];
  if (!OFFER_CATEGORIES.has(String(offer.category))) problems.push(`${where}: category must be one of ${[...OFFER_CATEGORIES].join(", ")}`);
  if (offer.category !== "Free") {
    if (typeof offer.price !== "number" || offer.price < 0) problems.push(`${where}: price (a number) is required unless the course is free`);
    if (!CURRENCY.test(String(offer.priceCurrency))) problems.push(`${where}: priceCurrency (ISO 4217) is required with a price`);
  }
  return problems;
}

function courseInstanceProblems(instance: unknown, where: string): string[] {
  if (!isNode(instance) || !typeOf(instance).includes("CourseInstance")) return [`${where}: not a CourseInstance`];
  const problems: string[] = [];
  if (!listOf(instance.courseMode).some((mode) => COURSE_MODES.test(String(mode)) || absoluteUrl(mode)))
    problems.push(`${where}: courseMode must be Online, Onsite or Blended (or a URL)`);
  const workload = instance.courseWorkload;
  if (instance.courseSchedule === undefined && workload === undefined) problems.push(`${where}: courseSchedule or courseWorkload is required`);
  if (workload !== undefined && !ISO_DURATION.test(String(workload))) problems.push(`${where}: courseWorkload must be an ISO 8601 duration, e.g. PT20H`);
  return problems;
}

const RULES: Record<string, (node: Node, where: string) => string[]> = {
  Course(node, where) {
    const problems: string[] = [];
    for (const property of ["name", "description"]) if (!text(node[property])) problems.push(`${where}: ${property} is required`);
    if (!isNode(node.provider) || !text(node.provider.name)) problems.push(`${where}: provider (an Organization with its name) is required`);
    const offers = listOf(node.offers);
    if (offers.length === 0) problems.push(`${where}: offers is required`);
    offers.forEach((offer, index) => problems.push(...offerProblems(offer, `${where} offers[${index}]`)));
    const instances = listOf(node.hasCourseInstance);
    if (instances.length === 0) problems.push(`${where}: hasCourseInstance is required`);
    instances.forEach((instance, index) => problems.push(...courseInstanceProblems(instance, `${where} hasCourseInstance[${index}]`)));
    return [...problems, ...urlsAbsolute(node, where, ["url", "image"])];
  },
  BreadcrumbList(node, where) {
    const items = listOf(node.itemListElement);
    if (items.length < 2) return [`${where}: itemListElement needs at least two ListItems`];
    return items.flatMap((item, index) => {
      const at = `${where} itemListElement[${index}]`;
      if (!isNode(item) || !typeOf(item).includes("ListItem")) return [`${at}: not a ListItem`];
      const problems: string[] = [];
      if (item.position !== index + 1) problems.push(`${at}: position must be ${index + 1}`);
      if (!text(item.name)) problems.push(`${at}: name is required`);
      const last = index === items.length - 1;
      if (!last && !absoluteUrl(item.item)) problems.push(`${at}: item (an absolute URL) is required except on the last ListItem`);
      if (last && item.item !== undefined && !absoluteUrl(item.item)) problems.push(`${at}: item must be an absolute URL`);
      return problems;
    });
  },
  WebSite(node, where) {
    const problems = [];
    if (!text(node.name)) problems.push(`${where}: name is required`);
    if (!absoluteUrl(node.url)) problems.push(`${where}: url (the home page, absolute) is required`);
    return problems;
  },
  Organization: (node, where) => urlsAbsolute(node, where, ["url", "logo", "sameAs"]),
  Person(node, where) {
    return [...(text(node.name) ? [] : [`${where}: name is required`]), ...urlsAbsolute(node, where, ["url", "image", "sameAs"])];
  },
  BlogPosting(node, where) {
    const problems = text(node.headline) ? [] : [`${where}: headline is required by this site's posts`];
    for (const property of ["datePublished", "dateModified"])
      if (node[property] !== undefined && Number.isNaN(Date.parse(String(node[property])))) problems.push(`${where}: ${property} must be an ISO 8601 date`);
    // Google's article guidance recommends the publisher's logo; this site's posts always give it.
    const publisher = node.publisher;
    const logo = isNode(publisher) ? (isNode(publisher.logo) ? publisher.logo.url : publisher.logo) : undefined;
    if (!isNode(publisher) || !text(publisher.name) || !absoluteUrl(logo))
      problems.push(`${where}: publisher (an Organization with its name and an absolute logo URL) is required by this site's posts`);
    return [...problems, ...urlsAbsolute(node, where, ["url", "image"])];
  },
  Book: (node, where) => [...(text(node.name) ? [] : [`${where}: name is required`]), ...urlsAbsolute(node, where, ["url"])],
};

/** The typed nodes of a block: the block itself, or each member of its @graph. */
function nodesOf(block: Node): Node[] {
  return Array.isArray(block["@graph"]) ? block["@graph"].filter(isNode) : [block];
}

/** Everything wrong with one parsed JSON-LD block, named with `where`; empty when Google accepts it. */
export function structuredDataProblems(block: unknown, where: string): string[] {
  if (!isNode(block)) return [`${where}: not a JSON object`];
  if (block["@context"] !== "https://schema.org") return [`${where}: @context must be https://schema.org`];
  return nodesOf(block).flatMap((node, index) => {
    const types = typeOf(node);
    const at = `${where} ${types.join("/") || `@graph[${index}]`}`;
    if (types.length === 0) return [`${at}: @type is required`];
    const checked = types.filter((type) => RULES[type]);
    if (checked.length === 0) return [`${at}: no rule for this type: add Google's requirements for it to tests/support/google-structured-data.ts`];
    return checked.flatMap((type) => RULES[type]!(node, at));
  });
}

/** The schema.org types a parsed block declares (of the block, or of each member of its @graph). */
export function typesIn(block: unknown): string[] {
  return isNode(block) ? nodesOf(block).flatMap(typeOf) : [];
}
