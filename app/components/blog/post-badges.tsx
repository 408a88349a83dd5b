import { Badge } from "~/components/ui/badge";
import { POST_TYPE_LABELS } from "~/lib/blog/rules";
import type { PostType } from "~/lib/blog/types";

/** Category badge, plus the type badge when the post has a type. */
export function PostBadges({ category, type, inverted = false }: { category: string; type: PostType | null; inverted?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={inverted ? "neutral" : "brand"}>{category}</Badge>
      {type ? <Badge tone="accent">{POST_TYPE_LABELS[type]}</Badge> : null}
    </div>
  );
}
