/** Texts of the not-found page and of unknown resource keys (their rules: ~/lib/site/not-found-redirect). */
import { defineContentType } from "~/lib/site-content/content-type";
import { group, text, textarea } from "~/lib/site-content/fields";

/** The address a not-found page's preview shows (any unknown address would do). */
export const NOT_FOUND_PREVIEW_PATH = "/404";

export const notFoundContent = defineContentType({
  id: "not-found",
  label: "Page not found",
  group: "Pages and legal",
  description:
    "What an unknown address shows before it sends the visitor to the home page (or, for old newsletter links, to the blog) two seconds later, and what an unknown resource shows.",
  fields: {
    page: group("Page not found", {
      heading: text("Heading", { max: 80 }),
      redirectingHome: text("While leaving for the home page", { max: 120 }),
      redirectingBlog: text("While leaving for the blog", { max: 120, help: "For old newsletter links, whose address holds weekly-hsa-news." }),
      homeButton: text("Home button", { max: 40 }),
      blogButton: text("Blog button", { max: 40 }),
    }),
    resource: group(
      "Unknown resource",
      {
        heading: text("Heading", { max: 80 }),
        text: textarea("Text", { max: 400 }),
        backButton: text("Button back to the resources", { max: 60 }),
      },
      "Shown for /resources/ followed by a name no resource has; also the page's search title and description.",
    ),
  },
  defaults: {
    page: {
      heading: "Oops! Page not found",
      redirectingHome: "Redirecting you to the home page in a moment...",
      redirectingBlog: "Redirecting you to the blog page in a moment...",
      homeButton: "Go to Home Now",
      blogButton: "Go to Blog Now",
    },
    resource: {
      heading: "Resource Not Found",
      text: "The resource you are looking for does not exist or has been moved.",
      backButton: "Back to HSA Resources",
    },
  },
  pages: [NOT_FOUND_PREVIEW_PATH],
});

export type NotFoundContent = (typeof notFoundContent)["documents"][number]["defaults"];
