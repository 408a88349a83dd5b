import type { BrowserContext, Page } from "@playwright/test";
// Each test publishes content that public pages show, then resets it: the file runs on a server of its own, signed in once.
import { expectNoAxeViolations } from "./support/axe";
import { expect, ownServerTest as test, signInContext } from "./support/fixtures";
import { jsonLdBlocks } from "./support/content-pages";
import {
  CONTENT_PATH,
  CONTENT_TOASTS,
  chooseImage,
  editorPath,
  entryTitles,
  historyPath,
  listEntry,
  listField,
  openEditor,
  openEntry,
  pictureFile,
  publish,
  resetToBuiltIn,
  toast,
} from "./support/site-content";
import { structuredDataProblems, typesIn } from "../support/google-structured-data";

let context: BrowserContext;
let page: Page;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async ({ browser, ownServer }) => {
  context = await browser.newContext({ baseURL: ownServer.baseURL });
  await signInContext(context, ownServer.baseURL, "moderator");
  page = await context.newPage();
});
test.afterAll(async () => context?.close());

/** The photo the first test uploads to the media library; later tests choose it there. */
const LIBRARY_PHOTO = "jonah-whitaker.png";

/** Opens a document's editor and checks it with axe as staff first see it. */
async function edit(documentId: string, label: string) {
  await openEditor(page, documentId, label);
  await expectNoAxeViolations(page);
}

/** A field of the document itself, by its label: the form shows them before the lists and groups that may repeat the label. */
const field = (label: string) => page.getByLabel(label, { exact: true }).first();

async function resetAll(documents: [string, string][]) {
  for (const [documentId, label] of documents) {
    await openEditor(page, documentId, label);
    await resetToBuiltIn(page);
  }
}

test("team: a member added with a photo uploaded to the media library, moved up, another removed; the heading changed; the built-in content restored from the History", async () => {
  await edit("team", "Team");
  await page.getByLabel("Heading", { exact: true }).fill("The People Behind the Advice");
  const members = listField(page, "Team members");
  await members.getByRole("button", { name: "Add team member" }).click();
  await expect(listEntry(page, "Team member 4").getByLabel("Name", { exact: true })).toBeFocused();
  await page.keyboard.type("Jonah Whitaker");
  const jonah = listEntry(page, "Team member Jonah Whitaker");
  await jonah.getByLabel("Job title").fill("HSA Operations Consultant");
  await jonah.getByLabel("Biography").fill("Jonah Whitaker ran HSA operations at a national custodian for ten years.");
  await chooseImage(jonah, page, "Photo", { upload: await pictureFile(LIBRARY_PHOTO) });
  await jonah.getByLabel("Photo description").fill("Portrait of Jonah Whitaker");
  await page.getByRole("button", { name: "Move up Team member Jonah Whitaker" }).click();
  await page.getByRole("button", { name: "Remove Team member Margaret Lindqvist" }).click();
  await expect(entryTitles(members)).toHaveText(["Team member Daniel Okafor", "Team member Jonah Whitaker", "Team member Rachel Torres"]);
  await publish(page);

  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The People Behind the Advice");
  await expect(page.getByRole("region", { name: "Team members" }).getByRole("heading", { level: 2 })).toHaveText([
    "Daniel Okafor",
    "Jonah Whitaker",
    "Rachel Torres",
  ]);
  await expect(page.getByRole("img", { name: "Portrait of Jonah Whitaker" })).toHaveAttribute("src", /^\/media\/[a-f0-9]{64}\//);

  // The content from before the first change comes back from the History too, like any revision.
  await page.goto(historyPath("team"));
  const revisions = page.getByRole("list", { name: "Revisions, newest first" }).locator(":scope > li");
  // The change reads as the member removed and the one added, not as every later member changing.
  await expect(revisions.first()).toContainText("Team members › Margaret Lindqvist › Name: Margaret Lindqvist → (empty)");
  await expect(revisions.first()).toContainText("Team members › Jonah Whitaker › Name: (empty) → Jonah Whitaker");
  await expect(revisions.first()).not.toContainText("Daniel Okafor › Name");
  const builtIn = revisions.last();
  await expect(builtIn).toContainText("Built-in content");
  await expectNoAxeViolations(page);
  await builtIn.getByRole("button", { name: "Restore the built-in content" }).click();
  await page.getByRole("dialog", { name: "Restore the built-in content" }).getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, CONTENT_TOASTS.reset)).toBeVisible();
  await expect(revisions.first()).toContainText("Reset to built-in");
  await expect(builtIn.getByRole("button", { name: "Restore the built-in content" })).toHaveCount(0);
  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
  await expect(page.getByText("Jonah Whitaker")).toHaveCount(0);
});

