import type { QueryHandle } from "~/lib/site/page-query";
import { data } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { buttonClass } from "~/components/site/button-class";
import { PageHero } from "~/components/site/page-hero";
import { controlClass, described, FormAlert, FormField } from "~/components/training/form-field";
import { readForm } from "~/routes/read-form.server";
import { type Verification, verifyCertificate } from "~/services/training";
import { NO_STORE, refusal } from "./training-forms.server";
import type { Route } from "./+types/verify";

const FORM = "verify";

export function loader({ request }: Route.LoaderArgs) {
  // The QR code on a certificate carries its code; the name is always typed by the person checking.
  const code = (new URL(request.url).searchParams.get("code") ?? "").slice(0, 40);
  return data({ code }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const values = { name: String(form.get("name") ?? "").slice(0, 200), code: String(form.get("code") ?? "").slice(0, 40) };
  try {
    const result = await verifyCertificate(context, values, { ip: context.clientIp });
    return data(
      { values, result: result as Verification | null, formError: null as string | null, fieldErrors: {} as Record<string, string> },
      { headers: NO_STORE },
    );
  } catch (error) {
    return refusal(error, { values, result: null as Verification | null });
  }
}

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The only query parameter this page reads (the server renders it without any other). */
export const handle: QueryHandle = { query: ["code"] };
export const meta: Route.MetaFunction = () => [
  { title: "Verify a certificate" },
  { name: "description", content: "Check that a training certificate is genuine, with the holder's name and the certificate code." },
];

const STATE = {
  valid: { title: "Valid certificate", tone: "border-green-300 bg-green-50 text-green-900" },
  expired: { title: "Expired certificate", tone: "border-amber-300 bg-amber-50 text-amber-950" },
  revoked: { title: "Revoked certificate", tone: "border-red-300 bg-red-50 text-red-900" },
} as const;

function Result({ result }: { result: Verification }) {
  if (!result.found) {
    return (
      <div role="status" className="rounded-lg border border-slate-300 bg-slate-50 p-5 text-slate-900">
        <h2 className="text-xl font-bold">No certificate found</h2>
        <p className="mt-1">No certificate matches this name and code. Check both exactly as printed on the certificate.</p>
      </div>
    );
  }
  const state = STATE[result.state];
  return (
    <div role="status" className={`rounded-lg border p-5 ${state.tone}`}>
      <h2 className="text-xl font-bold">{state.title}</h2>
      <dl className="mt-3 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">Holder</dt>
        <dd>{result.holderName}</dd>
        <dt className="font-semibold">Course</dt>
        <dd>
          {result.course}: {result.sessionTitle}
        </dd>
        <dt className="font-semibold">Session date</dt>
        <dd>{result.sessionDate}</dd>
        <dt className="font-semibold">Credits</dt>
        <dd>{result.credits}</dd>
        <dt className="font-semibold">Issued</dt>
        <dd>{result.issuedOn}</dd>
        <dt className="font-semibold">{result.state === "expired" ? "Expired" : "Valid until"}</dt>
        <dd>{result.expiresOn}</dd>
        {result.revokedOn ? (
          <>
            <dt className="font-semibold">Revoked</dt>
            <dd>{result.revokedOn}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? { name: "", code: loaderData.code };
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <main id="main">
      <PageHero
        eyebrow="Certificates"
        title="Verify a Certificate"
        subtitle="Enter the holder's full name and the certificate code exactly as printed on the certificate."
      />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
        {actionData?.result ? <Result result={actionData.result} /> : null}
        <form method="post" noValidate aria-label="Verify a certificate" className="space-y-5">
          <Honeypot />
          <FormAlert form={FORM} message={actionData?.formError ?? null} fieldErrors={fieldErrors} />
          <FormField form={FORM} name="name" label="Holder's full name" error={fieldErrors.name}>
            <input
              type="text"
              autoComplete="off"
              maxLength={200}
              defaultValue={values.name}
              className={controlClass}
              aria-required
              {...described(FORM, "name", fieldErrors.name)}
            />
          </FormField>
          <FormField form={FORM} name="code" label="Certificate code" hint="12 letters and digits, such as 7KQ2-M9XD-4TRB." error={fieldErrors.code}>
            <input
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              defaultValue={values.code}
              className={controlClass}
              aria-required
              {...described(FORM, "code", fieldErrors.code, "hint")}
            />
          </FormField>
          <button type="submit" className={buttonClass({ variant: "primary", size: "lg" })}>
            Verify
          </button>
        </form>
      </div>
    </main>
  );
}
