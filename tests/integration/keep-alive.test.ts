import { once } from "node:events";
import { Agent, get, type IncomingMessage, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { closeHttpServer, createHttpServer, KEEP_ALIVE_TIMEOUT_MS } from "../../server/http-server";

/** Node's own idle keep-alive timeout, which a proxy's pooled connection must outlive. */
const NODE_DEFAULT_KEEP_ALIVE_MS = 5_000;

const request = (port: number, agent: Agent) =>
  new Promise<{ response: IncomingMessage; reused: boolean }>((resolve, reject) => {
    const req = get({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ response, reused: req.reusedSocket }));
    });
    req.on("error", reject);
  });

async function listening(listener: RequestListener) {
  const server = createHttpServer(listener).listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, port: (server.address() as AddressInfo).port };
}

describe("the HTTP server's keep-alive", () => {
  it("keeps an idle connection open past Node's 5 s default, so a proxy's pooled connection is not closed under it", async () => {
    const { server, port } = await listening((_req, res) => res.end("ok"));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await request(port, agent)).reused).toBe(false);
      await sleep(NODE_DEFAULT_KEEP_ALIVE_MS + 1_000);
      const second = await request(port, agent);
      expect(second.response.statusCode).toBe(200);
      expect(second.reused).toBe(true);
      expect(second.response.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    } finally {
      agent.destroy();
      server.closeAllConnections();
      server.close();
    }
  });

  it("closes a kept-alive connection once its request in flight is answered, so a shutdown is not held for the keep-alive timeout", async () => {
    const { server, port } = await listening((_req, res) => setTimeout(() => res.end("done"), 200));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const inFlight = request(port, agent);
      await sleep(50);
      const closed = new Promise<string>((resolve) => closeHttpServer(server, () => resolve("closed")));
      expect((await inFlight).response.statusCode).toBe(200);
      // Without closing idle connections after the response, the server would wait 65 s.
      expect(await Promise.race([closed, sleep(5_000, "still open")])).toBe("closed");
    } finally {
      agent.destroy();
      server.closeAllConnections();
    }
  });
});
