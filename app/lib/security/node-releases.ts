/**
 * End of life of each Node.js major line (nodejs.org/en/about/previous-releases); after it a line
 * gets no security fixes. Odd lines end six months after their release.
 */
export const NODE_END_OF_LIFE: Readonly<Record<number, string>> = {
  18: "2025-04-30",
  19: "2023-06-01",
  20: "2026-04-30",
  21: "2024-06-01",
  22: "2027-04-30",
  23: "2025-06-01",
  24: "2028-04-30",
  25: "2026-06-01",
  26: "2029-04-30",
};

/** The major line of a version such as "v24.3.0". */
export function nodeMajor(version: string): number {
  return Number(/^v?(\d+)/.exec(version)?.[1] ?? Number.NaN);
}

/** When `version`'s line ends: a date, "unknown" for a line the table does not list (too new or too old to judge). */
export function nodeEndOfLife(version: string): Date | "unknown" {
  const end = NODE_END_OF_LIFE[nodeMajor(version)];
  return end ? new Date(`${end}T00:00:00Z`) : "unknown";
}
