import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";
import { oneOf } from "./closed-list";

export const FIGURES_SUBJECT_TYPES = ["post", "content"] as const;
export type FiguresSubjectType = (typeof FIGURES_SUBJECT_TYPES)[number];

/**
 * A figures-check warning a person said is right (the text means what it says): that warning of
 * that text is not shown again. `warningKey` names the year, amount, kind and sentence, so an
 * edited sentence is checked afresh. Who and when are here and in the audit log.
 */
export const figuresCheckConfirmations = pgTable(
  "figures_check_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectType: text("subject_type").$type<FiguresSubjectType>().notNull(),
    /** The post's id, or the site content document's id. */
    subjectId: text("subject_id").notNull(),
    warningKey: text("warning_key").notNull(),
    /** The warning's message as staff saw it. */
    message: text("message").notNull(),
    confirmedBy: uuid("confirmed_by").references(() => adminUsers.id, { onDelete: "set null" }),
    confirmedByLabel: text("confirmed_by_label").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("figures_check_confirmations_warning_idx").on(table.subjectType, table.subjectId, table.warningKey),
    check("figures_check_confirmations_subject_type_check", oneOf(table.subjectType, FIGURES_SUBJECT_TYPES)),
  ],
);
