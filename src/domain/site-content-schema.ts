/** The zod schemas of the site content (domain/site-content.ts): the admin form and the server share them. */
import { z } from 'zod';
import type { SiteClass, SiteContent, SiteImage } from './site-content';

const text = (field: string, max: number, min = 0) =>
  z.string(`${field} must be text`).trim().min(min, `${field} is required`).max(max, `${field} must be at most ${max} characters`);

/** An uploaded picture: served from /media (resized by the server), with its size so the page does not jump. */
export const siteImageSchema = z.object({
  url: z.string().regex(/^\/media\/[a-f0-9]{32}\.webp$/, 'image must be an uploaded picture'),
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
  alt: text('Image description', 200),
});

export const siteClassSchema = z.object({
  name: text('Class name', 80, 1),
  group: z.enum(['featured', 'targeted']),
  duration: text('Duration', 40),
  level: text('Level', 60),
  equipment: text('Equipment', 120),
  description: text('Description', 2000, 1),
  benefits: z.array(text('Benefit', 80, 1)).max(8, 'at most 8 benefits'),
  image: siteImageSchema.nullable(),
});

export const siteContentSchema = z.object({
  /** Empty: the BUSINESS_NAME setting. */
  businessName: text('Business name', 80),
  studioAddress: text('Studio address', 200),
  tagline: text('Tagline', 160, 1),
  heroTitle: text('Hero title', 120, 1),
  heroText: text('Hero text', 400, 1),
  heroImage: siteImageSchema.nullable(),
  aboutTitle: text('About title', 80, 1),
  aboutText: text('About text', 3000, 1),
  aboutPhoto: siteImageSchema.nullable(),
  credentials: z
    .array(
      z.object({
        title: text('Credential', 80, 1),
        text: text('Credential text', 240),
        /** Missing (content saved before approval existed): shown unless it is a seeded placeholder (parseStored). */
        published: z.boolean('published must be true or false').optional().default(true),
      }),
    )
    .max(8, 'at most 8 credentials'),
  specialisations: z.array(text('Specialisation', 60, 1)).max(16, 'at most 16 specialisations'),
  /** Missing (content saved before approval existed): shown unless the list is still the seeded one (parseStored). */
  specialisationsPublished: z.boolean('specialisationsPublished must be true or false').optional().default(true),
  testimonials: z
    .array(
      z.object({
        text: text('Testimonial', 600, 1),
        name: text('Name', 80, 1),
        role: text('Role', 80),
        rating: z.number().int().min(1, 'rating is 1 to 5').max(5, 'rating is 1 to 5'),
        /** Missing (content saved before approval existed): shown unless it is a seeded placeholder (parseStored). */
        published: z.boolean('published must be true or false').optional().default(true),
      }),
    )
    .max(12, 'at most 12 testimonials'),
  classes: z.array(siteClassSchema).max(24, 'at most 24 classes'),
});

/** An edit: the whole content plus the version it was made from (a stale tab must not overwrite a newer edit). */
export const siteContentUpdateSchema = z.object({
  version: z.number().int().min(0),
  content: siteContentSchema,
});

// The schemas and the interfaces must describe the same data.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [
  Same<z.output<typeof siteImageSchema>, SiteImage>,
  Same<z.output<typeof siteClassSchema>, SiteClass>,
  Same<z.output<typeof siteContentSchema>, SiteContent>,
] = [true, true, true];
void agree;
