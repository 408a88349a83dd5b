import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An account's authenticator-app secret. Unconfirmed (confirmed_at null) while the account is
 * enrolling; two-factor is on once a first code confirmed it.
 */
export const adminTotp = pgTable("admin_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  /** AES-256-GCM of the base32 secret: version, nonce, ciphertext and tag (decision 026). */
  secretEncrypted: text("secret_encrypted").notNull(),
  createdAt: timestamptz("created_at").notNull(),
  confirmedAt: timestamptz("confirmed_at"),
  /** The 30-second step of the last accepted code: a code of this step or earlier is refused (no replay). */
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
});

/** Single-use recovery codes, only their SHA-256 stored; regenerating replaces all of them. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (table) => [index("admin_recovery_codes_user_idx").on(table.userId, table.codeHash)],
);

/**
 * A sign-in waiting for its second step: the password was right, the code is still due. Not a
 * session (it opens nothing); lives 5 minutes; the cookie holds its id, only the SHA-256 is kept.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The password attempt, still counted as a failure for the lock-out until the code is right. */
    attemptId: uuid("attempt_id").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent"),
  },
  (table) => [index("sign_in_challenges_expires_idx").on(table.expiresAt)],
);
