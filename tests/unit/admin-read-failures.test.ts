import { redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { DATABASE_UNAVAILABLE } from "~/lib/admin/database-unavailable";
import { failure } from "~/routes/admin/action.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { NotPermittedError } from "~/services/auth";
import { DomainError } from "~/services/platform";

const outage = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const fault = () => new Error('relation "login_history" does not exist');
const logged = () => ({ log: { error: vi.fn(), warn: vi.fn() } });
const unavailable = { label: "login history", fallback: { records: [] as string[] } };

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing was thrown");
}

describe("an admin loader's read", () => {
  it("gives the data as read, marked ok when the tab has an unavailable state of its own", async () => {
    const context = logged();
    expect(await loadOrUnavailable(context as never, async () => ({ records: ["a"] }))).toEqual({ records: ["a"] });
    expect(await loadOrUnavailable(context as never, async () => ({ records: ["a"] }), unavailable)).toEqual({ ok: true, records: ["a"] });
  });

  it("answers a database outage with the admin area's 503, with or without a fallback", async () => {
    for (const answer of [undefined, unavailable]) {
      const thrown = (await thrownBy(() => loadOrUnavailable(logged() as never, () => Promise.reject(outage()), answer as never))) as Response;
      expect(thrown).toBeInstanceOf(Response);
      expect(thrown.status).toBe(DATABASE_UNAVAILABLE.status);
      expect(thrown.headers.get("Retry-After")).toBe("30");
      expect(await thrown.text()).toBe(DATABASE_UNAVAILABLE.description);
    }
  });

  it("answers a domain refusal with its status and message", async () => {
    const thrown = (await thrownBy(() =>
      loadOrUnavailable(logged() as never, () => Promise.reject(new NotPermittedError("security:manage")), unavailable),
    )) as {
      data: unknown;
      init: { status: number };
    };
    expect(thrown).toMatchObject({ data: "You do not have permission to do this.", init: { status: 403 } });
  });

  it("logs any other fault and gives the fallback, not ok, to a tab that has one", async () => {
    const context = logged();
    expect(await loadOrUnavailable(context as never, () => Promise.reject(fault()), unavailable)).toEqual({ ok: false, records: [] });
    expect(context.log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "login history could not load");
  });

  it("lets any other fault through to the error boundary for a tab without one, and never takes a redirect for a fault", async () => {
    const error = fault();
    expect(await thrownBy(() => loadOrUnavailable(logged() as never, () => Promise.reject(error)))).toBe(error);
    const away = redirect("/svcs/team");
    expect(await thrownBy(() => loadOrUnavailable(logged() as never, () => Promise.reject(away), unavailable))).toBe(away);
  });
});

describe("an admin action's failure", () => {
  const fallback = { title: "Fix failed", description: "The fix could not be applied." };

  it("answers a database outage 503 with the admin area's words, logged as a warning", () => {
    const context = logged();
    const answer = failure(context as never, outage(), { intent: "fix", fallback }) as unknown as {
      data: unknown;
      init: { status: number; headers: Record<string, string> };
    };
    expect(answer.init).toMatchObject({ status: 503, headers: { "Retry-After": "30" } });
    expect(answer.data).toEqual({ intent: "fix", ok: false, toast: { title: DATABASE_UNAVAILABLE.title, description: DATABASE_UNAVAILABLE.description } });
    expect(context.log.warn).toHaveBeenCalled();
    expect(context.log.error).not.toHaveBeenCalled();
  });

  it("still answers a domain error with its status and a fault with 500", () => {
    const refused = failure(logged() as never, new DomainError("That check does not exist."), { intent: "fix", fallback }) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(refused).toMatchObject({ init: { status: 400 }, data: { toast: { title: "Fix failed", description: "That check does not exist." } } });
    const broken = failure(logged() as never, fault(), { intent: "fix", fallback }) as unknown as { data: unknown; init: { status: number } };
    expect(broken).toMatchObject({ init: { status: 500 }, data: { toast: fallback } });
  });
});