test("the home page, testimonials, contact band and footer: texts, a number, a picture from the library, lists reordered and shortened, a link", async () => {
  await edit("home", "Home page");
  const hero = page.getByRole("group", { name: "Hero", exact: true });
  await hero.getByLabel("Headline").fill("Independent HSA expertise, start to finish");
  await chooseImage(hero, page, "Illustration", { fromLibrary: LIBRARY_PHOTO });
  await hero.getByLabel("Illustration description").fill("A consultant at work");
  await page.getByRole("group", { name: "Client satisfaction figure" }).getByLabel("Figure", { exact: true }).fill("98");
  await page.getByRole("button", { name: "Move up Highlight Industry Education" }).click();
  await publish(page);

  await edit("testimonials", "Testimonials");
  const karen = await openEntry(page, "Testimonial Karen Whitfield");
  await karen.getByLabel("Quote").fill("They found the gaps in our payroll funding before our auditors did.");
  await chooseImage(karen, page, "Portrait", { fromLibrary: LIBRARY_PHOTO });
  await page.getByRole("button", { name: "Remove Testimonial Marcus Delgado" }).click();
  await page.getByRole("button", { name: "Move up Testimonial Thomas Brennan" }).click();
  await publish(page);

  await edit("contact-band", "Contact band");
  await page.getByLabel("Heading", { exact: true }).fill("Tell Us About Your HSA Program");
  await page.getByLabel("Third button links to").fill("/contact");
  await publish(page);

  await edit("footer", "Footer");
  await page.getByLabel("Tagline").fill("{firm}: independent HSA consulting and training since 2004.");
  await publish(page);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Independent HSA expertise, start to finish");
  await expect(page.getByRole("img", { name: "A consultant at work" })).toHaveAttribute("src", /^\/media\/[a-f0-9]{64}\//);
  await expect(page.getByText("98%").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Highlights" }).getByRole("heading", { level: 3 })).toHaveText([
    "Expert Guidance",
    "Industry Education",
    "Strategic Solutions",
  ]);
  const carousel = page.getByRole("region", { name: "Client testimonials" });
  await expect(carousel.getByText("They found the gaps in our payroll funding before our auditors did.")).toBeAttached();
  await expect(carousel.getByText("Marcus Delgado")).toHaveCount(0);
  await expect(carousel.getByText(/^(Karen Whitfield|Thomas Brennan|Priya Raman)$/)).toHaveText(["Karen Whitfield", "Thomas Brennan", "Priya Raman"]);
  await expect(page.getByRole("heading", { name: "Tell Us About Your HSA Program" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Our Team" }).last()).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("contentinfo")).toContainText("independent HSA consulting and training since 2004.");

  await resetAll([
    ["home", "Home page"],
    ["testimonials", "Testimonials"],
    ["contact-band", "Contact band"],
    ["footer", "Footer"],
  ]);
});

test("the contact page, APHSA, page not found and one page's search title and description", async () => {
  await edit("contact", "Contact page");
  await field("Heading").fill("Talk to Our Team");
  await page.getByRole("group", { name: "Team card" }).getByLabel("Links to").fill("/aphsa");
  await publish(page);

  await edit("aphsa", "APHSA consulting page");
  const hero = page.getByRole("group", { name: "Hero", exact: true });
  await hero.getByLabel("Heading").fill("APHSA Consulting Engagements");
  await chooseImage(hero, page, "Illustration", { fromLibrary: LIBRARY_PHOTO });
  await listField(page, "Overview").getByRole("button", { name: "Add paragraph" }).click();
  await page.keyboard.type("Every engagement starts with a one-hour call with a principal.");
  await page.getByRole("button", { name: "Remove Kind of client Banks and credit unions" }).click();
  await publish(page);

  await edit("not-found", "Page not found");
  await page.getByRole("group", { name: "Page not found", exact: true }).getByLabel("Heading").fill("This page has moved on");
  await publish(page);

  await edit("seo/team", "Search title and description: Team");
  await page.getByLabel("Search title (optional)", { exact: true }).fill("Meet Our HSA Consultants");
  await page.getByLabel("Search description", { exact: true }).fill("The consultants and trainers of {firm}, with decades of HSA practice.");
  await publish(page);

  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to Our Team");
  await expect(page.getByRole("link", { name: "Meet the team" })).toHaveAttribute("href", "/aphsa");
  await page.goto("/aphsa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("APHSA Consulting Engagements");
  await expect(page.getByText("Every engagement starts with a one-hour call with a principal.")).toBeVisible();
  await expect(page.getByText("Banks and credit unions")).toHaveCount(0);
  await expect(page.locator(`img[src^="/media/"]`)).toHaveCount(1);
  // On a page of its own: the not-found page sends its visitor home after a delay, which may end while the next address loads.
  const notFound = await context.newPage();
  const missing = await notFound.goto("/no-such-page-for-the-forms-test");
  expect(missing?.status()).toBe(404);
  await expect(notFound.getByRole("heading", { level: 1 })).toHaveText("This page has moved on");
  await notFound.close();
  await page.goto("/team");
  await expect(page).toHaveTitle(/^Meet Our HSA Consultants/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^The consultants and trainers of .+, with decades of HSA practice\.$/);

  await resetAll([
    ["contact", "Contact page"],
    ["aphsa", "APHSA consulting page"],
    ["not-found", "Page not found"],
    ["seo/team", "Search title and description: Team"],
  ]);
});

test("the calculator page, the consultation form and its thank-you page: a question, a sentence refused without its {slot} at its field, a choice's label, a step added", async () => {
  await edit("contribution-calculator", "Contribution calculator page");
  const questions = page.getByRole("group", { name: "Questions", exact: true });
  await questions.getByLabel("Age", { exact: true }).fill("Your age on December 31");
  const changeRow = questions.getByLabel("A change row", { exact: true });
  await changeRow.fill("Coverage change");
  await page.getByRole("button", { name: "Publish now" }).click();
  const missingSlot = "A change row must keep {number}, where the page puts the number";
  await expect(questions.getByText(missingSlot)).toBeVisible();
  await expect(changeRow).toHaveAttribute("aria-invalid", "true");
  await expect(questions.getByLabel("Age", { exact: true })).toHaveValue("Your age on December 31");
  await changeRow.fill("Coverage change {number}");
  await publish(page);

  await edit("consultation-form", "Consultation request form");
  const topic = page.getByRole("group", { name: "Topic field", exact: true });
  await topic.getByLabel("Compliance", { exact: true }).fill("Compliance and IRS reporting");
  await field("Send button").fill("Send my request");
  await publish(page);

  await edit("consultation-thanks", "Consultation request: thank-you page");
  await listField(page, "Next steps").getByRole("button", { name: "Add step" }).click();
  await page.keyboard.type("Meanwhile, the learning center answers the most common questions.");
  await publish(page);

  await page.goto("/resources/contribution-calculator");
  await expect(page.getByLabel("Your age on December 31")).toBeVisible();
  await page.goto("/contact");
  await expect(page.getByLabel("What would you like to discuss?").locator("option", { hasText: "Compliance and IRS reporting" })).toHaveAttribute(
    "value",
    "compliance",
  );
  await expect(page.getByRole("button", { name: "Send my request" })).toBeVisible();
  await page.goto("/contact/thank-you");
  await expect(page.getByRole("listitem").filter({ hasText: "Meanwhile, the learning center answers the most common questions." })).toBeVisible();

  await resetAll([
    ["contribution-calculator", "Contribution calculator page"],
    ["consultation-form", "Consultation request form"],
    ["consultation-thanks", "Consultation request: thank-you page"],
  ]);
});

test("a service and the service pages' shared texts: title, a picture from the library, features reordered, a benefit added", async () => {
  await edit("service/gtm", "Go-to-Market Strategy");
  await field("Title").fill("Go-to-Market Planning");
  await chooseImage(page.getByRole("group", { name: "Header picture" }), page, "Image", { fromLibrary: LIBRARY_PHOTO });
  await page.getByRole("button", { name: "Move up Feature Competitive Positioning" }).click();
  await listField(page, "Key benefits").getByRole("button", { name: "Add benefit" }).click();
  await page.keyboard.type("A launch date the whole organization believes in");
  await publish(page);

  await edit("service-pages", "Service pages: shared texts");
  await page.getByLabel("How-we-help heading").fill("What We Do for You");
  await publish(page);

  await page.goto("/services/gtm");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Go-to-Market Planning");
  await expect(page.getByRole("heading", { name: "What We Do for You" })).toBeVisible();
  await expect(page.locator("#how-we-help ~ * h3, section:has(#how-we-help) h3").first()).toHaveText("Competitive Positioning");
  await expect(page.getByText("A launch date the whole organization believes in")).toBeVisible();
  await expect(page.locator(`img[src^="/media/"]`)).toHaveCount(1);

  await resetAll([
    ["service/gtm", "Go-to-Market Strategy"],
    ["service-pages", "Service pages: shared texts"],
  ]);
});

test("training: texts, pictures from the library, a reason removed, a CHSA price, an included item and the hours of coursework, an HSAe price, the books' contents reordered", async () => {
  // Until staff set a course's hours, the content health says search engines show no course details for it.
  const hoursMissing = page.getByRole("link", { name: "CHSA certification: hours of coursework not set" });
  await page.goto(CONTENT_PATH);
  await expect(hoursMissing).toHaveAttribute("href", editorPath("chsa"));

  await edit("training-overview", "Training overview");
  await field("Title").fill("Training and Certification Programs");
  await chooseImage(page.getByRole("group", { name: "Header picture" }), page, "Image", { fromLibrary: LIBRARY_PHOTO });
  await page.getByRole("button", { name: /^Remove Reason Certified staff resolve questions faster/ }).click();
  await publish(page);

  await edit("chsa", "CHSA certification");
  await chooseImage(page.getByRole("group", { name: "Header picture" }), page, "Image", { fromLibrary: LIBRARY_PHOTO });
  const newCertification = await openEntry(page, "Price option New Certification");
  const price = newCertification.getByLabel("Price in dollars");
  await expect(price).toHaveValue("$499");
  await price.fill("549");
  await newCertification.getByRole("button", { name: "Add item" }).click();
  await page.keyboard.type("Live exam-preparation webinar");
  const hours = page.getByRole("group", { name: "Course format" }).getByLabel("Hours of coursework");
  await expect(hours).toHaveValue("");
  await hours.fill("24");
  await publish(page);

  await edit("hsae", "HSAe training");
  await (await openEntry(page, "Price option Individual")).getByLabel("Price in dollars").fill("845");
  await publish(page);

  await edit("books", "HSA publications");
  const guidebook = page.getByRole("group", { name: "Guidebook", exact: true });
  await guidebook.getByLabel("Title", { exact: true }).first().fill("The HSA Practitioner's Guidebook");
  await chooseImage(guidebook.getByRole("group", { name: "Cover" }), page, "Image", { fromLibrary: LIBRARY_PHOTO });
  await guidebook.getByRole("group", { name: "Cover" }).getByLabel("Description (optional)").fill("Cover of the Practitioner's Guidebook");
  await page.getByRole("button", { name: /^Move up Topic Contribution rules, limits/ }).click();
  await publish(page);

  await page.goto("/training/overview");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Training and Certification Programs");
  await expect(page.getByText(/Certified staff resolve questions faster/)).toHaveCount(0);
  await expect(page.locator(`main img[src^="/media/"]`)).toHaveCount(1);
  await page.goto("/training/chsa");
  const card = page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: "New Certification", level: 3 }) })
    .last();
  await expect(card).toContainText("$549");
  await expect(card).toContainText("Live exam-preparation webinar");
  await expect(page.locator(`main img[src^="/media/"]`)).toHaveCount(1);
  await expect(page.getByText("About 24 hours of coursework", { exact: true })).toBeVisible();
  const chsaData = jsonLdBlocks(await (await page.request.get("/training/chsa")).text());
  const course = chsaData.find((block) => typesIn(block).includes("Course"));
  expect(course).toMatchObject({
    name: "CHSA Certification",
    offers: [expect.objectContaining({ price: 549, priceCurrency: "USD" }), expect.objectContaining({ price: 95, priceCurrency: "USD" })],
    hasCourseInstance: [{ "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT24H" }],
  });
  expect(chsaData.flatMap((block, index) => structuredDataProblems(block, `/training/chsa block ${index + 1}`))).toEqual([]);
  await page.goto("/training/hsae");
  await expect(page.getByText("$845")).toBeVisible();
  // The HSAe's hours stay unset: its page states none and carries no Course.
  await expect(page.getByText(/hours of coursework/)).toHaveCount(0);
  expect(jsonLdBlocks(await (await page.request.get("/training/hsae")).text()).flatMap(typesIn)).not.toContain("Course");
  await page.goto("/training/books");
  await expect(page.getByRole("heading", { name: "The HSA Practitioner's Guidebook" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Cover of the Practitioner's Guidebook" })).toHaveAttribute("src", /^\/media\//);
  await expect(page.getByRole("listitem").filter({ hasText: /^(HSA eligibility|Contribution rules)/ })).toHaveText([/^Contribution rules/, /^HSA eligibility/]);

  await page.goto(CONTENT_PATH);
  await expect(hoursMissing).toHaveCount(0);
  await expect(page.getByRole("link", { name: "HSAe training: hours of coursework not set" })).toBeVisible();

  await resetAll([
    ["training-overview", "Training overview"],
    ["chsa", "CHSA certification"],
    ["hsae", "HSAe training"],
    ["books", "HSA publications"],
  ]);
  await page.goto("/training/chsa");
  await expect(page.getByText(/hours of coursework/)).toHaveCount(0);
});

test("resources: the index's cards reordered, the learning center's nested learning paths and topics, its perks number and amount", async () => {
  await edit("resources", "Resources index");
  await field("Title").fill("HSA Reference Library");
  await chooseImage(page, page, "Hero illustration", { fromLibrary: LIBRARY_PHOTO });
  await page.getByRole("button", { name: "Move up Card Contribution Limits" }).click();
  await publish(page);

  await edit("learning-center", "HSA Learning Center");
  await listField(page, "Learning paths").getByRole("button", { name: "Add learning path" }).click();
  await page.keyboard.type("Changing Jobs");
  const path = listEntry(page, "Learning path Changing Jobs");
  await path.getByLabel("Goal").fill("Keep your HSA working when your employer changes.");
  await path.getByRole("button", { name: "Add topic" }).click();
  await page.keyboard.type("Moving your HSA to a new custodian");
  await path.getByRole("button", { name: "Add topic" }).click();
  await page.keyboard.type("Contribution limits in a year with two employers");
  await page.getByRole("button", { name: "Move up Topic Contribution limits in a year with two employers" }).click();
  const started = await openEntry(page, "Learning path Getting Started");
  await started.getByRole("button", { name: "Remove Topic Keeping records and receipts" }).click();
  await field("Most Perks Points a member can earn").fill("750");
  await field("What those points are worth").fill("25");
  await publish(page);

  await page.goto("/resources");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HSA Reference Library");
  await expect(page.locator(`main img[src^="/media/"]`)).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: /^(HSA Learning Center|Contribution Limits)$/ })).toHaveText([
    "Contribution Limits",
    "HSA Learning Center",
  ]);
  await page.goto("/resources/learning-center");
  const changingJobs = page
    .locator("li, article, section")
    .filter({ has: page.getByRole("heading", { name: "Changing Jobs" }) })
    .last();
  await expect(changingJobs).toContainText("Keep your HSA working when your employer changes.");
  await expect(changingJobs.getByRole("listitem")).toHaveText(["Contribution limits in a year with two employers", "Moving your HSA to a new custodian"]);
  await expect(page.getByText("Keeping records and receipts")).toHaveCount(0);
  await expect(page.getByText(/750 Perks Points, worth \$25/)).toBeVisible();

  await resetAll([
    ["resources", "Resources index"],
    ["learning-center", "HSA Learning Center"],
  ]);
});

