import { expect, test } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FallbackNotice } from "~/components/blog/blog-status";
import { expectNoAxeViolations } from "./support/axe";
import { gotoReady, nextPageView } from "./support/ready";

const COMPLIANCE = "/newsletter/navigating-hsa-compliance-in-2024";
const NEWSLETTER = "/newsletter/weekly-hsa-news-june-14-2024";

test.describe("blog list @responsive", () => {
  test("hero, type filters and cards with badges, date, two tags and Read More", async ({ page }) => {
    await page.goto("/newsletter");
    await expect(page.getByRole("heading", { level: 1, name: "Blog & Newsletter" })).toBeVisible();
    const filters = page.getByRole("navigation", { name: "Filter posts by type" });
    await expect(filters.getByRole("link")).toHaveText(["All Posts", "News", "Newsletter"]);
    const cards = page.getByTestId("post-card");
    await expect(cards).toHaveCount(4);
    const compliance = cards.filter({ hasText: "Navigating HSA Compliance in 2024" });
    await expect(compliance.getByText("Compliance", { exact: true })).toBeVisible();
    await expect(compliance.getByText("News", { exact: true })).toBeVisible();
    await expect(compliance.getByText("03/15/2024")).toBeVisible();
    await expect(compliance.getByRole("list", { name: "Tags" }).getByRole("link")).toHaveText(["#Compliance", "#Contribution Limits"]);
    await expect(compliance.getByText("...")).toBeVisible();
    await expect(compliance.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", COMPLIANCE);
    // The firm's own sign-up (issue 44): a form posting to /subscribe, not a link to a hosted form.
    const subscribe = page.locator('section[aria-labelledby="subscribe-heading"] form');
    await expect(subscribe).toHaveAttribute("action", "/subscribe");
    await expect(subscribe.getByRole("button", { name: /Subscribe/ })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");
    await expectNoAxeViolations(page);
  });

  test("filters by type with JavaScript, and shows the empty-filter text", async ({ page }) => {
    await page.goto("/blog");
    // The site header also has a "Newsletter" link: use the filter row's.
    const filters = page.getByRole("navigation", { name: "Filter posts by type" });
    await filters.getByRole("link", { name: "Newsletter", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?type=newsletter$/);
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await expect(filters.getByRole("link", { name: "Newsletter", exact: true })).toHaveAttribute("aria-current", "page");
    await page.goto("/blog?type=webinar");
    await expect(page.getByText("No posts found for this type.")).toBeVisible();
    await expect(page.getByText("Try another type or check back later for new content.")).toBeVisible();
  });

  test("tag and search narrow the list, show what is active and how to clear it", async ({ page }) => {
    await page.goto("/newsletter");
    await page.getByTestId("post-card").filter({ hasText: "Telehealth" }).getByRole("link", { name: "#HDHP" }).click();
    await expect(page).toHaveURL(/\/blog\?tag=HDHP$/);
    await expect(page.getByTestId("active-filters")).toContainText("tagged #HDHP");
    await expect(page.getByTestId("post-card")).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Search posts" }).fill("telehealth");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=telehealth/);
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await page.getByRole("link", { name: "Clear tag HDHP" }).click();
    await expect(page).toHaveURL(/\/blog\?q=telehealth$/);
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId("post-card")).toHaveCount(4);
  });

  test("'Loading post...' and 'Loading posts...' show while the next blog page loads", async ({ page }) => {
    // Playwright cannot read a page that is being navigated away from, so every page logs what its
    // status line showed (while visible) to session storage, read once the next page is there.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const status = document.querySelector('[role="status"]');
        if (!status) return;
        new MutationObserver(() => {
          const pill = status.firstElementChild as HTMLElement | null;
          if (!pill || pill.hidden || !status.textContent?.trim()) return;
          const log = JSON.parse(sessionStorage.getItem("statusLog") ?? "[]") as string[];
          sessionStorage.setItem("statusLog", JSON.stringify([...log, status.textContent.trim()]));
        }).observe(status, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    });
    const statusLog = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("statusLog") ?? "[]") as string[]);
    await gotoReady(page, "/newsletter");
    let ready = nextPageView(page);
    await page.getByRole("link", { name: "Read More: Navigating HSA Compliance in 2024" }).click();
    await ready;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Navigating HSA Compliance in 2024");
    expect(await statusLog()).toEqual(["Loading post..."]);
    await expect(page.getByRole("status")).toHaveText("");
    ready = nextPageView(page);
    await page.getByRole("link", { name: "All posts" }).click();
    await ready;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog & Newsletter");
    expect(await statusLog()).toEqual(["Loading post...", "Loading posts..."]);
    await page.getByRole("searchbox", { name: "Search posts" }).fill("telehealth");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=telehealth/);
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    expect(await statusLog()).toEqual(["Loading post...", "Loading posts...", "Loading posts..."]);
  });
});

