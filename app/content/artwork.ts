/**
 * The site's original SVG illustrations under public/images: paths and intrinsic sizes in one
 * place, so every <img> can carry its width and height.
 */
export type Artwork = { readonly src: string; readonly width: number; readonly height: number };

/** Size of the service pages' header illustrations (content/services.ts names the files). */
export const SERVICE_HEADER_SIZE = { width: 560, height: 420 } as const;
/** Size of the service pages' sidebar illustrations. */
export const SERVICE_SIDE_SIZE = { width: 480, height: 300 } as const;

/** Size of every page header's illustration. */
export const HERO_SIZE = SERVICE_HEADER_SIZE;

export const HERO_ART = {
  trainingOverview: { src: "/images/training/overview-hero.svg", ...HERO_SIZE },
  chsa: { src: "/images/training/chsa-hero.svg", ...HERO_SIZE },
  hsae: { src: "/images/training/hsae-hero.svg", ...HERO_SIZE },
  books: { src: "/images/training/books-hero.svg", ...HERO_SIZE },
  resources: { src: "/images/resources/resources-hero.svg", ...HERO_SIZE },
  aphsa: { src: "/images/resources/aphsa-hero.svg", ...HERO_SIZE },
} as const satisfies Readonly<Record<string, Artwork>>;

/** The guidebook's cover, drawn for the books page. */
export const GUIDEBOOK_COVER: Artwork = { src: "/images/training/guidebook-cover.svg", width: 360, height: 480 };
