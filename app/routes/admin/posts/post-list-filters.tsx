import { Search, X } from "lucide-react";
import type { FormEvent } from "react";
import { Form, Link, href, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { selectClass } from "~/components/admin/form-field";
import { ADMIN_SEARCH_MAX, type AdminListQuery, isNarrowed, UNTYPED } from "~/lib/blog/admin-list-query";
import { POST_TYPES } from "~/lib/blog/post-enums";
import { POST_CATEGORIES, POST_TYPE_LABELS } from "~/lib/blog/rules";
import { POST_STATUS_LABELS, POST_LIST_TEXT } from "./post-admin-text";

type Props = { query: AdminListQuery; authors: { id: string; username: string }[] };

function Choice({ id, label, name, value, children }: { id: string; label: string; name: string; value: string | null; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} name={name} defaultValue={value ?? ""} className={`${selectClass} mt-1.5`}>
        {children}
      </select>
    </div>
  );
}

/** Search by title and text, and filters by status, type, category and author: a GET form, so a filtered list has its own address. */
export function PostListFilters({ query, authors }: Props) {
  const submit = useSubmit();
  // The list's address names only what narrows it (?q=limits&status=draft), not every empty field.
  function withoutEmptyFields(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    for (const [name, value] of [...fields.entries()]) if (value === "") fields.delete(name);
    void submit(fields, { method: "get" });
  }
  // Keyed by the query: the fields show what the list shows after Back, a link or Clear.
  const key = JSON.stringify({ ...query, page: 1 });
  return (
    <Form
      key={key}
      method="get"
      role="search"
      aria-label={POST_LIST_TEXT.searchLabel}
      onSubmit={withoutEmptyFields}
      className="border-b border-slate-200 p-4 sm:px-5"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <Label htmlFor="posts-search">{POST_LIST_TEXT.searchLabel}</Label>
          <Input
            id="posts-search"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={ADMIN_SEARCH_MAX}
            placeholder={POST_LIST_TEXT.searchPlaceholder}
            className="mt-1.5"
          />
        </div>
        <Choice id="posts-status" label="Filter by status" name="status" value={query.status}>
          <option value="">All statuses</option>
          {Object.entries(POST_STATUS_LABELS).map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </Choice>
        <Choice id="posts-type" label="Filter by type" name="type" value={query.type}>
          <option value="">All types</option>
          {POST_TYPES.map((type) => (
            <option key={type} value={type}>
              {POST_TYPE_LABELS[type]}
            </option>
          ))}
          <option value={UNTYPED}>{POST_LIST_TEXT.untyped}</option>
        </Choice>
        <Choice id="posts-category" label="Filter by category" name="category" value={query.category}>
          <option value="">All categories</option>
          {POST_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Choice>
        <Choice id="posts-author" label="Filter by author" name="author" value={query.author}>
          <option value="">All authors</option>
          {authors.map((author) => (
            <option key={author.id} value={author.id}>
              {author.username}
            </option>
          ))}
        </Choice>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          {POST_LIST_TEXT.apply}
        </Button>
        {isNarrowed(query) ? (
          <Button asChild variant="ghost">
            <Link to={href("/svcs/admin-dashboard/posts")}>
              <X aria-hidden />
              {POST_LIST_TEXT.clear}
            </Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
