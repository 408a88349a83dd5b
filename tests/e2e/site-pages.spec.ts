import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { gotoReady } from "./support/ready";

test.describe("public pages @responsive", () => {
  test("home shows every section and passes axe", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Expert guidance");
    const consult = page.getByRole("link", { name: "Request a Consultation" });
    await expect(consult).toHaveAttribute("href", "/contact#consultation");
    await expect(page.getByRole("link", { name: "Our Solutions" })).toHaveAttribute("href", "#services");
    for (const name of ["HSA Administrators", "Third Party Administrators", "Banks & Financial Institutions", "Health Benefits Startups"]) {
      await expect(page.getByRole("button", { name })).toBeVisible();
    }
    for (const name of [
      "Expert Guidance",
      "Strategic Solutions",
      "Industry Education",
      "Industry Recognition",
      "Experienced Team",
      "Personalized Approach",
      "Proven Results",
    ]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    const grid = page.locator("#services");
    for (const href of ["/services/gtm", "/services/operations", "/services/compliance", "/services/nbt", "/training/chsa", "/resources"]) {
      await expect(grid.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(page.getByText("100%").first()).toBeVisible();
    await expect(page.getByText("Client satisfaction").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Client testimonials" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Email Us" })).toHaveAttribute("href", "mailto:info@meridianhsa.example");
    const linkedin = page.getByRole("link", { name: /Company LinkedIn/ });
    await expect(linkedin).toHaveAttribute("target", "_blank");
    await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("main").getByRole("link", { name: "Our Team" })).toHaveAttribute("href", "/team");
    const decorative = page.getByTestId("decorative-panel");
    if ((page.viewportSize()?.width ?? 0) >= 1024) await expect(decorative).toBeVisible();
    else await expect(decorative).toBeHidden();
    for (const image of await page.locator("img").all()) {
      await expect(image).toHaveAttribute("width", /\d+/);
      await expect(image).toHaveAttribute("height", /\d+/);
    }
    await expectNoAxeViolations(page);
  });

  test("team shows three members with photos, buttons and sentence groups", async ({ page }) => {
    await gotoReady(page, "/team");
    await expect(page.getByRole("heading", { level: 1, name: "Our Team" })).toBeVisible();
    const members = page.locator("article");
    await expect(members).toHaveCount(3);
    for (const name of ["Margaret Lindqvist", "Daniel Okafor", "Rachel Torres"]) {
      const member = page.locator("article", { has: page.getByRole("heading", { name }) });
      await expect(member.getByRole("img", { name })).toBeVisible();
      await expect(member.getByRole("link", { name: /^Email/ })).toHaveAttribute("href", /^mailto:[a-z]+@meridianhsa\.example$/);
      await expect(member.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute("target", "_blank");
    }
    const groups = members.first().locator("[data-sentence-group]");
    expect(await groups.count()).toBeGreaterThan(1);
    const display = await groups.first().evaluate((element) => getComputedStyle(element).display);
    expect(display).toBe((page.viewportSize()?.width ?? 0) >= 1024 ? "block" : "inline");
    await expect(page.getByRole("link", { name: "Email Us" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a missing team photo falls back to initials", async ({ page }) => {
    await page.route("**/images/team/daniel-okafor.webp", (route) => route.fulfill({ status: 404, body: "" }));
    await gotoReady(page, "/team");
    await expect(page.getByRole("img", { name: "Daniel Okafor" })).toHaveText("DO");
  });

  test("contact page links", async ({ page }) => {
    await gotoReady(page, "/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    // The address is in the ways to reach us and again beside the form, for whoever would rather write.
    for (const place of [page.getByRole("region", { name: "Ways to reach us" }), page.getByRole("complementary", { name: "Email instead" })])
      await expect(place.getByRole("link", { name: "info@meridianhsa.example" })).toHaveAttribute("href", /^mailto:info@meridianhsa\.example/);
    const linkedin = page.getByRole("link", { name: /Visit our company page/ });
    await expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/company/meridian-hsa-consulting");
    await expect(linkedin).toHaveAttribute("target", "_blank");
    const newsletter = page.getByRole("link", { name: /Subscribe to the newsletter/ });
    await expect(newsletter).toHaveAttribute("target", "_blank");
    await expect(newsletter).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "Meet the team" })).toHaveAttribute("href", "/team");
    await expectNoAxeViolations(page);
  });

  test("footer links, featured articles and copyright", async ({ page }) => {
    await gotoReady(page, "/contact");
    const footer = page.locator("footer");
    for (const href of [
      "/",
      "/services/gtm",
      "/services/operations",
      "/services/compliance",
      "/services/nbt",
      "/training/chsa",
      "/training/hsae",
      "/training/books",
      "/team",
      "/resources/learning-center",
      "/resources/contribution-limits",
      "/resources/hdhp-amounts",
      "/resources/hsa-history",
      "/resources/providers",
      "/irs-treasury-rules-regulations",
      "/hsa-legislation",
      "/blog",
      "/terms-of-service",
      "/privacy-policy",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(footer.getByRole("link", { name: "Blog & Newsletters" })).toHaveAttribute("href", "/blog");
    // The seeded samples feature two posts; the empty sentence is covered by tests/unit/footer.test.tsx.
    const featured = footer.getByRole("heading", { name: "Featured Articles" }).locator("xpath=..").getByRole("link");
    await expect(featured).toHaveCount(2);
    for (const link of await featured.all()) await expect(link).toHaveAttribute("href", /^\/blog\/[0-9a-f-]{36}$/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Meridian HSA Consulting. All rights reserved.`);
  });

  test("not-found page answers 404 and passes axe", async ({ page, baseURL }) => {
    // The page leaves for / after 2 s (tested in site-behaviour.spec.ts): keep it here while axe runs.
    // A navigation answered 204 No Content leaves the current document in place.
    await page.route(new URL("/", baseURL).href, (route) => route.fulfill({ status: 204 }));
    const response = await gotoReady(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByText("Redirecting you to the home page in a moment...")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Home Now" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Go to Blog Now" })).toHaveAttribute("href", "/blog");
    await expectNoAxeViolations(page);
  });
});

test.describe("meta and structured data", () => {
  test("pages carry their own title, canonical URL and a self-hosted 1200x630 social image", async ({ page, request, baseURL }) => {
    for (const [path, title] of [
      ["/", "Meridian HSA Consulting"],
      ["/team", "Our Team | Meridian HSA Consulting"],
      ["/contact", "Contact Us | Meridian HSA Consulting"],
    ] as const) {
      await gotoReady(page, path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, baseURL).toString());
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}/images/og/default.png`);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    }
    const image = await request.get("/images/og/default.png");
    expect(image.status()).toBe(200);
    const bytes = await image.body();
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
  });

  test("home has WebSite and Organization JSON-LD, each allowed by the page's nonce or, once cached, by its hash", async ({ request }) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await request.get("/");
      const html = await response.text();
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers()["content-security-policy"]!)![1]!;
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"(?: nonce="([^"]+)")?>([^<]*)<\/script>/g)];
      for (const [, nonce, text] of blocks) {
        const allowed = nonce ? scriptSrc.includes(`'nonce-${nonce}'`) : scriptSrc.includes(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
        expect(allowed).toBe(true);
      }
      expect(blocks.map(([, , text]) => JSON.parse(text!) as unknown)).toEqual([
        expect.objectContaining({ "@type": "WebSite", name: "Meridian HSA Consulting", url: expect.stringMatching(/\/$/) }),
        expect.objectContaining({ "@type": "Organization", name: "Meridian HSA Consulting", email: "info@meridianhsa.example" }),
      ]);
    }
  });
});
