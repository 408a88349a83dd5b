import { SECRET_GUESS_TEXT } from "~/lib/auth/secret-guess-rules";

export type GuessingView = { failures: number; delayedUntil: string | null; locked: boolean };

/** Tells the account's owner how many wrong passwords or codes were entered for it since the last right one (decision 049). */
export function WrongGuessesNotice({ view }: { view: GuessingView }) {
  if (view.failures === 0 && !view.locked) return null;
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-medium">{SECRET_GUESS_TEXT.ownerNotice(view.failures)}</p>
      {view.locked ? <p className="mt-1">{SECRET_GUESS_TEXT.locked}</p> : null}
      {!view.locked && view.delayedUntil ? <p className="mt-1">{SECRET_GUESS_TEXT.ownerDelayed(new Date(view.delayedUntil))}</p> : null}
      <p className="mt-1">{SECRET_GUESS_TEXT.ownerAdvice}</p>
    </div>
  );
}
