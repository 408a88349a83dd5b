import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { PROSE_CLASSES } from "~/components/blog/post-content";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/ui/cn";

// cn() joins classes without resolving Tailwind conflicts (decision 086): the shared components must
// never produce two utilities for one property, or which one shows would depend on the stylesheet's order.
const classesOf = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]!);
const unmerged = (classes: string) => expect(twMerge(classes), classes).toBe(classes);

describe("class names without tailwind-merge in the browser", () => {
  it("cn joins what it is given, keeping conflicting utilities (it does not resolve them)", () => {
    expect(cn("px-3 py-3", false, "py-2")).toBe("px-3 py-3 py-2");
  });

  it("every button variant and size is free of conflicts; the large size's text replaces the small", () => {
    for (const variant of ["primary", "accent", "outline", "ghost", "destructive-ghost", "destructive", "link"] as const)
      for (const size of ["sm", "md", "lg", "icon"] as const) unmerged(buttonVariants({ variant, size }));
    expect(buttonVariants({ size: "lg" })).not.toContain("text-sm");
    expect(buttonVariants({})).toContain("text-sm");
    expect(buttonVariants({ variant: "destructive-ghost" })).not.toContain("text-brand-800");
  });

  it("badges, the post typography and the input's own width are free of conflicts", () => {
    for (const tone of ["brand", "accent", "neutral", "warning", "danger", "outline"] as const)
      for (const className of classesOf(renderToStaticMarkup(<Badge tone={tone}>x</Badge>))) unmerged(className);
    unmerged(PROSE_CLASSES);
    for (const width of [undefined, "w-40", "mt-1 w-64", "sm:w-64", "max-w-sm"]) {
      const [className] = classesOf(renderToStaticMarkup(<Input className={width} />));
      unmerged(className!);
      expect(className!.split(" ").filter((token) => /^w-/.test(token))).toHaveLength(1);
    }
    for (const className of classesOf(renderToStaticMarkup(<Button className="mt-3 w-full">x</Button>))) unmerged(className);
  });

  it("a table cell keeps its default vertical padding unless it is given one", () => {
    const cells = (className?: string) =>
      classesOf(
        renderToStaticMarkup(
          <DataTable caption="c" columns={["a"]}>
            <DataRow>
              <DataCell label="a" className={className}>
                x
              </DataCell>
            </DataRow>
          </DataTable>,
        ),
      ).filter((value) => value.includes("px-3") && !value.includes("whitespace-nowrap"));
    for (const className of [undefined, "py-2", "py-2.5 font-medium", "whitespace-nowrap"]) for (const cell of cells(className)) unmerged(cell);
    expect(cells("py-2").join(" ")).not.toMatch(/(^|\s)py-3/);
    expect(cells().join(" ")).toMatch(/(^|\s)py-3/);
  });
});
