import { createReadStream } from "node:fs";
import { stat as statFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertStorageKey, type StorageDriver, type StoredObject } from "./storage-driver.server";

// The SDK warns on every client about Node versions it will drop; the runtime is pinned (decision 014).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export type S3Settings = {
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, R2, B2, an emulator); unset for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every key, so several areas (or sites) can share one bucket. */
  prefix: string;
};

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound";
  return false;
}

/**
 * A storage driver over an S3-compatible bucket. Checksums only when the operation requires them:
 * the SDK's default CRC32 headers are refused by several S3-compatible services.
 */
export function createS3Storage(settings: S3Settings): StorageDriver {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${settings.prefix}${key}`;
  };

  const statOf = async (key: string): Promise<StoredObject | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, sourceFile) {
      const { size } = await statFile(sourceFile);
      // One PUT is atomic: readers see the old object or the whole new one, never a part.
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: createReadStream(sourceFile), ContentLength: size }));
      return (await statOf(key)) ?? { key, size, modifiedAt: new Date() };
    },
    async get(key): Promise<Readable | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    stat: statOf,
    async delete(key) {
      if (!(await statOf(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      return true;
    },
    async list(prefix = "") {
      const objects: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${settings.prefix}${prefix}`, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          objects.push({ key: item.Key.slice(settings.prefix.length), size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return objects.sort((a, b) => a.key.localeCompare(b.key));
    },
  };
}
