import { describe, expect, it } from "vitest";
import { filterContentDocuments, parseContentListQuery } from "~/lib/site-content/content-list-query";

const documents = [
  { id: "hsa-figures", label: "HSA and HDHP figures", typeLabel: "HSA figures", description: "Limits by year.", group: "HSA figures and rules", pages: ["/"] },
  { id: "team", label: "Team", typeLabel: "Team members", description: "The firm's people and their photos.", group: "Firm", pages: ["/team"] },
  {
    id: "consultation-thanks",
    label: "Consultation request: thank-you page",
    typeLabel: "Thank-you page",
    description: "After a request is sent.",
    group: "Pages and legal",
    pages: ["/contact/thank-you"],
  },
];
const ids = (query: string) => filterContentDocuments(documents, parseContentListQuery(new URLSearchParams(query))).map((document) => document.id);

describe("the Site Content list's search and section", () => {
  it("finds documents by every word of their title, type, description or page, in any case", () => {
    expect(ids("q=team")).toEqual(["team"]);
    expect(ids("q=THANK+you")).toEqual(["consultation-thanks"]);
    expect(ids("q=photos")).toEqual(["team"]);
    expect(ids("q=%2Fcontact")).toEqual(["consultation-thanks"]);
    expect(ids("q=hsa+photos")).toEqual([]);
    expect(ids("")).toEqual(["hsa-figures", "team", "consultation-thanks"]);
  });

  it("keeps one section, ignoring one that is not a section", () => {
    expect(ids("section=Firm")).toEqual(["team"]);
    expect(ids("section=Firm&q=limits")).toEqual([]);
    expect(ids("section=Nonsense")).toHaveLength(3);
    expect(parseContentListQuery(new URLSearchParams("q=%20%20a%20%20b%20"))).toEqual({ search: "a b", section: null });
  });
});
