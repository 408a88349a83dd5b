import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

type StaticFile = { body: Buffer; gzip?: Buffer; br?: Buffer; extension: string; etag: string; immutable: boolean };

const ONE_YEAR_SECONDS = 31_536_000;
const HASHED_ASSETS = "/assets/";

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

const readIfPresent = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

/**
 * Every file of the client build (a few MB), read once at start with its build-time gzip and
 * brotli copies, keyed by URL path: a request never waits for the file system.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of filesUnder(clientDir)) {
    if (/\.(gz|br)$/.test(file) && existsSync(file.replace(/\.(gz|br)$/, ""))) continue;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const body = readFileSync(file);
    files.set(urlPath, {
      body,
      gzip: readIfPresent(`${file}.gz`),
      br: readIfPresent(`${file}.br`),
      extension: path.extname(file),
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      immutable: urlPath.startsWith(HASHED_ASSETS),
    });
  }
  return files;
}

function decodedPath(requestPath: string): string | null {
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return null;
  }
}

/** Serves the build's static files from memory; an unknown /assets/ path is a 404 without a render. */
export function serveStaticFiles(files: Map<string, StaticFile>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const urlPath = decodedPath(req.path);
    const file = urlPath === null ? undefined : files.get(urlPath);
    if (!file) {
      if (req.path.startsWith(HASHED_ASSETS)) return next(Object.assign(new Error("Not Found"), { status: 404 }));
      return next();
    }
    res.type(file.extension);
    // Hashed names never change content: cache for a year. Other public files may change on deploy.
    res.setHeader("Cache-Control", file.immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "public, max-age=3600");
    res.setHeader("ETag", file.etag);
    if (file.gzip || file.br) res.setHeader("Vary", "Accept-Encoding");
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = file.br || file.gzip ? req.acceptsEncodings(...(file.br ? ["br"] : []), ...(file.gzip ? ["gzip"] : []), "identity") : "identity";
    const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.body;
    if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
}
