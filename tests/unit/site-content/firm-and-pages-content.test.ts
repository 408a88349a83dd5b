import { describe, expect, it } from "vitest";
import { aphsaContent } from "~/content/aphsa";
import { contactPageContent } from "~/content/contact";
import { footerContent } from "~/content/footer";
import { contactBandContent, homeContent } from "~/content/home";
import { notFoundContent } from "~/content/not-found";
import { CONTENT_TYPES } from "~/content/registry";
import { seoContent, seoKeyFor } from "~/content/seo";
import { teamContent } from "~/content/team";
import { testimonialsContent } from "~/content/testimonials";
import { CONTENT_GROUPS, documentId } from "~/lib/site-content/content-type";
import { contentFieldErrors } from "~/lib/site-content/field-paths";
import { PUBLIC_STATIC_PATHS } from "~/lib/site/public-paths";

const TYPES = [teamContent, testimonialsContent, homeContent, contactBandContent, contactPageContent, aphsaContent, footerContent, notFoundContent, seoContent];

const team = teamContent.documents[0]!.defaults;
type Member = (typeof team.members)[number];
const teamErrors = (change: (members: Member[]) => Member[]) => {
  const parsed = teamContent.schema.safeParse({ ...team, members: change(structuredClone([...team.members])) });
  return parsed.success ? {} : contentFieldErrors(parsed.error);
};

describe("the firm's and the pages' content types", () => {
  it.each(TYPES.flatMap((type) => type.documents.map((document) => [documentId(type, document.key), type, document] as const)))(
    "%s: the built-in content passes its own rules unchanged",
    (_id, type, document) => {
      const parsed = type.schema.safeParse(document.defaults);
      expect(parsed.success ? null : contentFieldErrors(parsed.error)).toBeNull();
      expect(parsed.data).toEqual(document.defaults);
    },
  );

  it("are listed once each, in the order of the Site Content section's groups", () => {
    const ids = CONTENT_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const type of TYPES) expect(ids).toContain(type.id);
    const groupIndexes = CONTENT_TYPES.map((type) => CONTENT_GROUPS.indexOf(type.group));
    expect(groupIndexes).toEqual([...groupIndexes].sort((a, b) => a - b));
  });

  it("give every public page a search title and description of its own", () => {
    for (const path of PUBLIC_STATIC_PATHS.filter((path) => path !== "/blog")) expect(seoKeyFor(path), path).not.toBeNull();
    expect(seoKeyFor("/no-such-page")).toBeNull();
    const keys = seoContent.documents.map((document) => document.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("refuse two team members of the same name, at the second one's name", () => {
    expect(teamErrors((members) => [...members, { ...members[0]!, name: "margaret  LINDQVIST" }])).toEqual({
      "members.3.name": "Another team member is already named margaret LINDQVIST",
    });
  });

  it("refuse an e-mail name or LinkedIn profile that is not one, and allow either to be left empty", () => {
    expect(teamErrors(([first, ...rest]) => [{ ...first!, emailLocalPart: "m@firm.example" }, ...rest])).toEqual({
      "members.0.emailLocalPart": "E-mail name can hold only letters, digits and . _ + - (the part before the @)",
    });
    expect(teamErrors(([first, ...rest]) => [{ ...first!, linkedinPath: "https://evil.example/in/x" }, ...rest])).toEqual({
      "members.0.linkedinPath": "LinkedIn profile must be a profile path like /in/margaret-lindqvist",
    });
    expect(teamErrors(([first, ...rest]) => [{ ...first!, linkedinPath: "//evil.example/in/x" }, ...rest])).toHaveProperty("members.0.linkedinPath");
    expect(teamErrors(([first, ...rest]) => [{ ...first!, emailLocalPart: "", linkedinPath: "", image: "" }, ...rest])).toEqual({});
  });

  it("need at least one team member and a photo from the site", () => {
    expect(teamErrors(() => [])).toEqual({ members: "Team members needs at least 1 team member" });
    expect(teamErrors(([first, ...rest]) => [{ ...first!, image: "https://elsewhere.example/photo.jpg" }, ...rest])).toEqual({
      "members.0.image": "Choose photo from the media library",
    });
  });

  it("refuse a link that is neither a site path nor https, and an icon the site does not have", () => {
    const home = homeContent.documents[0]!.defaults;
    const cards = home.solutions.cards.map((card, index) => (index === 0 ? { ...card, href: "javascript:alert(1)", icon: "Skull" } : card));
    const parsed = homeContent.schema.safeParse({ ...home, solutions: { ...home.solutions, cards } });
    expect(parsed.success ? {} : contentFieldErrors(parsed.error)).toEqual({
      "solutions.cards.0.href": "Links to must be an https:// address or a site path starting with /",
      "solutions.cards.0.icon": "Choose one of the icon options",
    });
  });
});
