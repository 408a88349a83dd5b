import { Plus, RefreshCw, Trash2, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useFetcher, useLocation, useNavigation, useRevalidator, href } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { POST_ADMIN_TEXT, POST_LIST_FETCHER_KEY, POST_LIST_TEXT, type PostActionResult } from "./post-admin-text";
import { type AdminListQuery, adminListSearch, isNarrowed } from "~/lib/blog/admin-list-query";
import { PostListFilters } from "./post-list-filters";
import type { AdminPostRow } from "~/lib/blog/types";
import { formatCount } from "~/lib/core/numbers";
import { cn } from "~/lib/ui/cn";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { PageLinks } from "~/components/admin/page-links";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { useRevalidateOnReturn } from "~/components/admin/use-revalidate-on-return";
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

type Props = {
  posts: AdminPostRow[];
  page: number;
  pageCount: number;
  total: number;
  query: AdminListQuery;
  authors: { id: string; username: string }[];
  trashed: number;
  keptDays: number;
  canManage: boolean;
  canReset: boolean;
  form: ReactNode;
};

/** The Blog Posts tab: toolbar, the open form (a child route) and the list, newest first, a page at a time. */
export function PostsPanel({ posts, page, pageCount, total, query, authors, trashed, keptDays, canManage, canReset, form }: Props) {
  const pageHref = (shown: number) => `${href("/svcs/admin-dashboard/posts")}${adminListSearch(query, { page: shown })}`;
  const narrowed = isNarrowed(query);
  useActionToast(useFetcher<PostActionResult>({ key: POST_LIST_FETCHER_KEY }));
  const revalidator = useRevalidator();
  useRevalidateOnReturn();
  // Only Refresh shows the list as loading: a reload on returning to the tab swaps the rows quietly.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void revalidator.revalidate().finally(() => setRefreshing(false));
  };
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const creating = pathname === href("/svcs/admin-dashboard/posts/new");
  const loading =
    refreshing ||
    (navigation.state === "loading" &&
      navigation.location.pathname === href("/svcs/admin-dashboard/posts") &&
      pathname === href("/svcs/admin-dashboard/posts"));
  const toolbar = canManage ? (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant={creating ? "outline" : "primary"}>
        {creating ? (
          <Link to={href("/svcs/admin-dashboard/posts")}>
            <X aria-hidden />
            Cancel
          </Link>
        ) : (
          <Link to={href("/svcs/admin-dashboard/posts/new")}>
            <Plus aria-hidden />
            New Post
          </Link>
        )}
      </Button>
      {canReset ? <ResetPostsDialog /> : null}
      <Button asChild variant="outline">
        <Link to={href("/svcs/admin-dashboard/trash")}>
          <Trash2 aria-hidden />
          {POST_LIST_TEXT.trash(trashed)}
        </Link>
      </Button>
      <Button variant="outline" onClick={refresh} disabled={revalidator.state !== "idle"}>
        <RefreshCw aria-hidden className={cn(revalidator.state !== "idle" && "animate-spin")} />
        Refresh
      </Button>
    </div>
  ) : (
    <Button variant="outline" onClick={refresh} disabled={revalidator.state !== "idle"}>
      <RefreshCw aria-hidden />
      Refresh
    </Button>
  );
  return (
    <div className="space-y-6">
      {form}
      <Card>
        <PanelHeader title={POST_ADMIN_TEXT.heading} description={canManage ? POST_ADMIN_TEXT.description : POST_ADMIN_TEXT.readOnly} action={toolbar} />
        <PostListFilters query={query} authors={authors} />
        {narrowed ? (
          <p role="status" className="px-4 pt-3 text-sm text-slate-700 sm:px-5">
            {POST_LIST_TEXT.found(formatCount(total))}
          </p>
        ) : null}
        <DataTable
          caption={pageCount > 1 ? `Blog posts, newest first, page ${page} of ${pageCount}` : "Blog posts, newest first"}
          cardsBelow="lg"
          columns={COLUMNS}
          region={{ label: "Blog posts", busy: loading }}
          message={!loading && posts.length === 0 ? (narrowed ? POST_LIST_TEXT.noMatch : POST_ADMIN_TEXT.empty) : null}
        >
          {loading ? (
            <SkeletonRows />
          ) : (
            posts.map((post) => <PostRow key={post.id} post={post} canManage={canManage} listSearch={search} keptDays={keptDays} />)
          )}
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