test("resources: the limits and HDHP pages' texts, the history timeline, providers and the IRS resource page", async () => {
  await edit("contribution-limits", "Contribution limits page");
  await field("Heading of the year in force").fill("Limits in force for {year}");
  await listField(page, "Notes").getByRole("button", { name: "Add note" }).click();
  await page.keyboard.type("Employer contributions count toward the limit.");
  await publish(page);

  await edit("hdhp-amounts", "HDHP amounts page");
  await field("Title").fill("HDHP Deductibles and Out-of-Pocket Limits");
  await publish(page);

  await edit("hsa-history", "History of HSA rules");
  await listField(page, "Timeline").getByRole("button", { name: "Add event" }).click();
  const event = listEntry(page, "Event 13");
  await event.getByLabel("Year").fill("2026");
  await event.getByLabel("Title").fill("Bronze plans count as HDHPs");
  await listEntry(page, "Event Bronze plans count as HDHPs").getByLabel("What happened").fill("Bronze and catastrophic plans became HSA-compatible.");
  await publish(page);

  await edit("providers", "HSA providers");
  await listField(page, "Providers").getByRole("button", { name: "Add provider" }).click();
  await page.keyboard.type("Lively");
  const lively = listEntry(page, "Provider Lively");
  await lively.getByLabel("Description").fill("An HSA custodian for individuals and employers.");
  await lively.getByLabel("Website").fill("https://livelyme.com");
  await page.getByRole("button", { name: "Move up Provider Lively" }).click();
  await publish(page);

  await edit("irs-treasury-resource", "IRS & Treasury resources page");
  await field("Notices heading").fill("Notices to Know");
  await publish(page);

  await page.goto("/resources/contribution-limits");
  await expect(page.getByRole("heading", { name: /^Limits in force for \d{4}$/ })).toBeVisible();
  await expect(page.getByText("Employer contributions count toward the limit.")).toBeVisible();
  await page.goto("/resources/hdhp-amounts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HDHP Deductibles and Out-of-Pocket Limits");
  await page.goto("/resources/hsa-history");
  await expect(page.getByText("Bronze plans count as HDHPs")).toBeVisible();
  await page.goto("/resources/providers");
  await expect(page.getByRole("heading", { level: 2, name: /^(HSA Bank|Lively)$/ })).toHaveText(["Lively", "HSA Bank"]);
  await page.goto("/resources/irs-treasury");
  await expect(page.getByRole("heading", { name: "Notices to Know" })).toBeVisible();

  await resetAll([
    ["contribution-limits", "Contribution limits page"],
    ["hdhp-amounts", "HDHP amounts page"],
    ["hsa-history", "History of HSA rules"],
    ["providers", "HSA providers"],
    ["irs-treasury-resource", "IRS & Treasury resources page"],
  ]);
});

