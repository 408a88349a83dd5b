import { href, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { type FiguresWarning, warningKey } from "~/lib/hsa/figures-check";
import { POST_ADMIN_TEXT } from "../post-admin-text";

/**
 * "This is right" for one figures-check warning of a saved post: recorded (and audited) by the
 * server; the editor's data is then reloaded and the warning is no longer shown.
 */
export function ConfirmFigureButton({ postId, warning }: { postId: string; warning: FiguresWarning }) {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  const failed = fetcher.state === "idle" && fetcher.data?.ok === false;
  return (
    <fetcher.Form method="post" action={href("/svcs/admin-dashboard/content/figures-confirm")} className="mt-1 flex flex-wrap items-center gap-2">
      <input type="hidden" name="subjectType" value="post" />
      <input type="hidden" name="subjectId" value={postId} />
      <input type="hidden" name="warningKey" value={warningKey(warning)} />
      <input type="hidden" name="message" value={warning.message} />
      <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"} title={POST_ADMIN_TEXT.figuresConfirmHint}>
        {POST_ADMIN_TEXT.figuresConfirm}
      </Button>
      {failed ? (
        <span role="alert" className="text-xs text-red-800">
          {fetcher.data?.error ?? POST_ADMIN_TEXT.figuresConfirmFailed}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
