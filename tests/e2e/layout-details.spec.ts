import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { slugify } from "~/lib/core/slug";
import { postPath } from "~/lib/site/public-paths";
import { expect, test } from "./support/fixtures";

const PHONE = { width: 375, height: 812 };

test.describe("public pages in detail", () => {
  test("/newsletter: each card's excerpt shows three lines at most, and Read More carries the title in its text", async ({ page }) => {
    await page.goto("/newsletter");
    const lines = await page
      .locator("[data-testid=post-card] p.line-clamp-3")
      .evaluateAll((excerpts) => excerpts.map((excerpt) => excerpt.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(excerpt).lineHeight)));
    expect(lines.length).toBeGreaterThan(0);
    for (const count of lines) expect(count).toBeLessThanOrEqual(3.05);
    for (const post of DEFAULT_POSTS) {
      const link = page.getByRole("link", { name: `Read More: ${post.title}` });
      await expect(link).toContainText(post.title);
      await expect(link).not.toHaveAttribute("aria-label");
    }
  });

  test("/newsletter at 375 px: the search field's placeholder fits", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/newsletter");
    const { textWidth, room } = await page.locator("#blog-search").evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { textWidth: context.measureText(input.placeholder).width, room };
    });
    expect(textWidth).toBeLessThanOrEqual(room);
  });

  test("home at 375 px: with one audience card open, tapping another opens it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const cards = page.locator("section[aria-labelledby=audiences-heading]").getByRole("button");
    await cards.nth(0).click();
    await expect(cards.nth(0)).toHaveAttribute("aria-expanded", "true");
    await cards.nth(1).click();
    await expect(cards.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(cards.nth(0)).toHaveAttribute("aria-expanded", "false");
  });

  test("home at 1280 px: 'Who We Serve' follows the hero without a gap", async ({ page }) => {
    await page.goto("/");
    const gap = await page.evaluate(() => {
      const heroEnd = document.querySelector("main section")!.querySelector("h1")!.parentElement!.getBoundingClientRect().bottom;
      return document.getElementById("audiences-heading")!.getBoundingClientRect().top - heroEnd;
    });
    expect(gap).toBeLessThan(200);
  });

  test("home: testimonial figures carry no role", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("figure[role]")).toHaveCount(0);
  });

  test("a post page shows related posts of its category", async ({ page }) => {
    const compliance = DEFAULT_POSTS.filter((post) => post.category === "Compliance");
    expect(compliance.length).toBeGreaterThan(1);
    await page.goto(postPath(slugify(compliance[0]!.title)));
    const related = page.locator("section[aria-labelledby=related-heading]");
    await expect(related.getByRole("heading", { name: "Related posts" })).toBeVisible();
    await expect(related.getByRole("link", { name: compliance[1]!.title, exact: true })).toBeVisible();
    await expect(related.getByRole("link", { name: compliance[0]!.title, exact: true })).toHaveCount(0);
  });
});

test.describe("admin pages in detail", () => {
  test("login: a too-short username is told while typing", async ({ page }) => {
    await page.goto("/svcs/team");
    await page.getByLabel("Username").fill("ab");
    await expect(page.getByText("Username must be at least 3 characters long")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeDisabled();
  });

  test("Manage Users: 'Users Loaded', a 400 px scroll area, and at 375 px cards with every action in view", async ({ adminPage: page }) => {
    await page.goto("/svcs/admin-dashboard/users");
    await expect(page.getByText("Users Loaded", { exact: true })).toBeVisible();
    const region = page.getByRole("region", { name: "Admin users" });
    await expect(region).toHaveCSS("max-height", "400px");
    await page.setViewportSize(PHONE);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: /^Edit / }) })
      .first();
    for (const control of [row.getByText(/^(Active|Inactive|Frozen)$/), ...(await row.getByRole("button").all())]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });

  test("Login History at 375 px: each record reads as a card without scrolling sideways", async ({ adminPage: page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/svcs/admin-dashboard/login-history");
    const region = page.getByRole("region", { name: "Login records" });
    await expect(region).toBeVisible();
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });
});
