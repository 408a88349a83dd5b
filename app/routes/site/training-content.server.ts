import { booksContent, chsaContent, hsaeContent, trainingOverviewContent } from "~/content/training";
import type { TrainingKey } from "~/lib/site/page-keys";
import { pageContent } from "./page-content.server";

type Context = Parameters<typeof pageContent>[1];

/** A training page's content; the CHSA and HSAe pages close with the overview's contact section. */
export async function trainingContent(request: Request, context: Context, type: TrainingKey) {
  switch (type) {
    case "chsa": {
      const [chsa, overview] = await Promise.all([pageContent(request, context, chsaContent), pageContent(request, context, trainingOverviewContent)]);
      return { type, chsa, contact: overview.contact };
    }
    case "hsae": {
      const [hsae, overview] = await Promise.all([pageContent(request, context, hsaeContent), pageContent(request, context, trainingOverviewContent)]);
      return { type, hsae, contact: overview.contact };
    }
    case "books":
      return { type, books: await pageContent(request, context, booksContent) };
  }
}
