import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { BUILT_IN_FIGURES_YEARS } from "../../app/content/hsa-figures";
import { HOUSE_BILLS, SENATE_BILLS } from "../../app/content/legislation";
import { siteToday } from "../../app/lib/core/dates";
import { figuresInForce } from "../../app/lib/site-content/figures-in-force";
import { expectImagesSized, expectNoHorizontalOverflow, expectSafeNewTabLinks, jsonLdBlocks, recordAnalytics, serverIdentity } from "./support/content-pages";
import { expectNoAxeViolations } from "./support/axe";
import { PUBLIC_PAGES } from "./support/page-list";
import { structuredDataProblems, typesIn } from "../support/google-structured-data";

type PageCase = { path: string; title: string; h1: string; texts: readonly string[] };

// Titles and texts are written out here (not imported) so a changed figure or label fails a test.
const PAGES: readonly PageCase[] = [
  {
    path: "/aphsa",
    title: "APHSA Consulting",
    h1: "APHSA Consulting",
    texts: ["Who We Work With", "Third-party administrators", "Explore CHSA Certification"],
  },
  {
    path: "/services/gtm",
    title: "Go-to-Market Strategy",
    h1: "Go-to-Market Strategy",
    texts: ["Overview", "How We Help", "Key Benefits", "Related Services"],
  },
  { path: "/services/operations", title: "Operations", h1: "Operations", texts: ["Contribution and Payroll Processing", "Key Benefits"] },
  { path: "/services/compliance", title: "Compliance", h1: "Compliance", texts: ["Regulatory Compliance Review", "Key Benefits"] },
  { path: "/services/nbt", title: "Non-Bank Trustee", h1: "Non-Bank Trustee", texts: ["Application Preparation", "Key Benefits"] },
  {
    path: "/training/overview",
    title: "Training & Certification",
    h1: "Training & Certification",
    texts: ["CHSA Certification", "HSAe Training", "Why Certify"],
  },
  {
    path: "/training/chsa",
    title: "CHSA Certification",
    h1: "CHSA Certification",
    texts: ["The Certification Process", "Why Earn the CHSA", "$499", "$95", "5 or more candidates"],
  },
  {
    path: "/training/hsae",
    title: "HSAe Training",
    h1: "HSAe Training",
    texts: ["What HSAe Covers", "$795", "12 months of full access", "5 or more participants"],
  },
  {
    path: "/training/books",
    title: "HSA Publications",
    h1: "HSA Publications",
    texts: ["The HSA Professional's Guidebook", "Bulk Orders", "Custom Publications"],
  },
  {
    path: "/resources",
    title: "HSA Resources",
    h1: "HSA Resources",
    texts: ["HSA Learning Center", "Contribution Limits", "History of HSA Rules", "HSA Providers", "IRS & Treasury Rules"],
  },
  {
    path: "/resources/learning-center",
    title: "HSA Learning Center",
    h1: "HSA Learning Center",
    texts: ["Common HSA-Eligible Expenses", "Goal-Based Learning", "500 Perks Points", "$15"],
  },
  {
    path: "/resources/contribution-limits",
    title: "HSA Contribution Limits",
    h1: "HSA Contribution Limits",
    texts: ["Historical Limits", "$4,300", "$8,550", "$1,000"],
  },
  {
    path: "/resources/hsa-history",
    title: "History of HSA Rules",
    h1: "History of HSA Rules",
    texts: ["Medicare Modernization Act creates HSAs", "2003", "One Big Beautiful Bill Act"],
  },
  { path: "/resources/providers", title: "HSA Providers", h1: "HSA Providers", texts: ["HealthEquity", "HSA Bank"] },
  {
    path: "/resources/irs-treasury",
    title: "IRS & Treasury Resources",
    h1: "IRS & Treasury Resources",
    texts: ["Publication 969", "Publication 502", "Form 8889", "Notice 2004-2"],
  },
  { path: "/resources/hdhp-amounts", title: "HDHP Amounts", h1: "HDHP Amounts", texts: ["Minimum Annual Deductible", "Maximum Out-of-Pocket"] },
  {
    path: "/irs-treasury-rules-regulations",
    title: "IRS & Treasury Rules and Regulations",
    h1: "IRS & Treasury Rules and Regulations",
    texts: ["Publication 15-B", "Form 1099-SA", "Form 5498-SA", "Instructions for Form 8889"],
  },
  {
    path: "/hsa-legislation",
    title: "HSA Legislation",
    h1: "HSA Legislation",
    texts: ["Bills reviewed on November 27, 2026", "House Bills", "Senate Bills", "Congressional Budget Office"],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    h1: "Terms of Service",
    texts: [
      "Intellectual Property",
      "User License",
      "Unauthorized Use",
      "Your Account",
      "Product Descriptions",
      "Disclaimer and Limitation of Liability",
      "State of Minnesota",
      "Changes to These Terms",
    ],
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    h1: "Privacy Policy",
    texts: ["Information We Collect", "Cookies", "Data Retention", "Security", "within 30 days"],
  },
];