test.describe("blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("filters, tags, search and pages are plain links and GET forms", async ({ page }) => {
    await page.goto("/newsletter");
    await page.getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/newsletter\?type=news$/);
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Search posts" }).fill("compliance limits");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/type=news/);
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await page.goto(COMPLIANCE);
    await page.getByRole("complementary").getByRole("link", { name: "IRS Guidance" }).click();
    await expect(page).toHaveURL(/\/blog\?tag=IRS%20Guidance$/);
    await expect(page.getByTestId("post-card")).toHaveCount(1);
  });
});

test.describe("post page @responsive", () => {
  test("hero, sanitized body, resources, subscribe and social tags", async ({ page }) => {
    await page.goto(COMPLIANCE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Navigating HSA Compliance in 2024");
    await expect(page.getByText("March 15, 2024")).toBeVisible();
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("list", { name: "Tags" }).getByRole("link")).toHaveText(["#Compliance", "#Contribution Limits"]);
    await expect(page.getByRole("article")).toContainText("$8,300 for family coverage");
    const resources = page.getByRole("region", { name: "Resources" });
    for (const path of ["/resources", "/training/chsa", "/services/compliance", "/blog?tag=IRS%20Guidance"]) {
      await expect(resources.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/blog\/compliance\.jpg$/);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", /\/images\/blog\/compliance\.jpg$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: "Navigating HSA Compliance in 2024" });
    await expectNoAxeViolations(page);
  });

  test("a newsletter shows its news items grouped by section", async ({ page }) => {
    await page.goto(NEWSLETTER);
    const body = page.getByTestId("news-items");
    await expect(body.getByRole("heading", { level: 2 })).toHaveText(["News from Washington", "Industry Updates"]);
    await expect(body.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(body.getByRole("link", { name: /Read more about House committee/ })).toHaveAttribute("href", "https://www.congress.gov/");
  });
});

test.describe("post addresses", () => {
  test("/blog/{id} answers 301 to /newsletter/{slug}; unknown ids and slugs go to /newsletter", async ({ page, request }) => {
    const legacy = await request.get("/blog/hsa-compliance-2024", { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    expect(legacy.headers()["location"]).toBe(COMPLIANCE);
    await page.goto("/blog/telehealth-hsa-trends");
    await expect(page).toHaveURL(/\/newsletter\/telehealth-and-hsas-what-the-trend-means-for-you$/);
    await page.goto("/blog/6fa459ea-ee8a-4ca4-894e-db77e160355e");
    await expect(page).toHaveURL(/\/newsletter$/);
    await page.goto("/newsletter/no-such-post");
    await expect(page).toHaveURL(/\/newsletter$/);
  });

  test("robots.txt, the sitemap and the RSS feed", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /svcs/");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}${COMPLIANCE}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/contact</loc>`);
    const feed = await (await request.get("/rss.xml")).text();
    expect(feed).toContain("<title>Weekly HSA News: June 14, 2024</title>");
    expect(feed).toContain(`<link>${baseURL}${NEWSLETTER}</link>`);
  });
});

test.describe("cached-posts notice", () => {
  // The shared test server's database cannot be made to fail, so the list page is served with the
  // notice's own server-rendered markup added, as the server sends it when it falls back.
  test.beforeEach(async ({ page, request }) => {
    const html = await (await request.get("/newsletter")).text();
    const notice = renderToStaticMarkup(createElement(FallbackNotice, { active: true }));
    await page.route(/\/newsletter$/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: html.replace('<main id="main">', `<main id="main">${notice}`) }),
    );
  });

  test("shows the destructive toast for five seconds beside the in-page notice", async ({ page }) => {
    await gotoReady(page, "/newsletter");
    const toast = page.getByRole("alert");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Using cached blog posts");
    await expect(toast).toContainText("Could not connect to the database. Using locally cached posts instead.");
    await expect(page.getByTestId("fallback-notice")).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 4_000 });
    await expect(page.getByTestId("fallback-notice")).toBeVisible();
  });

  test("the toast's close button dismisses it at once", async ({ page }) => {
    await gotoReady(page, "/newsletter");
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(page.getByRole("alert")).toBeHidden();
  });
});
