import { Plus, RefreshCw, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useFetcher, useLocation, useNavigation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ADMIN_PATHS } from "~/lib/admin/admin-paths";
import { POST_ADMIN_TEXT } from "~/lib/blog/post-admin-text";
import type { PostActionResult } from "~/lib/blog/post-action-result";
import type { AdminPostRow } from "~/lib/blog/types";
import { formatCount } from "~/lib/core/numbers";
import { cn } from "~/lib/ui/cn";
import { DataCell, DataRow, DataTable } from "../data-table";
import { PageLinks } from "../page-links";
import { PanelHeader } from "../panel-header";
import { useActionToast } from "../use-action-toast";
import { POST_LIST_FETCHER_KEY } from "./delete-post-dialog";
import { PostRow } from "./post-row";
import { ResetPostsDialog } from "./reset-posts-dialog";

const COLUMNS = ["Title", "Date", "Type", "Category", "Tags", "Status", "Actions"];
const SKELETON_ROWS = 3;

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <DataRow key={row}>
      {COLUMNS.map((column) => (
        <DataCell key={column} label={column}>
          <span className="block h-4 animate-pulse rounded bg-slate-200" />
        </DataCell>
      ))}
    </DataRow>
  ));
}

type Props = { posts: AdminPostRow[]; page: number; pageCount: number; total: number; canManage: boolean; form: ReactNode };

const pageHref = (page: number) => (page > 1 ? `${ADMIN_PATHS.blogPosts}?page=${page}` : ADMIN_PATHS.blogPosts);

/** The Blog Posts tab: toolbar, the open form (a child route) and the list, newest first, a page at a time. */
export function PostsPanel({ posts, page, pageCount, total, canManage, form }: Props) {
  useActionToast(useFetcher<PostActionResult>({ key: POST_LIST_FETCHER_KEY }));
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const creating = pathname === ADMIN_PATHS.newPost;
  const loading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === ADMIN_PATHS.blogPosts && pathname === ADMIN_PATHS.blogPosts);
  const toolbar = canManage ? (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant={creating ? "outline" : "primary"}>
        {creating ? (
          <Link to={ADMIN_PATHS.blogPosts}>
            <X aria-hidden />
            Cancel
          </Link>
        ) : (
          <Link to={ADMIN_PATHS.newPost}>
            <Plus aria-hidden />
            New Post
          </Link>
        )}
      </Button>
      <ResetPostsDialog />
      <Button variant="outline" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
        <RefreshCw aria-hidden className={cn(revalidator.state !== "idle" && "animate-spin")} />
        Refresh
      </Button>
    </div>
  ) : (
    <Button variant="outline" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
      <RefreshCw aria-hidden />
      Refresh
    </Button>
  );
  return (
    <div className="space-y-6">
      {form}
      <Card>
        <PanelHeader title={POST_ADMIN_TEXT.heading} description={canManage ? POST_ADMIN_TEXT.description : POST_ADMIN_TEXT.readOnly} action={toolbar} />
        <DataTable
          caption={pageCount > 1 ? `Blog posts, newest first, page ${page} of ${pageCount}` : "Blog posts, newest first"}
          columns={COLUMNS}
          region={{ label: "Blog posts", busy: loading }}
          message={!loading && posts.length === 0 ? POST_ADMIN_TEXT.empty : null}
        >
          {loading ? <SkeletonRows /> : posts.map((post) => <PostRow key={post.id} post={post} canManage={canManage} listSearch={search} />)}
        </DataTable>
        <PageLinks
          label="Blog posts pages"
          page={page}
          hasNext={page < pageCount}
          hrefFor={pageHref}
          position={`Page ${page} of ${pageCount} · ${formatCount(total)} posts`}
        />
      </Card>
    </div>
  );
}
