import type { Browser } from "@playwright/test";
import { expect, signInContext } from "./fixtures";

/**
 * For specs about the editor itself, not the four-eyes rule (tests/e2e/publishing-review.spec.ts):
 * an admin unticks the HSA figures in the Sign-off Log's "Content types that need review", so the
 * figures publish as any content does. Only on a server of the spec's own.
 */
export async function figuresWithoutReview(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  try {
    await signInContext(context, baseURL, "admin");
    const page = await context.newPage();
    await page.goto("/svcs/admin-dashboard/signoff");
    // Hydrated: a click before would post the form as plain HTML, saved but without its toast.
    await page.waitForLoadState("networkidle");
    await page.getByLabel("HSA and HDHP figures").uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Changes to the chosen content types now need a second person's approval.").first()).toBeVisible();
  } finally {
    await context.close();
  }
}
