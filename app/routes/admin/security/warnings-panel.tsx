import { CircleCheck, RefreshCw, Wrench } from "lucide-react";
import { useFetcher } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { CheckResult } from "~/lib/security/security-score";
import type { SecurityActionResult } from "./security-center-text";
import { cn } from "~/lib/ui/cn";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { CopyCommand } from "./copy-command";
import { SeverityBadge } from "./severity-badge";

function RefreshButton() {
  const fetcher = useFetcher<SecurityActionResult>();
  useActionToast(fetcher);
  return (
    <fetcher.Form method="post">
      <Honeypot />
      <Button type="submit" name="intent" value="refresh" variant="outline" disabled={fetcher.state !== "idle"}>
        <RefreshCw aria-hidden className={cn(fetcher.state !== "idle" && "animate-spin")} />
        Refresh
      </Button>
    </fetcher.Form>
  );
}

/** One fetcher for every Fix button: a fixed warning's button unmounts, the panel (which stays) says how it went. */
const FIX_FETCHER_KEY = "security-fix";

function FixButton({ result }: { result: CheckResult }) {
  const fetcher = useFetcher<SecurityActionResult>({ key: FIX_FETCHER_KEY });
  const working = fetcher.state !== "idle" && fetcher.formData?.get("checkId") === result.id;
  const label = result.fixLabel ?? "Manual fix";
  return (
    <fetcher.Form method="post">
      <Honeypot />
      <input type="hidden" name="checkId" value={result.id} />
      <Button
        type="submit"
        name="intent"
        value="fix"
        variant={result.fixLabel ? "primary" : "outline"}
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={`${label}: ${result.title}`}
      >
        <Wrench aria-hidden />
        {working ? "Working..." : label}
      </Button>
    </fetcher.Form>
  );
}

function Warning({ result }: { result: CheckResult }) {
  const passed = result.status === "pass";
  return (
    <li className="space-y-2 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        {passed ? <CircleCheck aria-hidden className="size-5 text-emerald-700" /> : <SeverityBadge severity={result.severity} />}
        <h3 className={cn("font-semibold", passed ? "text-slate-600 line-through" : "text-slate-900")}>{result.title}</h3>
        <span className="sr-only">{passed ? "(passes)" : "(fails)"}</span>
      </div>
      <p className="text-sm text-slate-700">{result.found}</p>
      {passed ? null : (
        <>
          <p className="text-sm text-slate-700">
            <strong className="font-semibold">Why it matters: </strong>
            {result.whyItMatters}
          </p>
          <p className="text-sm text-slate-700">
            <strong className="font-semibold">How to fix: </strong>
            {result.howToFix}
          </p>
          {result.command ? <CopyCommand command={result.command} label={result.title} /> : null}
          <FixButton result={result} />
        </>
      )}
    </li>
  );
}

/** Every check of this installation: the failed ones first with what to do, then those that pass (struck through). */
export function WarningsPanel({ results }: { results: CheckResult[] }) {
  useActionToast(useFetcher<SecurityActionResult>({ key: FIX_FETCHER_KEY }));
  const ordered = [...results.filter((result) => result.status === "fail"), ...results.filter((result) => result.status === "pass")];
  return (
    <Card>
      <PanelHeader
        title="Security Warnings"
        description="Each check looks at this installation now. Safe fixes apply in one click and are recorded in the audit log."
        action={<RefreshButton />}
      />
      <ul className="divide-y divide-slate-200">
        {ordered.map((result) => (
          <Warning key={result.id} result={result} />
        ))}
      </ul>
    </Card>
  );
}
