import { ChevronLeft, ChevronRight, Quote } from "~/components/site/icons";
import type { Testimonial } from "~/content/testimonials";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { srcsetFor } from "~/lib/media/media-urls";
import { ENHANCE, flag } from "~/lib/site/enhance-attributes";

export const TESTIMONIAL_AVATAR_SIZE = 80;

/**
 * One quote at a time. Previous/next wrap at both ends; dots jump (app/enhance/carousel.ts). It
 * never moves by itself, and its fade is skipped for visitors who prefer reduced motion.
 */
export function TestimonialsCarousel({ heading, testimonials }: { heading: string; testimonials: readonly Testimonial[] }) {
  const fill = useFillIdentity();
  const count = testimonials.length;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight text-brand-900">
          {fill(heading)}
        </h2>
        <div {...flag(ENHANCE.carousel)} role="region" aria-roledescription="carousel" aria-label="Client testimonials" className="mt-10">
          <div aria-live="polite" className="relative">
            {testimonials.map((testimonial, slide) => (
              // The slide is a group around the figure: HTML allows no role on a figure with a figcaption.
              <div
                key={slide}
                {...flag(ENHANCE.carouselSlide)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${count}`}
                hidden={slide !== 0}
                className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm motion-safe:animate-[fade-in_300ms_ease-out] sm:p-10"
              >
                <figure>
                  <Quote aria-hidden="true" className="size-9 text-accent-600" />
                  <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl">
                    <p>{fill(testimonial.quote)}</p>
                  </blockquote>
                  <figcaption className="mt-8 flex items-center gap-4">
                    {testimonial.image ? <Avatar src={testimonial.image} lazy={slide !== 0} /> : null}
                    <span>
                      <span className="block font-semibold text-brand-900">{fill(testimonial.author)}</span>
                      <span className="block text-sm text-slate-600">{fill(testimonial.title)}</span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
          <div className="mt-6 flex items-center justify-center gap-4">
            <button
              type="button"
              {...{ [ENHANCE.carouselStep]: "-1" }}
              aria-label="Previous testimonial"
              className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 hover:bg-brand-50"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <div className="flex items-center">
              {testimonials.map((_, slide) => (
                <button
                  key={slide}
                  type="button"
                  {...{ [ENHANCE.carouselDot]: String(slide) }}
                  aria-label={`Show testimonial ${slide + 1} of ${count}`}
                  aria-current={slide === 0 ? "true" : undefined}
                  className="group inline-flex size-8 items-center justify-center rounded-full"
                >
                  <span className="block size-2.5 rounded-full bg-slate-400 transition-colors group-hover:bg-slate-500 group-aria-[current=true]:bg-brand-700" />
                </button>
              ))}
            </div>
            <button
              type="button"
              {...{ [ENHANCE.carouselStep]: "1" }}
              aria-label="Next testimonial"
              className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 hover:bg-brand-50"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The author's portrait beside their name: decorative, the name is read. */
function Avatar({ src, lazy }: { src: string; lazy: boolean }) {
  const srcSet = srcsetFor(src);
  return (
    <img
      src={src}
      width={TESTIMONIAL_AVATAR_SIZE}
      height={TESTIMONIAL_AVATAR_SIZE}
      {...(srcSet ? { srcSet, sizes: "3.5rem" } : {})}
      alt=""
      // Only the first quote's avatar is needed at load; React would otherwise preload them all.
      loading={lazy ? "lazy" : undefined}
      className="size-14 rounded-full bg-brand-100 object-cover"
    />
  );
}
