const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$4,300" for whole dollars, "$12.50" when there are cents. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? usdWhole.format(amount) : usdCents.format(amount);
}
