import type { FiguresWarning } from "~/lib/hsa/figures-check";
import { POST_ADMIN_TEXT } from "../post-admin-text";
import { ConfirmFigureButton } from "./confirm-figure-button";

/** The figures check's warnings under the content, like the HTML check's: each with the sentence it found and the IRS source. */
export function FiguresCheckList({ warnings, postId = null }: { warnings: readonly FiguresWarning[]; postId?: string | null }) {
  if (!warnings.length) return null;
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="figures-check">
      <p className="font-semibold">{POST_ADMIN_TEXT.figuresIntro}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning.message}>
            <a href={warning.source.url} target="_blank" rel="noopener noreferrer" className="font-medium underline">
              {warning.message}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span className="block text-xs text-amber-900">“{warning.excerpt}”</span>
            {postId ? <ConfirmFigureButton postId={postId} warning={warning} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