test("IRS rules and legislation: a guidance document with its kind, year and featured box; a bill with its sponsor's party and date", async () => {
  await edit("irs-rules", "IRS and Treasury rules");
  await listField(page, "Guidance").getByRole("button", { name: "Add guidance document" }).click();
  const added = page.getByRole("group", { name: /^Guidance document \d+$/ });
  await added.getByLabel("Year issued").fill("2026");
  await added.getByLabel("Citation").fill("Notice 2026-99");
  const guidance = listEntry(page, "Guidance document Notice 2026-99");
  await guidance.getByLabel("Kind").selectOption("Notice");
  await guidance.getByLabel("Title").fill("Test guidance on HSA trustee reporting");
  await guidance.getByLabel("Description").fill("Explains how trustees report HSA rollovers.");
  await guidance.getByLabel("Document on IRS.gov").fill("https://www.irs.gov/pub/irs-drop/n-26-99.pdf");
  await guidance.getByLabel("Show under Key Notices on the resources page").check();
  await publish(page);

  await edit("hsa-legislation", "HSA legislation");
  await listField(page, "House bills").getByRole("button", { name: "Add bill" }).click();
  await page.keyboard.type("H.R. 9999");
  const bill = listEntry(page, "Bill H.R. 9999");
  await bill.getByLabel("Title", { exact: true }).fill("Test HSA Modernization Act");
  const sponsor = bill.getByRole("group", { name: "Sponsor" });
  await sponsor.getByLabel("Name").fill("Jane Q. Member");
  await sponsor.getByLabel("Party").selectOption("I");
  await sponsor.getByLabel("State").fill("VT");
  await bill.getByLabel("Introduced on").fill("2026-10-15");
  await bill.getByLabel("Summary").fill("Would let HSA owners contribute after enrolling in Medicare.");
  await bill.getByLabel("Page on Congress.gov").fill("https://www.congress.gov/bill/119th-congress/house-bill/9999");
  await page.getByLabel("Bills reviewed on", { exact: true }).fill("2026-12-01");
  await publish(page);

  await page.goto("/irs-treasury-rules-regulations");
  await expect(page.getByText("Test guidance on HSA trustee reporting")).toBeVisible();
  await page.goto("/resources/irs-treasury");
  await expect(page.getByText("Test guidance on HSA trustee reporting")).toBeVisible();
  await page.goto("/hsa-legislation");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Test HSA Modernization Act" }) });
  await expect(card).toContainText("Jane Q. Member (I-VT)");
  await expect(card).toContainText("October 15, 2026");
  // The review date staff set, not the day of the publish.
  await expect(page.getByText("Bills reviewed on December 1, 2026")).toBeVisible();

  await resetAll([
    ["irs-rules", "IRS and Treasury rules"],
    ["hsa-legislation", "HSA legislation"],
  ]);
});

