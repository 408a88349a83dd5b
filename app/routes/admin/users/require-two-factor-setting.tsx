import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TWO_FACTOR_ADMIN_TEXT } from "~/lib/two-factor/two-factor-admin-text";
import type { UserActionResult } from "./user-admin-text";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";

/** The admins' switch that makes two-factor sign-in compulsory for every account. */
export function RequireTwoFactorSetting({ required }: { required: boolean }) {
  const fetcher = useFetcher<UserActionResult>();
  useActionToast(fetcher);
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4 sm:px-5">
      <Honeypot />
      <input type="hidden" name="intent" value="require-two-factor" />
      <input type="hidden" name="required" value={String(!required)} />
      <div>
        <p className="text-sm font-semibold text-slate-900" id="require-two-factor-label">
          {TWO_FACTOR_ADMIN_TEXT.requireSetting}: {required ? "on" : "off"}
        </p>
        <p className="text-sm text-slate-600">{TWO_FACTOR_ADMIN_TEXT.requireSettingHint}</p>
      </div>
      <Button type="submit" size="sm" variant="outline" aria-describedby="require-two-factor-label" disabled={fetcher.state !== "idle"}>
        {required ? "Stop requiring" : "Require"}
      </Button>
    </fetcher.Form>
  );
}
