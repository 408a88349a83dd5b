import { Form, href } from "react-router";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import type { ActionResult } from "~/lib/admin/action-result";
import { creditsText } from "~/lib/training/credit-rule";
import { courseLabel } from "~/lib/training/training-options";
import { dateText } from "~/lib/training/zoned-time";
import { failure, reply } from "~/routes/admin/action.server";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { readForm } from "~/routes/read-form.server";
import { listCertificates, revokeCertificate } from "~/services/training";
import { ActionMessage } from "./session-form";
import type { Route } from "./+types/certificates";

type Result = ActionResult<{ certificateId: string }>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "training:manage");
  const now = new Date();
  const read = async () => ({
    certificates: (await listCertificates(context.database.db, user.actor)).map((certificate) => ({
      ...certificate,
      state: certificate.revokedAt ? "Revoked" : certificate.expiresAt <= now ? "Expired" : "Valid",
    })),
  });
  return loadOrUnavailable(context, read);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "training:manage");
  const form = await readForm(request, context);
  const certificateId = String(form.get("certificateId") ?? "");
  try {
    await revokeCertificate(context.database.db, user.actor, certificateId, String(form.get("reason") ?? ""));
    return reply<Result>({
      intent: "revoke",
      ok: true,
      toast: { title: "Certificate revoked", description: "/verify now answers that it is revoked." },
      certificateId,
    });
  } catch (error) {
    return failure<Result>(context, error, { intent: "revoke", fallback: { title: "Not revoked", description: "Try again." }, extra: { certificateId } });
  }
}

export default function Certificates({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as Result | undefined;
  return (
    <SectionCard aria-labelledby="certificates-heading" className="space-y-4 p-4 sm:p-6">
      <h2 id="certificates-heading" className="text-lg font-semibold text-slate-900">
        Certificates issued
      </h2>
      <ActionMessage result={result} />
      {loaderData.certificates.length === 0 ? (
        <p className="text-slate-600">No certificates yet. They are issued from a session&apos;s page once it has ended.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {loaderData.certificates.map((certificate) => {
            const reasonId = `reason-${certificate.id}`;
            return (
              <li key={certificate.id} className="space-y-2 py-4">
                <p className="font-semibold text-slate-900">
                  {certificate.holderName} · <span className="font-mono">{certificate.code}</span> · {certificate.state}
                </p>
                <p className="text-sm text-slate-700">
                  {courseLabel(certificate.course)}: {certificate.sessionTitle} ({dateText(new Date(certificate.sessionDate), certificate.timeZone)}) ·{" "}
                  {creditsText(certificate.credits, certificate.creditLabel)} · valid until {dateText(new Date(certificate.expiresAt), certificate.timeZone)}
                  {certificate.revokedReason ? ` · revoked: ${certificate.revokedReason}` : ""}
                </p>
                <div className="flex flex-wrap items-end gap-3">
                  <a
                    className="text-sm font-semibold text-brand-700 underline"
                    href={href("/svcs/admin-dashboard/training/certificates/:certificateId/pdf", { certificateId: certificate.id })}
                  >
                    Download PDF<span className="sr-only"> of {certificate.code}</span>
                  </a>
                  {certificate.revokedAt ? null : (
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="certificateId" value={certificate.id} />
                      <div>
                        <label htmlFor={reasonId} className="block text-sm font-semibold text-slate-900">
                          Reason to revoke {certificate.code}
                        </label>
                        <Input id={reasonId} name="reason" maxLength={300} className="mt-1 w-64" />
                      </div>
                      <Button type="submit" variant="destructive">
                        Revoke
                      </Button>
                    </Form>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
