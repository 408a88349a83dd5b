import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

type NuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Saves each page's HTML as the server sends it, named after its path (query included). */
export async function savePages(request: APIRequestContext, paths: readonly string[], directory: string) {
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    const fileName = `${pagePath.replace(/[^a-z0-9]+/gi, "_").slice(0, 120) || "_"}.html`;
    writeFileSync(path.join(directory, fileName), await response.text());
  }
}

/** The Nu checker's errors for every file of `directory`, in one run of Java. */
export async function nuErrors(directory: string): Promise<string[]> {
  const result = await promisify(execFile)("java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", directory], { maxBuffer: 16 * 1024 * 1024 });
  const { messages } = JSON.parse(result.stderr) as { messages: NuMessage[] };
  return messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => `${path.basename(message.url ?? "")}:${message.lastLine ?? "?"} ${message.message}`);
}