test.describe("content pages @responsive", () => {
  for (const { path, title, h1, texts } of PAGES) {
    test(`${path}: content, meta, links, images and accessibility`, async ({ page, baseURL }) => {
      const identity = serverIdentity(baseURL);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | ${identity.siteName}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{20,}|\s/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const main = page.locator("main");
      for (const text of texts) await expect(main.getByText(text, { exact: false }).filter({ visible: true }).first()).toBeVisible();
      await expectImagesSized(page);
      await expectSafeNewTabLinks(page);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });
  }

  test("unknown service and training types answer 404 with the not-found page", async ({ context }) => {
    for (const path of ["/services/unknown", "/training/unknown", "/services/GTM"]) {
      // A page each: the not-found page sends its visitor home after a delay, which may end while the next address loads.
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await page.close();
    }
  });

  test("an unknown resource key answers 404 with 'Resource Not Found' and a way back", async ({ page }) => {
    const response = await page.goto("/resources/no-such-resource");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resource Not Found");
    await expect(page.getByText("The resource you are looking for does not exist or has been moved.")).toBeVisible();
    await expect(page).toHaveTitle(/^Resource Not Found \| /);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to HSA Resources" }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HSA Resources");
  });
});

test.describe("bad input on content routes", () => {
  test("odd, encoded and very long parameters never answer 500", async ({ request }) => {
    const paths = [
      "/services/%E0%A4%A",
      "/services/gtm?type=%ZZ&x[]=1",
      "/resources/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "/resources/__proto__",
      "/services/constructor",
      `/training/${"a".repeat(4000)}`,
      "/resources/contribution-limits/extra",
    ];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      const html = await response.text();
      expect(html, path).not.toContain("<script>alert(1)</script>");
      expect(html, path).not.toMatch(/\bat \S+:\d+:\d+/);
    }
    expect((await request.get("/resources/__proto__")).status()).toBe(404);
    expect((await request.get("/services/gtm/")).status()).toBe(200);
  });
});

