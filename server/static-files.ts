import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { type BodyEncoding, chooseEncoding, strongEtag } from "./content-negotiation";

type Body = { bytes: Buffer; etag: string };
/** A file and its build-time compressed copies, each with its own strong ETag (each is its own representation). */
type StaticFile = { bodies: Partial<Record<BodyEncoding, Body>> & { identity: Body }; extension: string; immutable: boolean };

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

function bodyOf(file: string): Body | undefined {
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  return { bytes, etag: strongEtag(bytes) };
}

/**
 * Every file of the client build (a few MB), read once at start with its build-time gzip and
 * brotli copies, keyed by URL path: a request never waits for the file system.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of filesUnder(clientDir)) {
    if (/\.(gz|br)$/.test(file) && existsSync(file.replace(/\.(gz|br)$/, ""))) continue;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const bodies: StaticFile["bodies"] = { identity: bodyOf(file)! };
    const gzip = bodyOf(`${file}.gz`);
    const br = bodyOf(`${file}.br`);
    if (gzip) bodies.gzip = gzip;
    if (br) bodies.br = br;
    files.set(urlPath, { bodies, extension: path.extname(file), immutable: urlPath.startsWith(HASHED_ASSETS) });
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
    const compressed = file.bodies.gzip !== undefined || file.bodies.br !== undefined;
    const encoding = compressed ? chooseEncoding(req.get("accept-encoding"), (coding) => file.bodies[coding] !== undefined) : "identity";
    const body = file.bodies[encoding] ?? file.bodies.identity;
    res.setHeader("ETag", body.etag);
    if (compressed) res.setHeader("Vary", "Accept-Encoding");
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.bytes.length);
    if (req.method === "HEAD") res.end();
    else res.end(body.bytes);
  };
}
