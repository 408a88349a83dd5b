import { describe, expect, it } from "vitest";
import { structuredDataProblems } from "../support/google-structured-data";

const provider = { "@type": "Organization", name: "Example Firm", url: "https://www.example.com" };
const offer = { "@type": "Offer", price: 499, priceCurrency: "USD", category: "Paid" };
const instance = { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT20H" };
const course = {
  "@context": "https://schema.org",
  "@type": "Course",
  name: "CHSA",
  description: "A credential.",
  provider,
  offers: [offer],
  hasCourseInstance: [instance],
};

// The checker the page-wide structured-data test relies on: each rule must be able to fail.
describe("structuredDataProblems", () => {
  it("accepts a course with what Google's course info asks", () => {
    expect(structuredDataProblems(course, "c")).toEqual([]);
  });

  it.each([
    ["no instance", { ...course, hasCourseInstance: undefined }, "hasCourseInstance is required"],
    ["a workload that is not a duration", { ...course, hasCourseInstance: [{ ...instance, courseWorkload: "20 hours" }] }, "ISO 8601 duration"],
    [
      "an instance with neither schedule nor workload",
      { ...course, hasCourseInstance: [{ "@type": "CourseInstance", courseMode: "Online" }] },
      "courseSchedule or courseWorkload",
    ],
    ["no offers", { ...course, offers: [] }, "offers is required"],
    ["an offer without its currency", { ...course, offers: [{ ...offer, priceCurrency: undefined }] }, "priceCurrency"],
    ["a relative url", { ...course, url: "/training/chsa" }, "not an absolute URL"],
  ])("refuses a course with %s", (_label, block, problem) => {
    expect(structuredDataProblems(block, "c").join("\n")).toContain(problem);
  });

  it("refuses a breadcrumb trail whose earlier step has no address, or that is one step long", () => {
    const step = (position: number, name: string, item?: string) => ({ "@type": "ListItem", position, name, ...(item ? { item } : {}) });
    const trail = (...items: object[]) => ({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: items });
    expect(structuredDataProblems(trail(step(1, "Resources", "https://www.example.com/resources"), step(2, "HDHP")), "b")).toEqual([]);
    expect(structuredDataProblems(trail(step(1, "Resources"), step(2, "HDHP")), "b").join()).toContain("item (an absolute URL) is required");
    expect(structuredDataProblems(trail(step(1, "Resources", "https://www.example.com/resources")), "b").join()).toContain("at least two");
  });

  it("checks each member of a @graph, and names a type it has no rule for", () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Person", name: "" },
        { "@type": "Event", name: "Launch" },
      ],
    };
    expect(structuredDataProblems(graph, "g")).toEqual(["g Person: name is required", expect.stringContaining("g Event: no rule for this type")]);
  });

  it("refuses a block without the schema.org context or a type", () => {
    expect(structuredDataProblems({ "@type": "WebSite", name: "x", url: "https://x.example/" }, "w")).toEqual(["w: @context must be https://schema.org"]);
    expect(structuredDataProblems({ "@context": "https://schema.org", name: "x" }, "w")).toEqual(["w @graph[0]: @type is required"]);
  });
});
