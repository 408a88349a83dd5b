import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { assertStorageKey, type StorageDriver, type StoredObject } from "./storage-driver.server";

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === "ENOENT";
}

/** Temporary names start with a dot: no key can, so list() never shows a half-written object. */
const TEMP_PREFIX = ".incoming-";

/** A storage driver over one directory of the local disk (a shared volume serves several instances). */
export function createDiskStorage(root: string): StorageDriver {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  const statOf = async (key: string): Promise<StoredObject | null> => {
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, sourceFile) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(path.dirname(target), `${TEMP_PREFIX}${randomBytes(6).toString("hex")}`);
      try {
        await copyFile(sourceFile, temp);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return (await statOf(key))!;
    },
    async get(key): Promise<Readable | null> {
      if (!(await statOf(key))) return null;
      return createReadStream(fileOf(key));
    },
    stat: statOf,
    async delete(key) {
      const file = fileOf(key);
      try {
        await rm(file);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(prefix = "") {
      let entries: string[];
      try {
        entries = (await readdir(root, { recursive: true })).map(String);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const keys = entries
        .map((entry) => entry.split(path.sep).join("/"))
        .filter((key) => key.startsWith(prefix) && !key.split("/").some((part) => part.startsWith(".")));
      const objects = await Promise.all(keys.map((key) => statOf(key).catch(() => null)));
      return objects.filter((object): object is StoredObject => object !== null).sort((a, b) => a.key.localeCompare(b.key));
    },
  };
}
