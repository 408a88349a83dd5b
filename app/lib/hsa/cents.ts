import { formatUsd } from "~/lib/core/money";

/** Amounts are whole cents so that twelfths and percentages add up exactly as the IRS worksheets round them. */
export type Cents = number;

export const dollarsToCents = (dollars: number): Cents => Math.round(dollars * 100);

/** "$4,150" or "$691.67". */
export const formatCents = (cents: Cents): string => formatUsd(cents / 100);

/** `cents` times `numerator / denominator`, rounded to the cent (half up), as the worksheets' "divide by 12" lines do. */
export function fractionOf(cents: Cents, numerator: number, denominator: number): Cents {
  return Math.round((cents * numerator) / denominator);
}

/** `cents` times a percentage (22 for 22%), rounded to the cent. */
export const percentOf = (cents: Cents, percent: number): Cents => Math.round((cents * percent) / 100);
