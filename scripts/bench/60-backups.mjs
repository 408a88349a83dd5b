// Backup and restore of a site with 1,000 posts (about 4 KB each) and 100 images (60 KB each),
// through the command line (`npm run backup`) on the embedded database: the time to create a
// verified archive and to restore it, plain and encrypted to an age key, and the archive's size.
// Reference in the same run: the same command doing no work (`list`: process start, database
// open, migration check). Prints numbers; asserts nothing.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import sharp from "sharp";

export const title = "Backups: 1,000 posts and 100 images, create and restore (embedded database, command line)";

const POSTS = 1_000;
const IMAGES = 100;

function postBody(n) {
  const paragraph = (k) =>
    `<p>Paragraph ${k} of post ${n}: contribution limits, catch-up rules and the ${n % 97}th employer question. Account holders who keep receipts avoid corrections later.</p>`;
  return `<h2>Post ${n}</h2>${Array.from({ length: 20 }, (_, k) => paragraph(k)).join("\n")}`;
}

async function seed(dataDir) {
  const db = await PGlite.create(path.join(dataDir, "db"));
  try {
    for (let start = 1; start <= POSTS; start += 250) {
      const values = [];
      const params = [];
      for (let n = start; n < Math.min(start + 250, POSTS + 1); n++) {
        const row = [`bench-post-${n}`, `Bench post ${n}`, "2026-01-01", `Excerpt ${n}.`, postBody(n), "Compliance"];
        values.push(`(${row.map((_, i) => `$${params.length + i + 1}`).join(", ")}, 'published', now())`);
        params.push(...row);
      }
      await db.query(`insert into posts (slug, title, date, excerpt, content, category, status, published_at) values ${values.join(", ")}`, params);
    }
  } finally {
    await db.close();
  }
  // Photographs compress no further: noise as WebP is as close as generated pixels get.
  for (let i = 0; i < IMAGES; i++) {
    const dir = path.join(dataDir, "uploads", "images", String(i % 10));
    mkdirSync(dir, { recursive: true });
    const noise = Buffer.alloc(200 * 200 * 3);
    for (let j = 0; j < noise.length; j++) noise[j] = (Math.random() * 256) | 0;
    const webp = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .webp({ quality: 90 })
      .toBuffer();
    writeFileSync(path.join(dir, `photo-${i}.webp`), Buffer.concat([webp, Buffer.alloc(Math.max(0, 60_000 - webp.length), i)]));
  }
}

function timed(root, dataDir, args, env = {}) {
  const started = performance.now();
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/backup.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", BACKUP_DAILY_AT: "off", DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`backup ${args.join(" ")} failed: ${result.stderr}`);
  return ms;
}

const newest = (dataDir) =>
  readdirSync(path.join(dataDir, "backups"))
    .filter((name) => name.startsWith("backup-"))
    .map((name) => path.join(dataDir, "backups", name))
    .sort()
    .at(-1);
const seconds = (ms) => `${(ms / 1000).toFixed(2).padStart(6)} s`;
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export async function run({ root }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-bench-backups-"));
  try {
    // Creates and migrates the database, then the bench's rows and images go in.
    timed(root, dataDir, ["list"]);
    await seed(dataDir);
    const identity = await generateX25519Identity();
    const keyFile = path.join(dataDir, "bench-key.txt");
    writeFileSync(keyFile, `${identity}\n`);
    const encrypted = { BACKUP_AGE_RECIPIENT: await identityToRecipient(identity) };

    const reference = timed(root, dataDir, ["list"]);
    const create = timed(root, dataDir, ["create"]);
    const plain = newest(dataDir);
    const restore = timed(root, dataDir, ["restore", plain]);
    const createEncrypted = timed(root, dataDir, ["create"], encrypted);
    const sealed = newest(dataDir);
    const restoreEncrypted = timed(root, dataDir, ["restore", sealed, "--identity", keyFile]);
    const uploadsBytes = IMAGES * 60_000;

    console.log(`site: ${POSTS} posts, ${IMAGES} images (${megabytes(uploadsBytes)} of uploads)`);
    console.log(`reference: command with no work (list)       ${seconds(reference)}`);
    console.log(`create (write, verify, store)                ${seconds(create)}   archive ${megabytes(statSync(plain).size)}`);
    console.log(`restore (verify, dry run, one transaction)   ${seconds(restore)}`);
    console.log(`create, encrypted to an age key              ${seconds(createEncrypted)}   archive ${megabytes(statSync(sealed).size)}`);
    console.log(`restore, decrypted with --identity           ${seconds(restoreEncrypted)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
