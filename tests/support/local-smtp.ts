import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { envelopeTo: string[]; raw: string; parsed: ParsedMail };

/**
 * A real SMTP server on loopback (smtp-server), keeping what it receives parsed (mailparser). It
 * can be stopped and started again on the same port, as a mail server that goes down and comes back.
 */
export class LocalSmtp {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw)
            .then((parsed) => {
              this.received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), raw, parsed });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * The first message whose subject contains `text` (and, with `to`, sent to that address: the
   * outbox sends side by side, so mails of one subject arrive in any order), waiting up to `timeoutMs`.
   */
  async waitFor(text: string, options: number | { to?: string; timeoutMs?: number } = {}): Promise<ReceivedMail> {
    const { to, timeoutMs = 10_000 } = typeof options === "number" ? { timeoutMs: options } : options;
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((mail) => mail.parsed.subject?.includes(text) && (!to || mail.envelopeTo.includes(to)));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no mail with "${text}" in its subject${to ? ` to ${to}` : ""} arrived within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
