/**
 * The owner's words and pictures on the public site (hero, about, credentials, testimonials, class
 * descriptions): stored in the database, edited in the admin 'Site content' tab, rendered into the HTML
 * the server sends. Types only (the landing page's entry chunk imports them); the zod schemas are in
 * site-content-schema.ts, the placeholders in site-content-defaults.ts.
 */

/** The narrower copies made of every uploaded picture (WebP, `/media/<id>-<width>.webp`), for `srcset`. */
export const IMAGE_WIDTHS = [480, 960] as const;

/**
 * A picture's `srcset`: its narrower copies and itself, by width (none narrower than it: nothing to choose).
 * With `sizes`, a phone downloads the 480 px copy instead of the full 1600 px picture.
 */
export function srcSetOf(image: { url: string; width: number }): string | undefined {
  const base = image.url.slice(0, -'.webp'.length);
  const copies = IMAGE_WIDTHS.filter((w) => w < image.width).map((w) => `${base}-${w}.webp ${w}w`);
  return copies.length ? `${copies.join(', ')}, ${image.url} ${image.width}w` : undefined;
}

/** The Open Graph copy of a picture (1200×630 JPEG, what link previews ask for). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
export const ogImageUrl = (url: string): string => `${url.slice(0, -'.webp'.length)}-og.jpg`;

/** An uploaded picture: served from /media (resized by the server), with its size so the page does not jump. */
export interface SiteImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface SiteClass {
  name: string;
  group: 'featured' | 'targeted';
  duration: string;
  level: string;
  equipment: string;
  description: string;
  benefits: string[];
  image: SiteImage | null;
}

export interface SiteContent {
  /** Empty: the BUSINESS_NAME setting. */
  businessName: string;
  /** Where the studio is (shown in the footer and given to search engines); empty: not shown. */
  studioAddress: string;
  tagline: string;
  heroTitle: string;
  heroText: string;
  heroImage: SiteImage | null;
  aboutTitle: string;
  aboutText: string;
  aboutPhoto: SiteImage | null;
  /**
   * `published`: shown on the public site. The seeded ones are placeholders (a qualification, insurance, years of
   * experience she may not have), hidden until the owner approves or rewrites them; one she adds is hers (decision 807).
   */
  credentials: { title: string; text: string; published: boolean }[];
  specialisations: string[];
  /** The specialisations are shown: false while they are the seeded examples, until she approves or edits them. */
  specialisationsPublished: boolean;
  /**
   * `published`: shown on the public site. The seeded ones are placeholders, hidden until the owner approves or
   * rewrites them; one she adds is hers and shown (decision 572).
   */
  testimonials: { text: string; name: string; role: string; rating: number; published: boolean }[];
  classes: SiteClass[];
}

/** What every public page is rendered from: the owner's content plus the business details of the configuration. */
export interface SiteData {
  businessName: string;
  contactEmail: string;
  contactPhone: string;
  social: { facebook: string; instagram: string; youtube: string };
  reviewUrl: string;
  publicUrl: string;
  /** The server's year in London, so the footer's copyright is the same in the HTML and after hydration. */
  year: number;
  content: SiteContent;
}

/**
 * The meta and Open Graph description of a page: the home page's comes from the owner's own words (hero text,
 * else tagline), so the site never claims a qualification she has not written; other pages keep their own.
 */
export function pageDescription(pathname: string, routeDescription: string, site: Pick<SiteData, 'content'>): string {
  if (pathname !== '/') return routeDescription;
  const own = (site.content.heroText || site.content.tagline).replace(/\s+/g, ' ').trim();
  if (!own) return routeDescription;
  return own.length <= 160 ? own : `${own.slice(0, 157).replace(/\s+\S*$/, '')}...`;
}

/**
 * What the public site may show: the owner's approved testimonials, credentials and specialisations only (a
 * placeholder claim never reaches a page: decisions 572, 807).
 */
export function publishedContent(content: SiteContent): SiteContent {
  return {
    ...content,
    credentials: content.credentials.filter((c) => c.published),
    specialisations: content.specialisationsPublished ? content.specialisations : [],
    testimonials: content.testimonials.filter((t) => t.published),
  };
}
