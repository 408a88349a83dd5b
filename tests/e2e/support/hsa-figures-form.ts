import { expect, type Locator, type Page } from "@playwright/test";

/** The HSA figures' form: a tax year's toggle and fields, and the 2028 year as staff type it. */

export const yearToggle = (page: Page, year: number | string) => page.getByRole("button", { name: `Tax year ${year}`, exact: true });
export const entry = (page: Page, year: number | string) => page.getByRole("group", { name: `Tax year ${year}`, exact: true });
export const coverage = (scope: Locator, group: string, which: "Self-only coverage" | "Family coverage") =>
  scope.getByRole("group", { name: group, exact: true }).getByLabel(which, { exact: true });

/** The 2028 figures the tests enter, and their source. */
export const FIGURES_2028 = {
  selfOnly: "$4,600",
  family: "$9,200",
  catchUp: "$1,000",
  minimumDeductible: { selfOnly: "$1,800", family: "$3,600" },
  maximumOutOfPocket: { selfOnly: "$8,900", family: "$17,800" },
  source: "Rev. Proc. 2027-20",
} as const;

/** Adds the 2028 year through the list's Add button; `family` as typed into its family contribution limit. */
export async function addYear2028(page: Page, family: string) {
  await page.getByRole("button", { name: "Add tax year" }).click();
  const added = entry(page, 8);
  await expect(added.getByLabel("Tax year", { exact: true })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Added tax year 8 of 8." })).toBeAttached();
  await page.keyboard.type("2028");
  const year = entry(page, 2028);
  await year.getByLabel("Takes effect on").fill("2028-01-01");
  await coverage(year, "HSA contribution limit", "Self-only coverage").fill("4600");
  await coverage(year, "HSA contribution limit", "Family coverage").fill(family);
  await year.getByLabel("Catch-up contribution, age 55 or older").fill("1000");
  await coverage(year, "HDHP minimum annual deductible", "Self-only coverage").fill("1800");
  await coverage(year, "HDHP minimum annual deductible", "Family coverage").fill("3600");
  await coverage(year, "HDHP maximum out-of-pocket", "Self-only coverage").fill("8900");
  await coverage(year, "HDHP maximum out-of-pocket", "Family coverage").fill("17800");
  await year.getByLabel("Source", { exact: true }).fill("Rev. Proc. 2027-20");
  await year.getByLabel("Source address").fill("https://www.irs.gov/pub/irs-drop/rp-27-20.pdf");
  return year;
}
