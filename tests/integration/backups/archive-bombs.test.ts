import { createWriteStream, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "~/services/auth";
import { ARCHIVE_PROBLEMS, previewRestore } from "~/services/backups";
import { listFiles } from "~/services/backups/file-checksums.server";
import { MAX_ARCHIVE_ENTRIES } from "~/services/backups/inspect-archive.server";
import type { AppServices } from "~/services/platform";
import { createExpressApp } from "../../../server/app";
import { tarHeader } from "../../support/backup-fixtures";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestServices } from "../../support/test-services";

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round(bytes / MB);

/** A .tar.gz whose one entry's header declares `declared` bytes, followed by only a few real ones. */
function forgedSizeArchive(file: string, entry: string, declared: number): void {
  writeFileSync(file, gzipSync(Buffer.concat([tarHeader({ path: entry, size: declared }), Buffer.alloc(64 * 1024)])));
}

/** A .tar.gz of `count` empty files, written as a stream so the test process holds none of it. */
async function floodArchive(file: string, count: number): Promise<void> {
  async function* blocks() {
    const batch: Buffer[] = [];
    for (let index = 0; index < count; index++) {
      batch.push(tarHeader({ path: `uploads/flood/${index.toString().padStart(7, "0")}.txt`, size: 0 }));
      if (batch.length === 1000) yield Buffer.concat(batch.splice(0));
    }
    yield Buffer.concat([...batch, Buffer.alloc(1024)]);
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(file));
}

type Measured = { error: unknown; ms: number; before: number; peak: number; after: number; health: number[] };

describe("archives checked while streaming, without inflating them into memory", () => {
  const database = useTestDatabase();
  let services: AppServices;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    services = createTestServices(database(), { BACKUP_DAILY_AT: "off" });
    server = createExpressApp({ services, build: async () => Promise.reject(new Error("no pages here")) }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Runs the dry run on `file` while sampling the process's memory and asking /healthz, and prints the figures. */
  async function measuredDryRun(label: string, file: string): Promise<Measured> {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const health: number[] = [];
    let checking = true;
    const asking = (async () => {
      while (checking) {
        const started = performance.now();
        const answer = await fetch(`${base}/healthz`);
        await answer.text();
        expect(answer.status).toBe(200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const started = performance.now();
    const error = await previewRestore(services, SYSTEM_ACTOR, { file }).then(
      () => null,
      (refusal: unknown) => refusal,
    );
    const ms = performance.now() - started;
    checking = false;
    await asking;
    clearInterval(sampler);
    const after = process.memoryUsage().rss;
    peak = Math.max(peak, after);
    const slowest = Math.max(0, ...health);
    console.log(
      `${label}: refused in ${Math.round(ms)} ms (${(error as Error)?.message}); process memory (RSS) before ${megabytes(before)} MB, ` +
        `peak ${megabytes(peak)} MB, after ${megabytes(after)} MB; /healthz answered ${health.length} times during the check, slowest ${Math.round(slowest)} ms`,
    );
    return { error, ms, before, peak, after, health };
  }

  it("refuses an entry declared at 5 GiB by its header, saying so, before inflating a byte of it", async () => {
    const file = path.join(services.config.dataDir, "five-gib.tar.gz");
    forgedSizeArchive(file, "uploads/huge.bin", 5 * 1024 * MB);
    const run = await measuredDryRun("5 GiB-declared entry", file);
    expect((run.error as Error).message).toBe(ARCHIVE_PROBLEMS.entryTooLarge("uploads/huge.bin", 5120, services.config.BACKUP_MAX_RESTORE_MB));
    expect(run.peak - run.before).toBeLessThan(64 * MB);
    expect(run.after - run.before).toBeLessThan(64 * MB);
    expect(await listFiles(path.join(services.config.dataDir, "tmp"))).toEqual([]);
  });

  it("refuses an archive of 200,000 entries by their count while streaming, memory flat, /healthz answering", { timeout: 120_000 }, async () => {
    const file = path.join(services.config.dataDir, "flood.tar.gz");
    await floodArchive(file, 200_000);
    const run = await measuredDryRun("200,000-entry archive", file);
    expect((run.error as Error).message).toBe(ARCHIVE_PROBLEMS.tooManyEntries(MAX_ARCHIVE_ENTRIES));
    expect(run.ms).toBeLessThan(20_000);
    expect(run.peak - run.before).toBeLessThan(64 * MB);
    expect(run.health.length).toBeGreaterThan(0);
    expect(Math.max(...run.health)).toBeLessThan(1000);
    // Nothing was unpacked: the refusal came from the headers.
    expect(await listFiles(path.join(services.config.dataDir, "tmp"))).toEqual([]);
  });
});
