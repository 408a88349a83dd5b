import { z } from "zod";
import { defaultImageFor } from "./curated-images";
import { postInputSchema } from "./post-input";

const { title, content, category, date, type } = postInputSchema.shape;

/** A field the form always sends: missing, it reads as left empty (so it gets the field's own message). */
const sent = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => value ?? "", schema);

/** A checkbox: sent as "on" when ticked, not sent at all when not. */
const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === "on");

/**
 * What the post form sends, read through the service's own schema: checkboxes as "on", tags as a
 * list (parseForm's `lists`), an empty date as "today", and no image chosen as the type's default
 * image. Fields the form does not have (links, author) are not taken from it.
 */
export const postFormInputSchema = postInputSchema
  .omit({ url: true, readMoreLink: true, authorId: true })
  .extend({
    title: sent(title),
    content: sent(content),
    category: sent(category),
    date: z.preprocess((value) => (typeof value === "string" ? value.trim() || undefined : value), date),
    type: z.preprocess((value) => (value === "" ? null : value), type),
    featured: checkbox,
    noindex: checkbox,
  })
  .transform((input) => ({ ...input, image: input.image || defaultImageFor(input.type) }));
