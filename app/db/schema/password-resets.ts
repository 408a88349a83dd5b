import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Links mailed to reset a forgotten password: single use, expiring. Only the SHA-256 of the
 * link's token is stored, as for sessions.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);
