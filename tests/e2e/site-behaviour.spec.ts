import { expect, type Page, test } from "@playwright/test";
import { gotoReady } from "./support/ready";

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

/** A header dropdown (a native disclosure) and its summary, by the dropdown's name. */
const dropdown = (page: Page, name: string) => {
  const details = page
    .getByRole("navigation", { name: "Main" })
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: name }) });
  return { details, summary: details.locator("summary") };
};
const openDropdowns = (page: Page) => page.locator("header details[open]");
const compactMenu = (page: Page) => ({
  details: page.locator("header details").filter({ has: page.locator("#mobile-menu") }),
  summary: page.getByLabel("Menu"),
});

test.describe("header menus", () => {
  test("desktop dropdowns open on click, one at a time, and close on choice, outside click and Escape", async ({ page }) => {
    await gotoReady(page, "/");
    const services = dropdown(page, "Services");
    await services.summary.click();
    await expect(openDropdowns(page)).toHaveCount(1);
    for (const name of ["Go-to-Market Strategy", "Operations", "Compliance", "Non-Bank Trustee"])
      await expect(services.details.getByRole("link", { name })).toBeVisible();

    const resources = dropdown(page, "Resources");
    await resources.summary.click();
    await expect(openDropdowns(page)).toHaveCount(1);
    await expect(resources.details.getByRole("link", { name: "HSA Legislation" })).toHaveAttribute("href", "/hsa-legislation");
    await expect(services.details).not.toHaveAttribute("open");

    await page.mouse.click(640, 500);
    await expect(openDropdowns(page)).toHaveCount(0);

    await dropdown(page, "Certifications").summary.click();
    await page.keyboard.press("Escape");
    await expect(openDropdowns(page)).toHaveCount(0);

    await dropdown(page, "Certifications").summary.click();
    await dropdown(page, "Certifications").details.getByRole("link", { name: "CHSA" }).click();
    await expect(page).toHaveURL(/\/training\/chsa$/);
    await expect(openDropdowns(page)).toHaveCount(0);
  });

  test("dropdowns work from the keyboard: arrows between links, Escape back to the summary, Tab out closes", async ({ page }) => {
    await gotoReady(page, "/");
    const services = dropdown(page, "Services");
    await services.summary.focus();
    await page.keyboard.press("Enter");
    await expect(services.details).toHaveAttribute("open");
    await page.keyboard.press("ArrowDown");
    await expect(services.details.getByRole("link", { name: "Go-to-Market Strategy" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(services.details.getByRole("link", { name: "Operations" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(openDropdowns(page)).toHaveCount(0);
    await expect(services.summary).toBeFocused();
    await page.keyboard.press("Space");
    await expect(services.details).toHaveAttribute("open");
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(services.details.getByRole("link", { name: "Non-Bank Trustee" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(openDropdowns(page)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team", exact: true })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/operations$/);
  });

  test("Contact Us is an outlined button on white and a badge on the dark bar", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("data-look", "outline");
    await gotoReady(page, "/contact");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("data-look", "badge");
  });
});

test.describe("narrow-screen menu @responsive", () => {
  test("the hamburger opens the same groups without Contact Us and closes on a link choice", async ({ page }) => {
    test.skip(isDesktop(page), "narrow screens only");
    await gotoReady(page, "/");
    const { details, summary } = compactMenu(page);
    await expect(details).not.toHaveAttribute("open");
    await summary.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    for (const name of ["Home", "Team", "Newsletter", "Go-to-Market Strategy", "CHSA", "HSA Legislation"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    for (const group of ["Services", "Certifications", "Resources"]) await expect(menu.getByText(group, { exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact Us" })).toHaveCount(0);
    await menu.getByRole("link", { name: "Team", exact: true }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(menu).toBeHidden();
    await expect(compactMenu(page).details).not.toHaveAttribute("open");
  });

  test("from the keyboard: Escape closes it back to its button, and focus never goes under it", async ({ page }) => {
    test.skip(isDesktop(page), "narrow screens only");
    await gotoReady(page, "/contact");
    const { details, summary } = compactMenu(page);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(details).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();

    await page.keyboard.press("Enter");
    // Every Tab while the menu is open lands on something a person can see (WCAG 2.4.11): a link of
    // the menu, or, once focus leaves it, the page with the menu closed.
    const obscured: string[] = [];
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        // Each line box of a link that wraps: the middle of the whole box can fall between its lines.
        const visible = Array.from(focused.getClientRects()).some((box) => {
          const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
          const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
          const seen = document.elementFromPoint(x, y);
          return Boolean(seen && (focused === seen || focused.contains(seen)));
        });
        return { name: focused.textContent?.trim().slice(0, 40) ?? "", visible };
      });
      if (!where.visible) obscured.push(where.name);
      if (!(await details.getAttribute("open").then((open) => open !== null))) break;
    }
    expect(obscured).toEqual([]);
    await expect(details).not.toHaveAttribute("open");
  });
});

test.describe("without JavaScript @responsive", () => {
  test("the header's menus open and lead to their pages", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: test.info().project.use.viewport ?? undefined });
    const page = await context.newPage();
    await page.goto("/contact");
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      const resources = dropdown(page, "Resources");
      await resources.summary.click();
      await resources.details.getByRole("link", { name: "HSA Legislation" }).click();
      await expect(page).toHaveURL(/\/hsa-legislation$/);
      const services = dropdown(page, "Services");
      await services.summary.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(services.details.getByRole("link", { name: "Go-to-Market Strategy" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/services\/gtm$/);
    } else {
      const { summary } = compactMenu(page);
      await summary.click();
      await page.locator("#mobile-menu").getByRole("link", { name: "HDHP Amounts" }).click();
      await expect(page).toHaveURL(/\/resources\/hdhp-amounts$/);
    }
    await context.close();
  });
});

test.describe("header look @responsive", () => {
  test("server-rendered in its initial state: white on / and /team, dark elsewhere", async ({ request }) => {
    for (const [path, look] of [
      ["/", "opaque"],
      ["/team", "opaque"],
      ["/contact", "translucent"],
      ["/no-such-page", "translucent"],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(new RegExp(`<header[^>]*data-look="${look}"`));
    }
  });

  test("turns opaque past 20 px of scroll on a dark-topped page and stays white on /", async ({ page }) => {
    const header = page.locator("header");
    await gotoReady(page, "/contact");
    await expect(header).toHaveAttribute("data-look", "translucent");
    const darkBackground = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(darkBackground).not.toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-look", "translucent");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-look", "opaque");
    await expect.poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-look", "translucent");

    await gotoReady(page, "/");
    await expect(header).toHaveAttribute("data-look", "opaque");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-look", "opaque");
    await expect(header).toHaveCSS("position", "fixed");
  });
});

test.describe("home interactions @responsive", () => {
  test("audience cards toggle their popover; Escape closes it", async ({ page }) => {
    await gotoReady(page, "/");
    const card = page.getByRole("button", { name: "Banks & Financial Institutions" });
    await card.click();
    const popover = page.getByRole("dialog");
    await expect(popover).toContainText("Banks and credit unions");
    await expect(card).toHaveAttribute("aria-expanded", "true");
    await card.click();
    await expect(popover).toHaveCount(0);
    await expect(card).toHaveAttribute("aria-expanded", "false");
    await card.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "HSA Administrators" }).click();
    await page.getByRole("button", { name: "Health Benefits Startups" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(page.getByRole("dialog")).toContainText("Fintech and health benefits startups");
  });

  test("the testimonials carousel wraps at both ends and its dots jump", async ({ page }) => {
    await gotoReady(page, "/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    const visible = carousel.locator('[aria-roledescription="slide"]:visible');
    await expect(visible).toHaveAttribute("aria-label", "1 of 4");
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(visible).toHaveAttribute("aria-label", "4 of 4");
    await expect(visible).toContainText("Thomas Brennan");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(visible).toHaveAttribute("aria-label", "1 of 4");
    await carousel.getByRole("button", { name: "Show testimonial 3 of 4" }).click();
    await expect(visible).toContainText("Priya Raman");
    await expect(carousel.getByRole("button", { name: "Show testimonial 3 of 4" })).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(visible).toHaveAttribute("aria-label", "1 of 4");
  });

  test("Our Solutions jumps to the services grid", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("link", { name: "Our Solutions" }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole("heading", { name: "Our Solutions", level: 2 })).toBeInViewport();
  });
});

test.describe("not-found redirects", () => {
  for (const [path, target, message] of [
    ["/definitely-missing", "/", "home"],
    ["/archive/weekly-hsa-news-12", "/blog", "blog"],
  ] as const) {
    test(`${path} redirects to ${target} after 2 seconds`, async ({ page, baseURL }) => {
      // Each document records when its navigation began; the redirect target's must come 2 s after the 404's.
      await page.addInitScript(() => {
        const starts = JSON.parse(sessionStorage.getItem("navigationStarts") ?? "[]") as { path: string; at: number }[];
        starts.push({ path: location.pathname, at: performance.timeOrigin });
        sessionStorage.setItem("navigationStarts", JSON.stringify(starts));
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(`Redirecting you to the ${message} page in a moment...`)).toBeVisible();
      await page.waitForURL(new URL(target, baseURL).toString(), { timeout: 10_000 });
      const starts = await page.evaluate(() => JSON.parse(sessionStorage.getItem("navigationStarts") ?? "[]") as { path: string; at: number }[]);
      expect(
        starts.map((start) => start.path),
        JSON.stringify(starts),
      ).toEqual([path, target]);
      expect(starts[1]!.at - starts[0]!.at).toBeGreaterThanOrEqual(2_000);
      // replace(): Back does not return to the missing address.
      await page.goBack();
      expect(new URL(page.url()).pathname).not.toBe(path);
    });
  }
});

test.describe("page views and privacy @responsive", () => {
  test("each page load sends one beacon that is stored, and leaving reports the time on page", async ({ page }) => {
    const beacons: string[] = [];
    const timeOnPage: string[] = [];
    page.on("request", (request) => {
      const body = request.url().endsWith("/api/beacon") ? request.postDataJSON() : null;
      if (body?.type === "pageview") beacons.push(body.path);
      if (body?.name === "time_on_page") timeOnPage.push(body.path);
    });
    const stored = page.waitForResponse((response) => response.url().endsWith("/api/beacon") && response.request().postDataJSON()?.path === "/team");
    await gotoReady(page, "/team");
    expect((await stored).status()).toBe(204);
    // The browser fires pagehide when the page is left. Playwright stops reporting a page's requests
    // once it has been navigated away from, so the event is fired here to see what leaving sends.
    const timeSent = page.waitForResponse((response) => response.url().endsWith("/api/beacon") && response.request().postDataJSON()?.name === "time_on_page");
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })));
    expect((await timeSent).status()).toBe(204);
    const next = page.waitForResponse((response) => response.url().endsWith("/api/beacon") && response.request().postDataJSON()?.path === "/");
    await page.locator("footer").getByRole("link", { name: "Home", exact: true }).click();
    expect((await next).status()).toBe(204);
    await page.waitForTimeout(300);
    expect(beacons).toEqual(["/team", "/"]);
    expect(timeOnPage).toEqual(["/team"]);
  });

  test("resting the pointer on a link prefetches its page, without counting a page view", async ({ page }) => {
    test.skip(!isDesktop(page), "hover needs a pointer");
    const pageViews: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/beacon") && request.postDataJSON()?.type === "pageview") pageViews.push(request.postDataJSON().path);
    });
    await gotoReady(page, "/");
    const prefetch = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/team" && request.headers()["sec-purpose"]?.includes("prefetch") === true,
    );
    await page.locator("footer").getByRole("link", { name: "Team", exact: true }).hover();
    await prefetch;
    await page.waitForTimeout(300);
    expect(pageViews).toEqual(["/"]);
  });

  test("every navigation scrolls to the top and no request leaves our origin", async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:")) foreign.push(request.url());
    });
    await gotoReady(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Team", exact: true }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('script[src*="googletagmanager"], script[src*="ga-loader"]').count()).toBe(0);
    expect(foreign).toEqual([]);
  });
});

test.describe("events", () => {
  test("Request a Consultation leads to the form on /contact and is recorded as a click", async ({ page }) => {
    await gotoReady(page, "/");
    const events: { name: string; params: Record<string, unknown> }[] = [];
    page.on("request", (request) => {
      const body = request.url().endsWith("/api/beacon") ? request.postDataJSON() : null;
      if (body?.type === "event") events.push({ name: body.name, params: body.params });
    });
    // The link leaves the page: its beacon is a keepalive request whose answer the next page cannot see.
    const click = page.waitForRequest((request) => request.url().endsWith("/api/beacon") && request.postDataJSON()?.name === "button_click");
    await page.getByRole("link", { name: "Request a Consultation" }).click();
    await click;
    await expect(page).toHaveURL(/\/contact#consultation$/);
    await expect(page.getByRole("heading", { name: "Request a Consultation" })).toBeVisible();
    expect(events).toContainEqual({ name: "button_click", params: { label: "Request a Consultation" } });
    // The lead is counted by the server when a request is stored, never by a click.
    expect(events.some((event) => event.name === "generate_lead")).toBe(false);
  });

  test("scrolling to the bottom records every scroll-depth mark once", async ({ page }) => {
    await gotoReady(page, "/");
    const marks: number[] = [];
    page.on("request", (request) => {
      const body = request.url().endsWith("/api/beacon") ? request.postDataJSON() : null;
      if (body?.name === "scroll_depth") marks.push(body.params.percent);
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await page.waitForTimeout(200);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => [...marks].sort((a, b) => a - b)).toEqual([25, 50, 75, 90, 100]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(marks).toHaveLength(5);
  });

  test("the carousel does not animate for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/");
    const slide = page.locator('[aria-roledescription="slide"]:visible');
    expect(await slide.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await slide.evaluate((element) => getComputedStyle(element).animationName)).toBe("fade-in");
  });
});
