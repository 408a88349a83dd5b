import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/services/platform";
import { createDiskStorage, InvalidStorageKeyError, type StorageDriver, storageFor } from "~/services/storage";
import { s3Env, type S3Emulator, startS3Emulator } from "../support/s3-emulator";

async function text(body: Readable | null): Promise<string | null> {
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

const scratch = mkdtempSync(path.join(os.tmpdir(), "storage-contract-"));
function localFile(name: string, content: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, content);
  return file;
}

/** The one contract every storage driver keeps: both drivers run exactly these tests. */
function storageContract(name: string, open: () => StorageDriver) {
  describe(`${name} storage driver`, () => {
    let storage: StorageDriver;
    beforeAll(() => {
      storage = open();
    });

    it("stores a file and gives back its bytes and size", async () => {
      const stored = await storage.put("images/abc/480.webp", localFile("a", "first bytes"));
      expect(stored).toMatchObject({ key: "images/abc/480.webp", size: 11 });
      expect(await text(await storage.get("images/abc/480.webp"))).toBe("first bytes");
      expect(await storage.stat("images/abc/480.webp")).toMatchObject({ key: "images/abc/480.webp", size: 11 });
    });

    it("replaces an object put again under the same key", async () => {
      await storage.put("images/abc/480.webp", localFile("b", "second"));
      expect(await text(await storage.get("images/abc/480.webp"))).toBe("second");
    });

    it("answers null for a missing object", async () => {
      expect(await storage.get("images/none/1.webp")).toBeNull();
      expect(await storage.stat("images/none/1.webp")).toBeNull();
    });

    it("lists by prefix, sorted, with sizes", async () => {
      await storage.put("images/abc/960.webp", localFile("c", "twelve bytes"));
      await storage.put("other/file.bin", localFile("d", "x"));
      const listed = await storage.list("images/abc/");
      expect(listed.map((object) => [object.key, object.size])).toEqual([
        ["images/abc/480.webp", 6],
        ["images/abc/960.webp", 12],
      ]);
      expect((await storage.list()).map((object) => object.key)).toEqual(["images/abc/480.webp", "images/abc/960.webp", "other/file.bin"]);
    });

    it("deletes, saying whether there was anything to delete", async () => {
      expect(await storage.delete("other/file.bin")).toBe(true);
      expect(await storage.delete("other/file.bin")).toBe(false);
      expect(await storage.get("other/file.bin")).toBeNull();
    });

    it("refuses keys that could leave its area", async () => {
      for (const key of ["../escape", "images/../../x", "/absolute", ".hidden", "a//b", ""]) {
        await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });
  });
}

let emulator: S3Emulator;
beforeAll(async () => {
  emulator = await startS3Emulator();
});
afterAll(async () => emulator.close());

storageContract("disk", () => createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "disk-driver-"))));
storageContract("S3", () => storageFor(loadConfig({ DATA_DIR: scratch, LOG_LEVEL: "silent", ...s3Env(emulator, `run-${Date.now()}`) }), "uploads"));

describe("storageFor", () => {
  it("keeps uploads and backups under DATA_DIR without a bucket", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "storage-for-"));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    await storageFor(config, "uploads").put("images/x/1.webp", localFile("e", "u"));
    await storageFor(config, "backups").put("b.tar.gz", localFile("f", "b"));
    expect(await createDiskStorage(path.join(dataDir, "uploads")).stat("images/x/1.webp")).not.toBeNull();
    expect(await createDiskStorage(path.join(dataDir, "backups")).stat("b.tar.gz")).not.toBeNull();
  });

  it("keeps each area under its own prefix in the bucket", async () => {
    const config = loadConfig({ DATA_DIR: scratch, LOG_LEVEL: "silent", ...s3Env(emulator, "areas") });
    await storageFor(config, "uploads").put("same-name", localFile("g", "uploads"));
    await storageFor(config, "backups").put("same-name", localFile("h", "backups"));
    expect(await text(await storageFor(config, "uploads").get("same-name"))).toBe("uploads");
    expect(await text(await storageFor(config, "backups").get("same-name"))).toBe("backups");
  });
});
