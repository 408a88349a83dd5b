import { useEffect } from "react";
import { href, Link, useFetcher, useRevalidator } from "react-router";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { NEWSLETTER_TOPICS } from "~/lib/newsletter/newsletter-enums";
import { prepareSend, sendPageOf, sendTest, startSend } from "~/services/newsletter";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { readForm } from "~/routes/read-form.server";
import { failure, formValues, reply } from "../action.server";
import { SEND_INTENTS, SUBSCRIBER_TOASTS, type SubscriberActionResult } from "./subscribers-admin-text";
import type { Route } from "./+types/send";
import { TOASTER_AVOID } from "~/lib/ui/toaster-placement";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "newsletter:manage");
  return {
    ownEmail: user.email,
    ...(await loadOrUnavailable(context, () => sendPageOf(context, user.actor, params.postId))),
  };
}

/** Prepare (topics), test (to one's own address, read back for the check), start (only when the check passes). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "newsletter:manage");
  const form = await readForm(request, context);
  const values = formValues(form, ["topics"]);
  const intent = SEND_INTENTS.find((name) => name === values.intent);
  if (!intent) return reply<SubscriberActionResult>({ intent: "unknown", ok: false, toast: SUBSCRIBER_TOASTS.failed });
  try {
    if (intent === "prepare") {
      await prepareSend(context, user.actor, params.postId, values.topics, undefined, { countClicks: values.countClicks === "on" });
      return reply<SubscriberActionResult>({ intent, ok: true, toast: SUBSCRIBER_TOASTS.prepared });
    }
    const sendId = String(values.sendId ?? "");
    if (intent === "test") {
      await sendTest(context, user.actor, sendId);
      return reply<SubscriberActionResult>({ intent, ok: true, toast: SUBSCRIBER_TOASTS.tested });
    }
    await startSend(context, user.actor, sendId);
    return reply<SubscriberActionResult>({ intent, ok: true, toast: SUBSCRIBER_TOASTS.started });
  } catch (error) {
    return failure<SubscriberActionResult>(context, error, { intent, fallback: SUBSCRIBER_TOASTS.failed });
  }
}

type SendData = NonNullable<Route.ComponentProps["loaderData"]["send"]>;

function ProgressBar({ send }: { send: SendData }) {
  const { sent, waiting, failed, bounced, unsubscribed, complained } = send.progress;
  const total = Math.max(1, sent + waiting + failed + bounced);
  const done = sent + failed + bounced;
  return (
    <div className="space-y-2 p-4 sm:px-5">
      <label htmlFor="send-progress" className="text-sm font-medium text-slate-800">
        Progress: {sent} sent, {waiting} waiting, {failed + bounced} failed ({bounced} refused for good), {unsubscribed} unsubscribed through this mail,{" "}
        {complained} complained
      </label>
      <progress id="send-progress" max={total} value={done} className="block h-3 w-full accent-brand-700">
        {Math.round((done / total) * 100)}%
      </progress>
    </div>
  );
}

function LinkClicks({ links }: { links: SendData["links"] }) {
  return (
    <div className="border-t border-slate-200 p-4 sm:px-5">
      <h3 className="font-semibold text-slate-900">Clicks per link</h3>
      {links.length === 0 ? (
        <p className="text-sm text-slate-700">No clicks yet.</p>
      ) : (
        <ul aria-label="Clicks per link" className="mt-2 space-y-1 text-sm">
          {links.map((link) => (
            <li key={link.url} className="flex gap-3">
              <span className="font-semibold tabular-nums">{link.clicks}</span>
              <span className="break-all text-slate-700">{link.url}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function SendPost({ loaderData }: Route.ComponentProps) {
  const { post, send, ownEmail } = loaderData;
  const prepare = useFetcher<SubscriberActionResult>();
  const test = useFetcher<SubscriberActionResult>();
  const start = useFetcher<SubscriberActionResult>();
  useActionToast(prepare);
  useActionToast(test);
  useActionToast(start);
  const revalidator = useRevalidator();
  const sending = send?.status === "sending";
  // While a send runs its bar follows it.
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 3_000);
    return () => clearInterval(timer);
  }, [sending, revalidator]);
  const draft = send?.status === "draft" ? send : null;
  const topics = draft?.topics ?? [post.topic];
  return (
    <div className="space-y-6">
      <p>
        <Link to={href("/svcs/admin-dashboard/subscribers")} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          Back to Subscribers
        </Link>
      </p>
      <Card>
        <PanelHeader
          title={`Send “${post.title}” to subscribers`}
          description="1. Choose the topics. 2. Send yourself a test. 3. Send when the pre-send check passes."
          action={null}
        />
        <prepare.Form method="post" className="space-y-3 p-4 sm:px-5">
          <fieldset>
            <legend className="font-semibold text-slate-900">Topics: subscribers of any of these receive the post</legend>
            <ul className="mt-2 flex flex-wrap gap-4">
              {NEWSLETTER_TOPICS.map((topic) => (
                <li key={topic} className="flex items-center gap-2">
                  <input
                    id={`send-topic-${topic}`}
                    type="checkbox"
                    name="topics"
                    value={topic}
                    defaultChecked={topics.includes(topic)}
                    className="size-5 accent-brand-700"
                  />
                  <label htmlFor={`send-topic-${topic}`}>{topic}</label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="flex items-start gap-2">
            <input
              id="send-count-clicks"
              type="checkbox"
              name="countClicks"
              value="on"
              defaultChecked={draft?.countClicks ?? false}
              aria-describedby="send-count-clicks-note"
              className="mt-0.5 size-5 accent-brand-700"
            />
            <span>
              <label htmlFor="send-count-clicks" className="font-medium text-slate-900">
                Count clicks on the links
              </label>
              <span id="send-count-clicks-note" className="block text-sm text-slate-700">
                Links go through this site and are counted per link, never per reader. Off unless you tick it; no open tracking.
              </span>
            </span>
          </div>
          <Button type="submit" name="intent" value="prepare" variant="outline" disabled={prepare.state !== "idle" || sending}>
            {draft ? "Save topics" : "Prepare send"}
          </Button>
        </prepare.Form>
        {draft ? (
          <test.Form method="post" className="space-y-2 border-t border-slate-200 p-4 sm:px-5" {...{ [TOASTER_AVOID]: "" }}>
            <input type="hidden" name="sendId" value={draft.id} />
            <p className="text-sm text-slate-700">
              {draft.testSentAt ? `Last test sent to ${draft.testSentTo}.` : "No test sent yet."} The test goes to{" "}
              {ownEmail ?? "your account's address (none set)"}.
            </p>
            <Button type="submit" name="intent" value="test" variant="outline" disabled={test.state !== "idle"}>
              Send a test to myself
            </Button>
          </test.Form>
        ) : null}
      </Card>
      {send ? (
        <Card>
          <PanelHeader
            title="Pre-send check"
            description={send.passes ? "Everything holds: the post may be sent." : "The send is blocked until every line passes."}
            action={null}
          />
          <ul className="divide-y divide-slate-200" aria-label="Pre-send check">
            {send.check.map((item) => (
              <li key={item.id} className="flex gap-3 p-4 sm:px-5">
                <span className={item.ok ? "font-semibold text-green-800" : "font-semibold text-red-700"}>{item.ok ? "Pass" : "Fails"}</span>
                <span>
                  <span className="font-medium text-slate-900">{item.label}</span>
                  <span className="block text-sm break-words text-slate-700">{item.detail}</span>
                </span>
              </li>
            ))}
          </ul>
          {draft ? (
            <start.Form method="post" className="border-t border-slate-200 p-4 sm:px-5" {...{ [TOASTER_AVOID]: "" }}>
              <input type="hidden" name="sendId" value={draft.id} />
              <Button type="submit" name="intent" value="start" disabled={!send.passes || start.state !== "idle"}>
                Send to {send.check.find((item) => item.id === "recipients")?.detail.split(" ")[0] ?? 0} subscribers
              </Button>
            </start.Form>
          ) : (
            <ProgressBar send={send} />
          )}
          {send.countClicks && send.status !== "draft" ? <LinkClicks links={send.links} /> : null}
        </Card>
      ) : null}
    </div>
  );
}
