// A throwaway PostgreSQL cluster for the test run: free loopback port, temporary directory,
// started as the `postgres` user when we are root (PostgreSQL refuses to run as root).
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export function findPostgresBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, "bin/initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], "bin") : null;
}

function listenOnce(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
    server.on("error", reject);
  });
}

let nextInRange = 0;

/**
 * A free port on loopback: any, or one of PORT_RANGE (e.g. `4700-4749`) on a machine where each
 * user has been given a range. Ports are handed out in turn so two callers do not get the same one.
 */
export async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.PORT_RANGE ?? "");
  if (!range) return listenOnce(0);
  const [first, last] = [Number(range[1]), Number(range[2])];
  for (let tried = 0; tried <= last - first; tried++) {
    const port = first + (nextInRange++ % (last - first + 1));
    try {
      return await listenOnce(port);
    } catch {
      // in use: try the next one
    }
  }
  throw new Error(`no free port in PORT_RANGE ${process.env.PORT_RANGE}`);
}

/** runuser is in sbin, which a non-login shell's PATH may leave out. */
function runuserPath() {
  return ["/usr/sbin/runuser", "/sbin/runuser"].find((candidate) => existsSync(candidate)) ?? "runuser";
}

export async function startCluster() {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  const run = (cmd, args) => {
    const full = asRoot ? [runuserPath(), ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
    const result = spawnSync(full[0], full[1], { encoding: "utf8" });
    // A command that could not be started at all has no output, only an error (ENOENT).
    if (result.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${result.error?.message ?? (result.stderr || result.stdout)}`);
  };
  run(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const start = () =>
    run(path.join(bin, "pg_ctl"), [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-t",
      "30",
      "-o",
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`,
      "start",
    ]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server as an outage would (connections dropped), keeping its data for `resume`. */
    pause() {
      run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    },
    /** Starts the paused server again on the same port. */
    resume: start,
    stop() {
      try {
        // A paused cluster has nothing left to stop.
        if (existsSync(path.join(dataDir, "postmaster.pid"))) run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function hasJava() {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Installs what the tests need through apt when we are root on Debian and it is absent: chromium,
 * postgresql, nginx (the multi-instance test's load balancer) and Java (the Nu HTML checker).
 */
export function ensureSystemPackages() {
  const wanted = [];
  if (!existsSync("/usr/bin/chromium")) wanted.push("chromium");
  if (!findPostgresBin()) wanted.push("postgresql");
  if (!existsSync("/usr/sbin/nginx")) wanted.push("nginx");
  if (!hasJava()) wanted.push("default-jre-headless");
  // The bounce mailbox's tests read a real IMAP server (tests/support/local-imap.ts).
  if (!existsSync("/usr/sbin/dovecot")) wanted.push("dovecot-imapd");
  if (!wanted.length) return;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    throw new Error(`Missing system packages: ${wanted.join(", ")} (install them with apt-get as root)`);
  }
  console.log(`Installing ${wanted.join(", ")} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", ...wanted], { stdio: "inherit", env });
}
