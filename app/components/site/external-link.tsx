import { ExternalLink as ExternalLinkIcon } from "~/components/site/icons";
import type { ComponentProps } from "react";

/** A text link whose trailing icon stays beside the last word when the label wraps. */
export const TEXT_LINK_CLASS =
  "inline-block font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline [&>svg]:ml-1.5 [&>svg]:inline [&>svg]:align-[-0.125em]";

/**
 * A link to another site, opened in a new tab without giving that site a handle on ours
 * (noopener) or our address (noreferrer). Screen readers hear that a new tab opens.
 */
export function ExternalLink({ children, showIcon = true, ...props }: ComponentProps<"a"> & { showIcon?: boolean }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon ? <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
