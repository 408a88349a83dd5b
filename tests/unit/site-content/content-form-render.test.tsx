import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { amount, boolean, date, group, image, integer, link, list, richText, select, specsOf, text, textarea } from "~/lib/site-content/fields";
import { DocumentEditor, type EditorProps } from "~/routes/admin/content/editor/document-editor";
import { HealthPanel } from "~/routes/admin/content/health-panel";

/** One field of every kind, as a content type would declare them. */
const FIELDS = specsOf({
  heading: text("Heading", { help: "Shown at the top." }),
  intro: textarea("Introduction", { required: false }),
  body: richText("Body"),
  price: amount("Price", { cents: true }),
  seats: integer("Seats", { min: 1, max: 40 }),
  startsOn: date("Starts on"),
  more: link("Read more", { required: false }),
  photo: image("Photo"),
  level: select("Level", [
    { value: "basic", label: "Basic" },
    { value: "advanced", label: "Advanced" },
  ]),
  featured: boolean("Featured"),
  contact: group("Contact", { name: text("Name") }),
  steps: list("Steps", { title: text("Title") }, { max: 2, min: 1, itemLabel: "title", singular: "step" }),
});

const DATA = {
  heading: "CHSA course",
  intro: "",
  body: "<p>Learn <strong>HSAs</strong></p>",
  price: 1295.5,
  seats: 20,
  startsOn: "2027-03-01",
  more: "/training/chsa",
  photo: "/images/training/chsa-hero.svg",
  level: "advanced",
  featured: true,
  contact: { name: "Rachel" },
  steps: [{ title: "Enrol" }, { title: "Pass the exam" }],
};

function render(canManage: boolean) {
  const props: EditorProps = {
    document: {
      id: "training/chsa",
      label: "CHSA course",
      typeLabel: "Training",
      description: "The CHSA page.",
      pages: ["/training/chsa"],
      reviewEveryDays: 90,
    },
    fields: FIELDS,
    content: {
      version: 3,
      data: DATA,
      builtIn: false,
      hasDraft: true,
      publishAt: null,
      publishError: null,
      publishedAt: null,
      publishedBy: "ana",
      reviewedAt: null,
    },
    autosave: null,
    atBuiltIn: false,
    library: [],
    builtInImages: ["/images/training/chsa-hero.svg"],
    canManage,
  };
  const Stub = createRoutesStub([{ id: "editor", path: "/", Component: () => <DocumentEditor {...props} /> }]);
  // React's text separators say nothing about the page: drop them so texts read whole.
  return renderToString(<Stub initialEntries={["/"]} />).replaceAll("<!-- -->", "");
}

describe("the document form, drawn from field descriptions", () => {
  it("labels every control and wires its help, with optional fields marked", () => {
    const html = render(true);
    for (const [id, label] of [
      ["content-heading", "Heading"],
      ["content-price", "Price"],
      ["content-seats", "Seats"],
      ["content-startsOn", "Starts on"],
      ["content-level", "Level"],
      ["content-contact-name", "Name"],
      ["content-steps-1-title", "Title"],
    ]) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>${label}`));
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('aria-describedby="content-heading-help"');
    expect(html).toMatch(/Introduction<span[^>]*> \(optional\)/);
    expect(html).toContain('value="$1,295.50"');
    expect(html).toMatch(/type="number"[^>]*min="1"[^>]*max="40"|max="40"[^>]*min="1"/);
    expect(html).toContain('id="content-body-label"');
    expect(html).toContain("Change image");
    expect(html).toMatch(/<legend[^>]*>Contact<\/legend>/);
    expect(html).toMatch(/<legend[^>]*>Steps<\/legend>/);
    expect(html).toContain("Step Pass the exam");
    expect(html).toContain("2 of at most 2, at least 1");
    // Until the page is hydrated, buttons that need its code are disabled.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Add step/);
    expect(html).toContain("Mark reviewed");
    expect(html).toContain('href="/svcs/preview/training/chsa"');
  });

  it("shows a 'user' account the content without a way to change it", () => {
    const html = render(false);
    expect(html).toContain("View CHSA course");
    expect(html).toMatch(/id="content-heading"[^>]*readOnly=""|readOnly=""[^>]*id="content-heading"/i);
    expect(html).not.toContain("Publish now");
    expect(html).not.toContain("Add step");
    expect(html).not.toContain("/svcs/preview/");
    expect(html).toContain("Learn HSAs");
  });
});

describe("the Needs attention panel", () => {
  it("links each item to its document and to the outside reference", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <HealthPanel
            items={[
              {
                kind: "figures-missing",
                documentId: "hsa-figures",
                title: "2028 HSA figures not entered",
                detail: "Enter them.",
                reference: { label: "IRS newsroom", href: "https://www.irs.gov/newsroom" },
              },
            ]}
          />
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    expect(html).toContain('href="/svcs/admin-dashboard/content/hsa-figures/edit"');
    expect(html).toContain("2028 HSA figures not entered");
    expect(html).toContain('href="https://www.irs.gov/newsroom"');
  });
});
