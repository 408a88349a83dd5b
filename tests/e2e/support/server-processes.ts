import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Helpers for tests that run the built server as real processes behind a real nginx. */

const serverFile = path.resolve("build/node/server.js");

/** Debian's nginx is in sbin, which a non-login shell's PATH may leave out. */
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate)) ?? "nginx";

export type Instance = { port: number; url: string; output(): string; stop(): Promise<void> };

/** Starts one app instance from the production build and resolves once it listens. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "hsa-instance-")), HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  // A fresh database takes long to migrate and seed while the 2-core machine runs other tests.
  try {
    await waitFor(
      () => output.includes(`running at http://127.0.0.1:${port}`),
      100_000,
      () => `instance on port ${port} did not start:\n${output}`,
      child,
    );
  } catch (error) {
    // One that never became ready is ended too: nobody else holds it to stop it.
    await stopProcess(child);
    throw error;
  }
  return { port, url: `http://127.0.0.1:${port}`, output: () => output, stop: () => stopProcess(child) };
}

async function waitFor(done: () => boolean, timeoutMs: number, explain: () => string, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (child && child.exitCode !== null) throw new Error(explain());
    if (Date.now() > deadline) throw new Error(explain());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

export type Nginx = { url: string; certificate: string; stop(): Promise<void> };

/** Replaces one piece of deploy/nginx.conf, failing loudly when the file no longer has it. */
function substitute(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer matches ${pattern}: update the test`);
  return text.replace(pattern, replacement);
}

/**
 * Runs deploy/nginx.conf as a throwaway nginx (files, pid and logs in a temporary directory): its
 * upstream pointed at `instancePorts`, TLS on `port` with a self-signed certificate made now.
 */
export async function startNginx(port: number, redirectPort: number, instancePorts: number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hsa-nginx-"));
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);

  let site = readFileSync(path.resolve("deploy/nginx.conf"), "utf8");
  site = substitute(
    site,
    /(upstream hsa_app \{[^}]*?)(\s*server [^;]+;)+/,
    `$1\n${instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join("\n")}`,
  );
  site = substitute(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`);
  site = substitute(site, /listen 80;/, `listen 127.0.0.1:${redirectPort};`);
  site = substitute(site, /\s*listen \[::\]:\d+[^;]*;/g, "");
  site = substitute(site, /ssl_certificate\s+\S+;/, `ssl_certificate ${certificate};`);
  site = substitute(site, /ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
  site = substitute(site, /server_name www\.example\.com;/g, "server_name 127.0.0.1;");
  writeFileSync(path.join(dir, "site.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      process.getuid?.() === 0 ? "user root;" : "",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "worker_processes 1;",
      "events { worker_connections 256; }",
      `http { access_log off; ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")} include ${path.join(dir, "site.conf")}; }`,
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `https://127.0.0.1:${port}`;
  const ca = readFileSync(certificate, "utf8");
  const answers = async () => {
    try {
      return (await request(`${url}/healthz`, { ca })).status > 0;
    } catch {
      return false;
    }
  };
  for (const deadline = Date.now() + 15_000; !(await answers());) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start: ${output}${readFileSync(path.join(dir, "error.log"), "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, certificate: ca, stop: () => stopProcess(child) };
}

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP(S) request without following redirects. `ca` trusts the test's self-signed certificate
 * for this request only.
 */
export function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {}): Promise<Reply> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(target, { method: options.method ?? "GET", headers: options.headers, ca: options.ca, timeout: 20_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("timeout", () => req.destroy(new Error(`${url} did not answer within 20 s`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The `name=value` pair of a cookie the reply sets, ready for a Cookie header. */
export function cookieFrom(reply: Reply, name: string): string | null {
  for (const line of reply.headers["set-cookie"] ?? []) {
    const pair = line.split(";")[0]!;
    if (pair.startsWith(`${name}=`)) return pair;
  }
  return null;
}

/** Whether an nginx binary is available (npm test installs it; see scripts/lib/postgres-cluster.mjs). */
export function hasNginx(): boolean {
  return spawnSync(NGINX, ["-v"]).status === 0;
}

const DEFAULT_RANGE = { first: 4300, last: 4399 };

/**
 * [from, to], a part of 4300-4399, moved into E2E_INSTANCE_PORTS (e.g. `4700-4749`) when a machine
 * gives this user another range: scaled, so that disjoint parts stay disjoint.
 */
function inAssignedRange(from: number, to: number): [number, number] {
  const assigned = /^(\d+)-(\d+)$/.exec(process.env.E2E_INSTANCE_PORTS ?? "");
  if (!assigned) return [from, to];
  const [first, last] = [Number(assigned[1]), Number(assigned[2])];
  const scale = (last - first + 1) / (DEFAULT_RANGE.last - DEFAULT_RANGE.first + 1);
  return [first + Math.ceil((from - DEFAULT_RANGE.first) * scale), first + Math.floor((to - DEFAULT_RANGE.first) * scale)];
}

/**
 * A free loopback port in [from, to] (the range these machines give browser-test servers; see
 * inAssignedRange). Each of the two Playwright workers takes every other port of the range, so two
 * specs starting instances side by side cannot both find the same port free and then collide.
 */
export async function freePortIn(requestedFrom: number, requestedTo: number): Promise<number> {
  const [from, to] = inAssignedRange(requestedFrom, requestedTo);
  const lane = to > from ? Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 2 : 0;
  const candidates = Array.from({ length: to - from + 1 }, (_, index) => from + index).filter((port) => (port - from) % 2 === lane);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = candidates[Math.floor(Math.random() * candidates.length)]!;
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${from} and ${to}`);
}