test.describe("figures and references", () => {
  // Which year is current follows the day (New York): expectations come from the built-in figures and today's date.
  const figures = figuresInForce(BUILT_IN_FIGURES_YEARS, siteToday());
  const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;

  test("contribution limits: the year in force, the year announced and the history, each with its IRS source", async ({ page }) => {
    await page.goto("/resources/contribution-limits");
    const current = figures.current!;
    const currentSection = page.locator('section[aria-labelledby="current-limits"]');
    await expect(currentSection.getByRole("heading", { level: 2 })).toHaveText(`${current.year} Current Year Limits`);
    await expect(currentSection.locator("dd")).toHaveText([usd(current.contributionLimit.selfOnly), usd(current.contributionLimit.family), "$1,000"]);
    await expect(currentSection.getByRole("link", { name: current.sourceTitle })).toHaveAttribute("href", current.sourceUrl);
    for (const upcoming of figures.upcoming) {
      const section = page.locator(`section[aria-labelledby="upcoming-limits-${upcoming.year}"]`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(new RegExp(`^${upcoming.year} limits, effective January 1, ${upcoming.year}$`));
      await expect(section.locator("dd")).toHaveText([usd(upcoming.contributionLimit.selfOnly), usd(upcoming.contributionLimit.family), "$1,000"]);
    }
    const history = page.getByRole("table", { name: /Historical Limits/ });
    // From January 1 to the filing deadline, last year is still open for contributions, not yet historical.
    const historical = figures.history.filter((year) => !figures.stillOpen.includes(year));
    await expect(history.getByRole("columnheader")).toHaveText(["Year", "Self-Only Coverage", "Family Coverage", "Catch-Up (Age 55+)", "Source"]);
    await expect(history.getByRole("rowheader")).toHaveText(historical.map((year) => String(year.year)));
    await expect(history.locator("tbody tr")).toHaveText(
      historical.map((year) => `${year.year}${usd(year.contributionLimit.selfOnly)}${usd(year.contributionLimit.family)}$1,000${year.sourceTitle}`),
    );
  });

  test("on 2026-11-27 the built-in figures make 2026 current and 2027 announced", () => {
    const onTheDay = figuresInForce(BUILT_IN_FIGURES_YEARS, "2026-11-27");
    expect(onTheDay.current?.contributionLimit).toEqual({ selfOnly: 4_400, family: 8_750 });
    expect(onTheDay.upcoming.map((year) => year.year)).toEqual([2027]);
  });

  test("HDHP amounts: every year newest first, the current and announced years marked, each year's source listed", async ({ page }) => {
    await page.goto("/resources/hdhp-amounts");
    const deductible = page.getByRole("table", { name: "Minimum Annual Deductible" });
    const outOfPocket = page.getByRole("table", { name: "Maximum Out-of-Pocket" });
    for (const table of [deductible, outOfPocket]) await expect(table.getByRole("columnheader")).toHaveText(["Year", "Self-Only", "Family"]);
    const newestFirst = [...[...figures.upcoming].reverse(), figures.current!, ...figures.history];
    await expect(deductible.getByRole("rowheader")).toHaveText(newestFirst.map((year) => new RegExp(`^${year.year}\\b`)));
    await expect(deductible.locator("tbody td")).toHaveText(
      newestFirst.flatMap((year) => [usd(year.minimumDeductible.selfOnly), usd(year.minimumDeductible.family)]),
    );
    await expect(outOfPocket.locator("tbody td")).toHaveText(
      newestFirst.flatMap((year) => [usd(year.maximumOutOfPocket.selfOnly), usd(year.maximumOutOfPocket.family)]),
    );
    await expect(deductible.getByRole("rowheader", { name: `${figures.current!.year} (current)` })).toBeVisible();
    for (const year of newestFirst) await expect(page.getByRole("link", { name: year.sourceTitle, exact: true })).toHaveAttribute("href", year.sourceUrl);
  });

  test("CHSA and HSAe pricing", async ({ page }) => {
    await page.goto("/training/chsa");
    const chsa = page.locator('section[aria-labelledby="pricing"]');
    await expect(chsa.getByRole("heading", { level: 3 })).toHaveText(["New Certification", "Annual Renewal", "Group Rates"]);
    await expect(chsa.getByText("$499", { exact: true })).toBeVisible();
    await expect(chsa.getByText("$95", { exact: true })).toBeVisible();
    await page.goto("/training/hsae");
    const hsae = page.locator('section[aria-labelledby="pricing"]');
    await expect(hsae.getByText("$795", { exact: true })).toBeVisible();
    await expect(hsae.getByText("per person")).toBeVisible();
    await expect(hsae.getByText("custom pricing")).toBeVisible();
  });

  test("legislation: every House and Senate bill with sponsor, date and summary", async ({ page }) => {
    await page.goto("/hsa-legislation");
    // The review date staff set in the content (built in: the day the bills were last checked), not a publish date.
    await expect(page.getByText(/Bills reviewed on November 27, 2026/)).toBeVisible();
    for (const [id, bills] of [
      ["house-bills", HOUSE_BILLS],
      ["senate-bills", SENATE_BILLS],
    ] as const) {
      const list = page.getByTestId(id);
      await expect(list.locator(":scope > li")).toHaveCount(bills.length);
      for (const bill of bills) {
        const card = list.locator(":scope > li").filter({ has: page.getByText(bill.number, { exact: true }) });
        await expect(card.getByRole("heading")).toHaveText(bill.title);
        await expect(card).toContainText(bill.sponsor.name);
        await expect(card.locator("time")).toHaveAttribute("datetime", bill.introduced);
        await expect(card).toContainText(bill.summary);
        await expect(card.getByRole("link", { name: /View on Congress\.gov/ })).toHaveAttribute("href", bill.url);
      }
    }
    await expect(page.getByTestId("house-bills").getByText("H.R. 1", { exact: true })).toBeVisible();
    await expect(page.getByTestId("senate-bills").getByText("S. 276", { exact: true })).toBeVisible();
    await expect(page.getByTestId("house-bills").locator("time").first()).toHaveText("May 20, 2025");
    for (const site of ["https://www.congress.gov", "https://www.govtrack.us", "https://www.cbo.gov"]) {
      await expect(page.locator(`a[href="${site}"]`)).toHaveAttribute("target", "_blank");
    }
  });

  test("IRS rules: publications, forms with instructions, and guidance from 2026 back to 2004", async ({ page }) => {
    await page.goto("/irs-treasury-rules-regulations");
    const years = Array.from({ length: 2026 - 2004 + 1 }, (_, index) => String(2026 - index));
    await expect(page.locator('section[aria-labelledby="guidance"]').getByRole("heading", { level: 3 })).toHaveText(years);
    for (const href of ["https://www.irs.gov/publications/p969", "https://www.irs.gov/publications/p502", "https://www.irs.gov/publications/p15b"]) {
      await expect(page.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    for (const href of ["https://www.irs.gov/pub/irs-pdf/i8889.pdf", "https://www.irs.gov/pub/irs-pdf/i1099sa.pdf"]) {
      await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.locator("#rev-proc-2025-19")).toContainText("2026 inflation-adjusted amounts");
    await expect(page.locator("#rev-proc-2026-24")).toContainText("2027 inflation-adjusted amounts");
    await expect(page.locator("#rev-proc-2026-24").getByRole("link")).toHaveAttribute("href", "https://www.irs.gov/pub/irs-drop/rp-26-24.pdf");
    await expect(page.locator("#notice-2026-5")).toContainText("One Big Beautiful Bill Act");
    await expect(page.locator("#notice-2026-5").getByRole("link")).toHaveAttribute("href", "https://www.irs.gov/pub/irs-drop/n-26-05.pdf");
    await expect(page.locator("#notice-2004-2")).toContainText("initial guidance");
  });

  test("the IRS resource's notices lead to their entries on the IRS rules page", async ({ page }) => {
    await page.goto("/resources/irs-treasury");
    await page.getByRole("link", { name: "Notice 2019-45" }).click();
    await expect(page).toHaveURL(/\/irs-treasury-rules-regulations#notice-2019-45$/);
    await expect(page.locator("#notice-2019-45")).toBeInViewport();
  });
});

test.describe("structured data", () => {
  test("Book on the books page, served with the CSP nonce; no Course on CHSA and HSAe while the firm has stated no hours", async ({ request, baseURL }) => {
    const identity = serverIdentity(baseURL);
    // A fresh render carries this response's nonce; a cached page replaces it with the script's hash.
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await request.get("/training/books");
      const csp = response.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const scripts = [...(await response.text()).matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts).toHaveLength(1);
      for (const [, attributes, content] of scripts) {
        const hash = `'sha256-${createHash("sha256")
          .update(content ?? "", "utf8")
          .digest("base64")}'`;
        expect(attributes === ` nonce="${nonce}"` || csp.includes(hash), `attempt ${attempt}: ${attributes}`).toBe(true);
      }
    }
    // The built-in courses state no workload (decision 053): the pages say none and carry no Course.
    // The Course staff complete with its hours is checked in site-content-forms.spec.ts.
    for (const path of ["/training/chsa", "/training/hsae"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain("Online course");
      expect(html, path).not.toContain("hours of coursework");
      expect(jsonLdBlocks(html).flatMap(typesIn), path).not.toContain("Course");
    }
    const books = jsonLdBlocks(await (await request.get("/training/books")).text());
    expect(books).toContainEqual(
      expect.objectContaining({
        "@type": "Book",
        name: "The HSA Professional's Guidebook",
        author: expect.objectContaining({ name: identity.siteName }),
        offers: expect.objectContaining({ url: identity.bookRetailerUrl }),
      }),
    );
    expect(jsonLdBlocks(await (await request.get("/resources")).text())).toEqual([]);
  });

  test("every JSON-LD block of every public page has what Google requires of its type, and each page carries the data it should", async ({ request }) => {
    const problems: string[] = [];
    const types = new Map<string, string[]>();
    let teamCards = 0;
    for (const path of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      if (path === "/team") teamCards = html.match(/<h2 id="member-/g)?.length ?? 0;
      const blocks = jsonLdBlocks(html);
      blocks.forEach((block, index) => problems.push(...structuredDataProblems(block, `${path} block ${index + 1}`)));
      types.set(path, blocks.flatMap(typesIn));
    }
    expect(problems).toEqual([]);
    expect(types.get("/")).toEqual(expect.arrayContaining(["WebSite", "Organization"]));
    // No Course without the hours the firm states (decision 053); site-content-forms.spec.ts sets them.
    for (const path of ["/training/chsa", "/training/hsae"]) expect(types.get(path), path).not.toContain("Course");
    expect(teamCards).toBeGreaterThan(0);
    expect(types.get("/team")?.filter((type) => type === "Person")).toHaveLength(teamCards);
    // The pages that show a breadcrumb trail.
    const trails = [...types].filter(([, found]) => found.includes("BreadcrumbList")).map(([path]) => path);
    expect(trails.sort()).toEqual(
      [
        "/resources/learning-center",
        "/resources/contribution-limits",
        "/resources/hsa-history",
        "/resources/providers",
        "/resources/irs-treasury",
        "/resources/hdhp-amounts",
        "/resources/contribution-calculator",
      ].sort(),
    );
  });
});

test.describe("identity links and analytics", () => {
  test("CHSA Enroll Now opens the course platform in a new tab and reports interest and a USD 500 checkout", async ({ page, baseURL }) => {
    const identity = serverIdentity(baseURL);
    await page.goto("/training/chsa", { waitUntil: "networkidle" });
    const enroll = page.getByRole("link", { name: /^Enroll Now/ }).first();
    await expect(enroll).toHaveAttribute("href", identity.coursePlatformUrl);
    await expect(enroll).toHaveAttribute("target", "_blank");
    await expect(enroll).toHaveAttribute("rel", "noopener noreferrer");
    const events = await recordAnalytics(page, ["certification_interest", "begin_checkout"]);
    await enroll.click();
    await expect.poll(events).toEqual([
      { name: "certification_interest", params: { certification: "CHSA", location: "chsa-hero" } },
      { name: "begin_checkout", params: { currency: "USD", value: 500, item: "CHSA", location: "chsa-hero" } },
    ]);
  });

  test("consultation mail links carry the firm's address and are recorded as clicks, beside the form's link", async ({ page, baseURL }) => {
    const identity = serverIdentity(baseURL);
    await page.goto("/services/compliance", { waitUntil: "networkidle" });
    const mail = page.getByRole("link", { name: "Email Our Team" }).last();
    await expect(mail).toHaveAttribute("href", `mailto:${identity.contactEmail}?subject=Compliance%20inquiry`);
    await expect(page.getByRole("link", { name: "Request a Consultation" }).last()).toHaveAttribute("href", "/contact#consultation");
    const events = await recordAnalytics(page, ["button_click"]);
    await mail.click();
    await expect.poll(events).toEqual([{ name: "button_click", params: { label: "service-compliance" } }]);
  });

  test("books, learning center and providers link out in new tabs to the configured sites", async ({ page, baseURL }) => {
    const identity = serverIdentity(baseURL);
    await page.goto("/training/books");
    await expect(page.getByRole("link", { name: /Buy the Guidebook/ })).toHaveAttribute("href", identity.bookRetailerUrl);
    await expect(page.getByRole("link", { name: /Ask About Bulk Orders/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByRole("link", { name: /Discuss a Custom Publication/ })).toHaveAttribute("href", /^mailto:/);
    await page.goto("/resources/learning-center");
    const store = page.getByRole("link", { name: /Visit the Partner Store/ });
    await expect(store).toHaveAttribute("href", identity.partnerStoreUrl);
    await expect(store).toHaveAttribute("target", "_blank");
    await page.goto("/resources/providers");
    await expect(page.getByRole("link", { name: /Visit Website/ })).toHaveCount(2);
    await expect(page.getByText(`Listing a provider is not an endorsement by ${identity.siteName}.`)).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.getByRole("link", { name: identity.privacyEmail }).first()).toHaveAttribute("href", `mailto:${identity.privacyEmail}`);
  });

  test("related services and resource cards navigate in place", async ({ page }) => {
    // Plain links: a loaded page is enough (a quiet network is not a signal under the suite's load).
    await page.goto("/services/gtm");
    const related = page.getByRole("navigation", { name: "Related Services" });
    await expect(related.getByRole("link")).toHaveText(["Operations", "Compliance", "Non-Bank Trustee"]);
    await related.getByRole("link", { name: "Non-Bank Trustee" }).click();
    await expect(page).toHaveURL(/\/services\/nbt$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Non-Bank Trustee");
    await expect(page).toHaveTitle(/^Non-Bank Trustee \| /);
    await page.goto("/resources");
    await page.getByRole("link", { name: /Explore\s*:\s*Contribution Limits/ }).click();
    await expect(page).toHaveURL(/\/resources\/contribution-limits$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HSA Contribution Limits");
  });
});
