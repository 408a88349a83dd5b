import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ComponentProps } from "react";

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
