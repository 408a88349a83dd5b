import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/ui/cn";
import { Honeypot } from "~/components/forms/honeypot";

type Props = {
  fetcher: FetcherWithComponents<unknown>;
  /** The form's action, when it is not the current route's. */
  action?: string;
  /** Hidden fields naming what the action is about (an id, the version it was based on). */
  fields: Record<string, string | number>;
  intent: string;
  confirmLabel: string;
  onCancel: () => void;
  /** Other choices shown between Cancel and the confirming button ("Freeze instead"). */
  alternatives?: ReactNode;
  className?: string;
};

/** The foot of a confirmation dialog: Cancel, any alternatives, and the destructive button that sends the form. */
export function ConfirmForm({ fetcher, action, fields, intent, confirmLabel, onCancel, alternatives, className }: Props) {
  return (
    <fetcher.Form method="post" action={action} className={cn("flex flex-wrap justify-end gap-2", className)}>
      <Honeypot />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {alternatives}
      <Button type="submit" name="intent" value={intent} variant="destructive" disabled={fetcher.state !== "idle"}>
        {confirmLabel}
      </Button>
    </fetcher.Form>
  );
}
