/**
 * IRS limits for health savings accounts and HSA-qualified high deductible health plans (HDHPs).
 * The single source of these amounts: pages and other content modules import them from here.
 * Sources: the annual Revenue Procedures listed in ./irs-rules.
 */

/** Additional yearly contribution allowed from this age (IRC §223(b)(3)); not indexed for inflation. */
export const CATCH_UP_AGE = 55;
export const CATCH_UP_CONTRIBUTION = 1_000;

export type ContributionLimits = {
  readonly year: number;
  readonly selfOnly: number;
  readonly family: number;
  readonly catchUp: number;
};

/** The limits for the current year, shown first on /resources/contribution-limits. */
export const CURRENT_CONTRIBUTION_LIMITS: ContributionLimits = {
  year: 2025,
  selfOnly: 4_300,
  family: 8_550,
  catchUp: CATCH_UP_CONTRIBUTION,
};

/** Earlier years, newest first. */
export const CONTRIBUTION_LIMIT_HISTORY: readonly ContributionLimits[] = [
  { year: 2024, selfOnly: 4_150, family: 8_300, catchUp: CATCH_UP_CONTRIBUTION },
  { year: 2023, selfOnly: 3_850, family: 7_750, catchUp: CATCH_UP_CONTRIBUTION },
  { year: 2022, selfOnly: 3_650, family: 7_300, catchUp: CATCH_UP_CONTRIBUTION },
  { year: 2021, selfOnly: 3_600, family: 7_200, catchUp: CATCH_UP_CONTRIBUTION },
];

export type CoverageAmounts = {
  readonly selfOnly: number;
  readonly family: number;
};

export type HdhpAmounts = {
  readonly year: number;
  /** The plan's annual deductible must be at least this. */
  readonly minimumDeductible: CoverageAmounts;
  /** Deductible plus other annual out-of-pocket expenses (not premiums) may not exceed this. */
  readonly maximumOutOfPocket: CoverageAmounts;
};

/** HDHP amounts for /resources/hdhp-amounts, oldest first. */
export const HDHP_AMOUNTS: readonly HdhpAmounts[] = [
  {
    year: 2025,
    minimumDeductible: { selfOnly: 1_650, family: 3_300 },
    maximumOutOfPocket: { selfOnly: 8_300, family: 16_600 },
  },
  {
    year: 2026,
    minimumDeductible: { selfOnly: 1_700, family: 3_400 },
    maximumOutOfPocket: { selfOnly: 8_500, family: 17_000 },
  },
];

const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

const usdCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$4,300" for whole dollars, "$12.50" when there are cents. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? usdWhole.format(amount) : usdCents.format(amount);
}
