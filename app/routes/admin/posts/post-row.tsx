import { Eye, Pencil, Trash2 } from "lucide-react";
import { POST_ADMIN_TEXT, POST_STATUS_LABELS } from "./post-admin-text";
import { useState } from "react";
import { Link, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { POST_TYPE_LABELS } from "~/lib/blog/rules";
import { formatPostDate } from "~/lib/core/dates";
import { DataCell, DataRow } from "~/components/admin/data-table";
import type { AdminPostRow } from "~/lib/blog/types";
import { lazyDialog } from "~/components/admin/lazy-dialog";

// Loaded when first opened (issue 43).
const DeletePostDialog = lazyDialog(() => import("./delete-post-dialog").then((module) => module.DeletePostDialog));

const STATUS_TONE = { published: "accent", draft: "neutral", scheduled: "warning" } as const;

/** One post of the Blog Posts list; its Edit link keeps the list's page (`listSearch`) under the form. */
type Props = { post: AdminPostRow; canManage: boolean; listSearch: string; keptDays: number };

export function PostRow({ post, canManage, listSearch, keptDays }: Props) {
  const [deleting, setDeleting] = useState(false);
  return (
    <DataRow alignTop>
      <DataCell label="Title" className="py-2.5 font-medium text-slate-900">
        {post.title}
        {post.featured ? (
          <Badge className="ml-2" tone="brand">
            Featured
          </Badge>
        ) : null}
      </DataCell>
      <DataCell label="Date" className="py-2.5 whitespace-nowrap">
        {formatPostDate(post.date)}
      </DataCell>
      <DataCell label="Type" className="py-2.5">
        {post.type ? POST_TYPE_LABELS[post.type] : "-"}
      </DataCell>
      <DataCell label="Category" className="py-2.5">
        {post.category}
      </DataCell>
      <DataCell label="Tags" className="py-2.5">
        <div className="flex flex-wrap gap-1">
          {post.tags.map((tag) => (
            <Badge key={tag} tone="outline">
              {tag}
            </Badge>
          ))}
        </div>
      </DataCell>
      <DataCell label="Status" className="py-2.5">
        <div className="flex flex-wrap gap-1">
          <Badge tone={STATUS_TONE[post.status]}>{POST_STATUS_LABELS[post.status]}</Badge>
          {post.hasPendingChanges ? <Badge tone="warning">{POST_ADMIN_TEXT.pendingBadge}</Badge> : null}
        </div>
      </DataCell>
      <DataCell label="Actions" className="py-2.5">
        <div className="flex flex-wrap gap-1">
          {post.status === "published" ? (
            <Button asChild variant="ghost" size="sm">
              <a href={`/newsletter/${post.slug}`} target="_blank" rel="noopener" aria-label={`View ${post.title}`}>
                <Eye aria-hidden />
                View
              </a>
            </Button>
          ) : null}
          {canManage ? (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link
                  to={{ pathname: href("/svcs/admin-dashboard/posts/:postId/edit", { postId: post.id }), search: listSearch }}
                  aria-label={`Edit ${post.title}`}
                >
                  <Pencil aria-hidden />
                  Edit
                </Link>
              </Button>
              <Button variant="destructive-ghost" size="sm" onClick={() => setDeleting(true)} aria-label={`Delete ${post.title}`}>
                <Trash2 aria-hidden />
                Delete
              </Button>
              <DeletePostDialog postId={post.id} title={post.title} version={post.version} keptDays={keptDays} open={deleting} onOpenChange={setDeleting} />
            </>
          ) : null}
        </div>
      </DataCell>
    </DataRow>
  );
}
