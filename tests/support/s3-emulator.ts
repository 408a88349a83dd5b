import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no types; used by tests only.
import S3rver from "s3rver";

export type S3Emulator = { endpoint: string; bucket: string; close(): Promise<void> };

/** The S3 emulator on loopback, on a port the system picks, with one empty bucket: no network. */
export async function startS3Emulator(bucket = "test-bucket"): Promise<S3Emulator> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The configuration a test gives the app to store in the emulator. */
export function s3Env(emulator: S3Emulator, prefix = "site"): Record<string, string> {
  return {
    S3_BUCKET: emulator.bucket,
    S3_ENDPOINT: emulator.endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_PREFIX: prefix,
  };
}
