import { type ChildProcess, spawn } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "../../scripts/lib/postgres-cluster.mjs";

const DOVECOT = "/usr/sbin/dovecot";
/** Who dovecot runs as when the tests run as root: never root itself. */
const UNPRIVILEGED = { user: "nobody", uid: 65534, gid: 65534 };

async function listening(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
      socket.connect(port, "127.0.0.1");
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`dovecot did not listen on ${port}`);
}

/**
 * A real IMAP server on loopback: Debian's dovecot (`dovecot-imapd`, installed by `npm test` when
 * absent), run without root from a temporary configuration, one mailbox with a password. Mail is
 * put in the mailbox with IMAP APPEND, as a mail server's delivery would leave it.
 */
export class LocalImap {
  readonly user = "bounces@firm.example";
  readonly password = "bounce-secret";
  port = 0;
  private dir = "";
  private process: ChildProcess | null = null;

  get url(): string {
    return `imap://${encodeURIComponent(this.user)}:${this.password}@127.0.0.1:${this.port}/INBOX`;
  }

  async start(): Promise<this> {
    if (!existsSync(DOVECOT)) throw new Error("dovecot is not installed: apt-get install dovecot-imapd (npm test installs it)");
    this.port = await freePort();
    this.dir = mkdtempSync(path.join(os.tmpdir(), "hsa-imap-"));
    const asRoot = process.getuid?.() === 0;
    const user = asRoot ? UNPRIVILEGED.user : os.userInfo().username;
    const group = asRoot ? "nogroup" : readGroupName(os.userInfo().gid);
    for (const sub of ["run", "state", "home"]) mkdirSync(path.join(this.dir, sub));
    writeFileSync(path.join(this.dir, "users"), `${this.user}:{PLAIN}${this.password}\n`);
    writeFileSync(
      path.join(this.dir, "dovecot.conf"),
      [
        "protocols = imap",
        "listen = 127.0.0.1",
        `base_dir = ${this.dir}/run`,
        `state_dir = ${this.dir}/state`,
        `log_path = ${this.dir}/dovecot.log`,
        "ssl = no",
        "disable_plaintext_auth = no",
        "auth_mechanisms = plain login",
        `default_internal_user = ${user}`,
        `default_internal_group = ${group}`,
        `default_login_user = ${user}`,
        `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${this.dir}/users\n}`,
        `userdb {\n  driver = static\n  args = uid=${user} gid=${group} home=${this.dir}/home/%u\n}`,
        "mail_location = maildir:~/Maildir",
        `service imap-login {\n  chroot =\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${this.port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
        "service anvil {\n  chroot =\n}",
        "",
      ].join("\n"),
    );
    if (asRoot) chownTree(this.dir, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
    const args = ["-F", "-c", path.join(this.dir, "dovecot.conf")];
    this.process = asRoot ? spawn("/usr/sbin/runuser", ["-u", user, "--", DOVECOT, ...args], { stdio: "ignore" }) : spawn(DOVECOT, args, { stdio: "ignore" });
    await listening(this.port, Date.now() + 15_000);
    return this;
  }

  async stop(): Promise<void> {
    if (this.process?.pid) {
      const exited = new Promise((resolve) => this.process!.once("exit", resolve));
      this.process.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    this.process = null;
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  private async client<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
    const client = new ImapFlow({ host: "127.0.0.1", port: this.port, secure: false, auth: { user: this.user, pass: this.password }, logger: false });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  }

  /** Puts a message in the inbox (IMAP APPEND). */
  async deliver(raw: string): Promise<void> {
    await this.client((client) => client.append("INBOX", raw));
  }

  /** Each message's flags, in the inbox's order. */
  async flags(): Promise<string[][]> {
    return this.client(async (client) => {
      const lock = await client.getMailboxLock("INBOX");
      try {
        const found: string[][] = [];
        for await (const message of client.fetch("1:*", { flags: true })) found.push([...(message.flags ?? [])].sort());
        return found;
      } finally {
        lock.release();
      }
    });
  }
}

function readGroupName(gid: number): string {
  const line = readFileSync("/etc/group", "utf8")
    .split("\n")
    .find((entry) => entry.split(":")[2] === String(gid));
  return line?.split(":")[0] ?? String(gid);
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const sub of ["run", "state", "home", "users", "dovecot.conf"]) chownSync(path.join(dir, sub), uid, gid);
}
