/**
 * Facts a built-in post stated that have changed since it was written. Seeding never rewrites a
 * stored post, so a site seeded earlier keeps the old sentence: content health lists each post
 * that still contains `outdated`, with what changed and its source, until staff edit it.
 */
export type BuiltInFactChange = {
  /** The built-in post (DEFAULT_POSTS' legacyId). */
  readonly legacyId: string;
  /** Words only the outdated text contains. */
  readonly outdated: string;
  /** When the fact changed (yyyy-mm-dd). */
  readonly changedOn: string;
  readonly change: string;
  readonly source: { readonly title: string; readonly url: string };
};

export const BUILT_IN_FACT_CHANGES: readonly BuiltInFactChange[] = [
  {
    legacyId: "telehealth-hsa-trends",
    outdated: "depends on Congress",
    changedOn: "2025-07-04",
    change:
      "It says the telehealth relief depends on Congress. Public Law 119-21 (section 71306) made it permanent for plan years beginning after December 31, 2024. Replace the sentence and add a dated update note.",
    source: { title: "IRS Notice 2026-5", url: "https://www.irs.gov/pub/irs-drop/n-26-05.pdf" },
  },
];
