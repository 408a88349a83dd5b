import { request as httpRequest } from "node:http";
import { pathToFileURL } from "node:url";
import path from "node:path";
import { type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { E2E_ADMIN } from "../../playwright.config";

/** Through the login form, as a person would; other admin tests sign in with the adminPage fixture. */
async function signInThroughForm(page: Page) {
  await page.goto("/svcs/team");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/svcs\/admin-dashboard/);
}

test.describe("admin login and dashboard @responsive", () => {
  test("login page is accessible and says who it is for", async ({ page }) => {
    await page.goto("/svcs/team");
    await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
    await expect(page.getByText(/^For authorized .+ personnel only\.$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("validates the username live and keeps the button disabled while it is wrong", async ({ page }) => {
    await page.goto("/svcs/team");
    const username = page.getByLabel("Username");
    await username.fill("bad name");
    await expect(page.getByText("Username can only contain letters, numbers, underscores, and hyphens")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeDisabled();
    await username.fill("good_name");
    await expect(page.getByText("Username can only contain")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  test("missing fields and wrong credentials get the spec's toasts; the password is cleared", async ({ page }) => {
    await page.goto("/svcs/team");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter both username and password.", { exact: true })).toBeVisible();
    await page.getByLabel("Username").fill(`nobody_${test.info().project.name}`);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Login failed", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
    await expect(password).toHaveValue("");
    await expect(page.getByLabel("Username")).toHaveValue(`nobody_${test.info().project.name}`);
  });

  test("signs in to an accessible dashboard with the one-time welcome toast", async ({ page }) => {
    await signInThroughForm(page);
    await expect(page.getByText("Welcome to the admin dashboard.", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link")).toHaveText([
      "Home",
      "Blog Posts",
      // With new leads waiting, the tab also shows their count.
      /^Leads( \d+ new)?$/,
      "Media",
      "Site Content",
      "Manage Users",
      "Login History",
      "Security",
      "Analytics",
      "Backups",
      "Restore Guide",
      "Training",
      "Subscribers",
      "Site Search",
      "Consultations",
      "Sign-off Log",
    ]);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Login History" }).click();
    await expect(page.getByText("Total Logins")).toBeVisible();
    await expect(page.getByRole("cell", { name: E2E_ADMIN.username }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText("Total Logins")).toBeVisible();
    await expect(page.getByText("Welcome to the admin dashboard.", { exact: true })).toHaveCount(0);
  });
});

test.describe("managing users", () => {
  test("creates, edits, freezes and deletes a user, and logs out", async ({ adminPage: page }) => {
    const name = `temp_${Date.now().toString(36)}`;
    await page.goto("/svcs/admin-dashboard/users");

    await page.getByRole("button", { name: "Create New User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New User" });
    await dialog.getByLabel("Username").fill(name);
    await dialog.getByLabel("Password", { exact: true }).fill("short");
    await dialog.getByLabel("Confirm password").fill("short");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("Password must be at least 8 characters long")).toBeVisible();
    await expect(dialog.getByLabel("Username")).toHaveValue(name);
    await dialog.getByLabel("Password", { exact: true }).fill("Temporary-Secret-42");
    await dialog.getByLabel("Confirm password").fill("Temporary-Secret-42");
    await dialog.getByLabel("User type").selectOption("moderator");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("User Created", { exact: true })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("moderator");
    await expect(row).toContainText("Active");

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    await page.getByLabel(`Email of ${name}`).fill("not-an-email");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Invalid Email", { exact: true })).toBeVisible();
    await page.getByLabel(`Email of ${name}`).fill(`${name}@example.com`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("User Updated", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText(`${name}@example.com`);

    await page.getByRole("button", { name: `Freeze ${name}` }).click();
    await expect(page.getByText("User Frozen", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Frozen");

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete User" });
    await expect(confirm).toContainText("consider freezing the account instead");
    await confirm.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByText("User Deleted", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/svcs\/team$/);
    await expect(page.getByText("You have been securely logged out.", { exact: true })).toBeVisible();
    await page.goto("/svcs/admin-dashboard");
    await expect(page).toHaveURL(/\/svcs\/team$/);
    await page.reload();
    await expect(page.getByText("You have been securely logged out.", { exact: true })).toHaveCount(0);
  });

  test("login history updates by itself when a new attempt is recorded", async ({ adminPage: page, request, baseURL }) => {
    await page.goto("/svcs/admin-dashboard");
    await page.getByRole("link", { name: "Login History" }).click();
    await expect(page.getByText("Total Logins")).toBeVisible();
    const name = `watcher_${Date.now().toString(36)}`;
    await expect(page.getByRole("cell", { name })).toHaveCount(0);
    const response = await request.post("/svcs/team", {
      headers: { Origin: new URL(baseURL!).origin },
      form: { username: name, password: "wrong-password-1" },
    });
    expect(response.status()).toBe(401);
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Failed", { timeout: 15_000 });
  });

  test("signs in without JavaScript as a plain form post", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/svcs/team");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The admin home comes first (a deliberate difference from the spec's Blog Posts default, decision 043).
    await expect(page).toHaveURL(/\/svcs\/admin-dashboard$/);
    await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();
    await context.close();
  });
});

test.describe("admin HTTP behaviour", () => {
  test("anonymous visitors are sent to the login page; admin pages are never cached or indexed", async ({ request }) => {
    const dashboard = await request.get("/svcs/admin-dashboard", { maxRedirects: 0 });
    expect(dashboard.status()).toBe(302);
    expect(dashboard.headers().location).toBe("/svcs/team");
    const login = await request.get("/svcs/team");
    expect(login.headers()["cache-control"]).toBe("no-store");
    expect(login.headers()["x-robots-tag"]).toContain("noindex");
  });

  test("a cross-origin login post is refused with 403", async ({ request }) => {
    const response = await request.post("/svcs/team", {
      headers: { Origin: "https://evil.example" },
      form: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("a client that sends neither Origin nor Sec-Fetch-Site (w3m, lynx) signs in with the form's token; another site's post is still refused", async ({
    baseURL,
  }) => {
    type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
    /** A plain HTTP client, as a text browser talks: only the headers given here, and no Origin or Sec-Fetch-Site ever. */
    const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      new Promise<Answer>((resolve, reject) => {
        const req = httpRequest(new URL(path, baseURL), { method, headers: { "user-agent": "w3m/0.5.3+git20230121", ...headers } }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        });
        req.on("error", reject);
        req.end(body);
      });
    const page = await send("GET", "/svcs/team", {});
    expect(page.status).toBe(200);
    const cookies = ([] as string[]).concat(page.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!);
    const fields = new URLSearchParams();
    for (const [, name, value] of page.body.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.set(name!, value!);
    expect([...fields.keys()]).toContain("form_token");
    fields.set("username", E2E_ADMIN.username);
    fields.set("password", E2E_ADMIN.password);
    const form = { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; ") };

    const crossSite = await send("POST", "/svcs/team", { ...form, origin: "https://evil.example" }, fields.toString());
    expect(crossSite.status).toBe(403);
    const withoutToken = new URLSearchParams(fields);
    withoutToken.delete("form_token");
    expect((await send("POST", "/svcs/team", form, withoutToken.toString())).status).toBe(403);

    const signedIn = await send("POST", "/svcs/team", form, fields.toString());
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.location).toBe("/svcs/admin-dashboard");
    expect(String(signedIn.headers["set-cookie"])).toMatch(/admin_session=/);
  });

  test("the sign-in pages load only the sign-in form's small script, not the admin area's", async ({ request }) => {
    let scripts: string[] = [];
    for (const path of ["/svcs/team", "/svcs/team/forgot-password", "/svcs/team/reset-password?token=unknown"]) {
      const html = await (await request.get(path)).text();
      scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
      expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/sign-in-[\w-]+\.js$/)]);
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toContain("__reactRouterContext");
    }
    const script = await request.get(scripts[0]!, { headers: { "accept-encoding": "gzip" } });
    expect(script.headers()["content-encoding"]).toBe("gzip");
    // As sent (Playwright decodes the body; the length header is the gzip one).
    expect(Number(script.headers()["content-length"])).toBeLessThan(4 * 1024);
  });

  test("the session cookie is HttpOnly and SameSite=Strict", async ({ request, baseURL }) => {
    const response = await request.post("/svcs/team", {
      headers: { Origin: new URL(baseURL!).origin },
      form: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const cookie = response.headers()["set-cookie"]!;
    expect(cookie).toMatch(/^admin_session=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Strict/);
  });

  test("public pages never load the admin JavaScript", async ({ request }) => {
    // Importing the server build (2.5 MB) has taken most of 30 s on a loaded machine.
    test.setTimeout(90_000);
    // The build's own manifest says which chunks only admin routes import.
    const { assets } = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as {
      assets: { routes: Record<string, { module: string; imports?: string[] }> };
    };
    const chunksOf = (id: string) => [assets.routes[id]!.module, ...(assets.routes[id]!.imports ?? [])];
    const routeIds = Object.keys(assets.routes);
    const adminIds = routeIds.filter((id) => id.startsWith("routes/admin/"));
    const publicChunks = new Set(routeIds.filter((id) => !id.startsWith("routes/admin/")).flatMap(chunksOf));
    const adminOnly = [...new Set(adminIds.flatMap(chunksOf))].filter((chunk) => !publicChunks.has(chunk));
    expect(adminIds.length).toBeGreaterThan(3);
    expect(adminOnly.length).toBeGreaterThan(3);
    for (const pagePath of ["/", "/team", "/newsletter", "/services/compliance"]) {
      const html = await (await request.get(pagePath)).text();
      for (const chunk of adminOnly) expect(html, `${pagePath} loads ${chunk}`).not.toContain(chunk);
    }
  });
});
