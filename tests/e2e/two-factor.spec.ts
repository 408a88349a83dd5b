import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { generate } from "otplib";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { nuErrors, savePages } from "./support/nu-checker";

/**
 * The code of the next 30-second step: accepted (one step of drift is allowed) and always later
 * than the step of the code that confirmed the setup, which replay protection refuses.
 */
function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

for (const width of [1280, 375]) {
  test(`enrols two-factor from the account page and signs in with a code at ${width} px`, async ({ page, signInAs }) => {
    // A whole enrolment and sign-in: three argon2 checks and five axe scans on a shared machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const account = await signInAs("moderator");
    await page.goto("/svcs/admin-dashboard/posts");
    await page.getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/svcs\/admin-dashboard\/account$/);
    await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Active sessions" })).toBeVisible();
    await expect(page.getByText("This session")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Set up two-factor" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    // The key as shown for typing into an app: groups of four, spaces between.
    const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page);

    await page.getByLabel("Authentication code").fill(await generate({ secret }));
    await page.getByLabel("Current password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expect(page.getByRole("button", { name: "Download (.txt)" })).toBeVisible();
    await expectNoAxeViolations(page);
    if (width === 1280) await page.screenshot({ path: "test-results/two-factor-account-1280.png", fullPage: true });
    if (width === 375) await page.screenshot({ path: "test-results/two-factor-account-375.png", fullPage: true });
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page.getByText("10 of 10 recovery codes left.")).toBeVisible();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/svcs\/team$/);
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/svcs\/team\/two-factor$/);
    await expect(page.getByRole("heading", { name: "Two-factor verification" })).toBeVisible();
    await expectNoAxeViolations(page);
    if (width === 1280) {
      // The one admin page html-validity.spec.ts cannot reach: it needs a sign-in half done.
      const directory = mkdtempSync(path.join(os.tmpdir(), "hsa-nu-two-factor-"));
      await savePages(page.request, ["/svcs/team/two-factor"], directory);
      expect(await nuErrors(directory)).toEqual([]);
    }

    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid code" })).toBeVisible();
    await page.getByLabel("Authentication code").fill(await nextCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/svcs\/admin-dashboard/);
    await expect(page.getByText("Login successful").first()).toBeVisible();
  });
}

test("the code step without a right password goes back to the login page", async ({ page }) => {
  await page.goto("/svcs/team/two-factor");
  await expect(page).toHaveURL(/\/svcs\/team$/);
});
