import { integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Consecutive wrong guesses at an account's secrets once its password is known or its session
 * held: second-factor codes at sign-in and the password asked again before a sensitive change.
 * Shared by every instance; a right answer starts the count again (decision 049).
 */
export const secretGuesses = pgTable("secret_guesses", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  /** Wrong answers since the last right one. */
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamptz("last_failure_at"),
  /** No answer is checked before this moment (the growing delay). */
  delayedUntil: timestamptz("delayed_until"),
  /** Set at the absolute limit: no answer is checked until an admin lifts it. */
  lockedAt: timestamptz("locked_at"),
});
