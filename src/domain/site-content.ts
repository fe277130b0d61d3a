/**
 * The owner's words and pictures on the public site (hero, about, credentials, testimonials, class
 * descriptions): stored in the database, edited in the admin 'Site content' tab, rendered into the HTML
 * the server sends. Types only (the landing page's entry chunk imports them); the zod schemas are in
 * site-content-schema.ts, the placeholders in site-content-defaults.ts.
 */

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
  tagline: string;
  heroTitle: string;
  heroText: string;
  heroImage: SiteImage | null;
  aboutTitle: string;
  aboutText: string;
  aboutPhoto: SiteImage | null;
  credentials: { title: string; text: string }[];
  specialisations: string[];
  testimonials: { text: string; name: string; role: string; rating: number }[];
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
