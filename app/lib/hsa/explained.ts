import type { Cents } from "./cents";
import type { RuleSource } from "./rule-sources";

/** A figure of the result with the sentence that explains it to a non-expert and the rule it applies. */
export type Explained = {
  readonly label: string;
  readonly amount: Cents;
  readonly sentence: string;
  readonly source: RuleSource;
};

/** Something the visitor should know or act on, with the rule behind it. */
export type Notice = {
  readonly kind: "warning" | "info";
  readonly title: string;
  readonly sentence: string;
  readonly source: RuleSource;
};

/** "1 month", "9 months". */
export const monthsText = (count: number) => `${count} ${count === 1 ? "month" : "months"}`;