test("terms and privacy: rich text through the editor (bold kept, a script dropped), a section moved, the effective date", async () => {
  await edit("legal/terms-of-service", "Terms of Service");
  await field("Effective date").fill("2026-12-01");
  const section = await openEntry(page, "Section Applicable Law");
  const body = section.getByRole("textbox", { name: "Text" });
  await body.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  const bold = section.getByRole("button", { name: "Bold" });
  await bold.click();
  // Typing before the editor has taken the focus back from the button would lose the first keys.
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await expect(body).toBeFocused();
  await page.keyboard.type("Disputes go to the courts of Delaware.");
  await publish(page);

  await edit("legal/privacy-policy", "Privacy Policy");
  const cookies = await openEntry(page, "Section Cookies");
  await cookies.getByLabel("Heading", { exact: true }).fill("Cookies and Similar Technologies");
  await page.getByRole("button", { name: "Move up Section Cookies and Similar Technologies" }).click();
  const renamed = listEntry(page, "Section Cookies and Similar Technologies");
  await renamed.getByRole("button", { name: "HTML source" }).click();
  await renamed.getByRole("textbox", { name: "Text" }).fill('<p>We set one cookie.<script>alert("x")</script></p>');
  await publish(page);

  await page.goto("/terms-of-service");
  await expect(page.locator("strong", { hasText: "Disputes go to the courts of Delaware." })).toBeVisible();
  await expect(page.getByText("December 1, 2026")).toBeVisible();
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 2, name: /(Your Access and Control|Cookies and Similar Technologies)$/ })).toHaveText([
    // Seventh and eighth since the built-in policy has its Newsletter section (fourth).
    "7.Cookies and Similar Technologies",
    "8.Your Access and Control",
  ]);
  await expect(page.getByText("We set one cookie.")).toBeVisible();
  await expect(page.locator("main script")).toHaveCount(0);

  await resetAll([
    ["legal/terms-of-service", "Terms of Service"],
    ["legal/privacy-policy", "Privacy Policy"],
  ]);
});
