// Account recovery from the command line (stop the server first when using the embedded database):
//   npm run admin -- create <username> [--type admin|moderator|user] [--email address] [--password-stdin]
//   npm run admin -- reset-password <username> [--password-stdin]
//   npm run admin -- reset-two-factor <username>
// Without --password-stdin a strong random password is generated and printed once.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { fieldErrors } from "~/lib/core/field-errors";
import { createUserSchema, passwordSchema } from "~/lib/users/account-rules";
import { SYSTEM_ACTOR } from "~/services/auth";
import { loadConfig, openDatabase } from "~/services/platform";
import { resetTwoFactor } from "~/services/two-factor";
import { createUser, findUserIdByName, resetUserPassword } from "~/services/users";

const USAGE = `Usage:
  npm run admin -- create <username> [--type admin|moderator|user] [--email address] [--password-stdin]
  npm run admin -- reset-password <username> [--password-stdin]
  npm run admin -- reset-two-factor <username>`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { type: { type: "string", default: "admin" }, email: { type: "string", default: "" }, "password-stdin": { type: "boolean", default: false } },
  });
  const [command, username] = positionals;
  if (!command || !username || !["create", "reset-password", "reset-two-factor"].includes(command)) fail(USAGE);
  if (command === "reset-two-factor") return resetTwoFactorOf(username);
  const generated = !values["password-stdin"];
  const password = generated ? randomBytes(18).toString("base64url") : await readStdin();
  const strong = passwordSchema.safeParse(password);
  if (!strong.success) fail(strong.error.issues[0]?.message ?? "invalid password");

  const parsed = createUserSchema.safeParse({ username, email: values.email, password, confirmPassword: password, userType: values.type });
  if (command === "create" && !parsed.success) {
    fail(
      Object.entries(fieldErrors(parsed.error))
        .map(([field, message]) => `${field}: ${message}`)
        .join("\n"),
    );
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, "db") });
  try {
    await database.migrate(path.resolve(import.meta.dirname, "../drizzle"));
    const db = database.db;
    if (command === "create" && parsed.success) {
      const { confirmPassword: _confirm, ...input } = parsed.data;
      await createUser(db, SYSTEM_ACTOR, input, new Date());
      console.log(`Created ${input.userType} "${input.username}".`);
    } else {
      const userId = await findUserIdByName(db, username);
      if (!userId) fail(`No user named "${username}".`);
      await resetUserPassword(db, SYSTEM_ACTOR, userId, password, new Date());
      console.log(`Password of "${username}" reset; their sessions ended and lock-outs lifted.`);
    }
    if (generated) console.log(`Password (shown only this once): ${password}`);
  } finally {
    await database.close();
  }
}

/** For an account that lost its authenticator and its recovery codes, with no other admin to reset it. */
async function resetTwoFactorOf(username: string) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, "db") });
  try {
    await database.migrate(path.resolve(import.meta.dirname, "../drizzle"));
    const userId = await findUserIdByName(database.db, username);
    if (!userId) fail(`No user named "${username}".`);
    await resetTwoFactor(database.db, SYSTEM_ACTOR, { id: userId, username }, new Date());
    console.log(`Two-factor of "${username}" reset: the password alone signs in until it is set up again.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
