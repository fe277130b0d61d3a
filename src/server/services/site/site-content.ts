import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { OutputInfo } from 'sharp';
import { conflict, invalid } from '../../../domain/errors';
import { IMAGE_WIDTHS, OG_IMAGE, type SiteContent, type SiteImage } from '../../../domain/site-content';
import { DEFAULT_SITE_CONTENT, LEGACY_ABOUT_TEXT } from '../../../domain/site-content-defaults';
import { siteContentSchema } from '../../../domain/site-content-schema';
import type { DbOrTx } from '../../db/client';
import { siteContent, siteImages } from '../../db/schema';

/** How long a server trusts its copy before asking the database for the version again. */
export const SITE_CONTENT_CHECK_MS = 1_000;
/** Longest side of a stored picture: sharp enough for a full-width hero on a laptop. */
export const SITE_IMAGE_MAX_SIDE = 1600;

/** A copy of a stored picture: `<id>-480` / `<id>-960` (narrower WebP for srcset) or `<id>-og` (the link-preview JPEG). */
export type ImageCopy = (typeof IMAGE_WIDTHS)[number] | 'og';

export const IMAGE_COPIES: readonly ImageCopy[] = [...IMAGE_WIDTHS, 'og'];

type Sharp = typeof import('sharp');

/** Makes one copy of a picture (the stored WebP): a narrower WebP, or the 1200×630 JPEG cut to fill. */
async function makeCopy(sharp: Sharp, source: Uint8Array, copy: ImageCopy): Promise<{ data: Buffer; info: OutputInfo }> {
  const image = sharp(source);
  const out =
    copy === 'og'
      ? image
          .resize({ ...OG_IMAGE, fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
      : image.resize({ width: copy, withoutEnlargement: true }).webp({ quality: 78 });
  return out.toBuffer({ resolveWithObject: true });
}

export interface VersionedContent {
  version: number;
  content: SiteContent;
}

/** A seeded placeholder testimonial saved before approval existed: still a placeholder, so not published. */
function isPlaceholder(t: unknown): boolean {
  if (!t || typeof t !== 'object' || 'published' in t) return false;
  const { text, name } = t as { text?: unknown; name?: unknown };
  return DEFAULT_SITE_CONTENT.testimonials.some((d) => d.text === text && d.name === name);
}

/** A seeded placeholder credential saved before approval existed (decision 807): still a placeholder. */
function isPlaceholderCredential(c: unknown): boolean {
  if (!c || typeof c !== 'object' || 'published' in c) return false;
  const { title, text } = c as { title?: unknown; text?: unknown };
  return DEFAULT_SITE_CONTENT.credentials.some((d) => d.title === title && d.text === text);
}

/** Stored content that no longer fits the schema (an older release) falls back to the placeholders field by field. */
function parseStored(raw: unknown): SiteContent {
  const stored: Record<string, unknown> = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const merged = { ...DEFAULT_SITE_CONTENT, ...(raw && typeof raw === 'object' ? raw : {}) };
  if (Array.isArray(merged.testimonials))
    merged.testimonials = (merged.testimonials as unknown[]).map((t) =>
      isPlaceholder(t) ? { ...(t as object), published: false } : t,
    ) as SiteContent['testimonials'];
  if (Array.isArray(stored.credentials))
    merged.credentials = (stored.credentials as unknown[]).map((c) =>
      isPlaceholderCredential(c) ? { ...(c as object), published: false } : c,
    ) as SiteContent['credentials'];
  // Saved before the switch existed: the seeded list stays hidden, her own list stays shown.
  if (!('specialisationsPublished' in stored) && 'specialisations' in stored)
    merged.specialisationsPublished = JSON.stringify(stored.specialisations) !== JSON.stringify(DEFAULT_SITE_CONTENT.specialisations);
  if (merged.aboutText === LEGACY_ABOUT_TEXT) merged.aboutText = DEFAULT_SITE_CONTENT.aboutText;
  const parsed = siteContentSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const out: Record<string, unknown> = { ...DEFAULT_SITE_CONTENT };
  for (const key of Object.keys(DEFAULT_SITE_CONTENT) as (keyof SiteContent)[]) {
    const field = siteContentSchema.shape[key].safeParse((merged as Record<string, unknown>)[key]);
    if (field.success) out[key] = field.data;
  }
  return out as unknown as SiteContent;
}

/**
 * The owner's site content. Every server keeps a copy and checks the stored version at most once a
 * second (one cheap query shared by all requests), so an edit made on one instance reaches the HTML the
 * others serve within a second; the instance that made the edit serves it at once.
 */
export function createSiteContentService(deps: { db: DbOrTx; now?: () => number; checkMs?: number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const checkMs = deps.checkMs ?? SITE_CONTENT_CHECK_MS;
  let copy: VersionedContent | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<VersionedContent> | null = null;

  async function read(): Promise<VersionedContent> {
    const [row] = await db
      .select({ version: siteContent.version, content: siteContent.content })
      .from(siteContent)
      .where(eq(siteContent.id, 1));
    return row ? { version: row.version, content: parseStored(row.content) } : { version: 0, content: DEFAULT_SITE_CONTENT };
  }

  async function refresh(): Promise<VersionedContent> {
    const startedAt = now();
    const [row] = await db.select({ version: siteContent.version }).from(siteContent).where(eq(siteContent.id, 1));
    const version = row?.version ?? 0;
    if (!copy || copy.version !== version) copy = await read();
    checkedAt = startedAt;
    return copy;
  }

  return {
    /** The content the public pages show (at most `checkMs` behind another instance's edit). */
    async current(): Promise<VersionedContent> {
      if (copy && now() - checkedAt < checkMs) return copy;
      checking ??= refresh().finally(() => {
        checking = null;
      });
      return checking;
    },

    /** For the editor: always the stored row. */
    get: read,

    /** Saves an edit made from `version`; a newer edit saved meanwhile is a conflict, never overwritten. */
    async update(version: number, content: SiteContent): Promise<VersionedContent> {
      // One conditional statement: the first save inserts the row only if nobody else did; later ones
      // update only the version they were made from.
      const rows =
        version === 0
          ? await db
              .insert(siteContent)
              .values({ id: 1, content, version: 1 })
              .onConflictDoNothing()
              .returning({ version: siteContent.version })
          : await db
              .update(siteContent)
              .set({ content, version: sql`${siteContent.version} + 1`, updatedAt: sql`now()` })
              .where(sql`${siteContent.id} = 1 and ${siteContent.version} = ${version}`)
              .returning({ version: siteContent.version });
      const saved = rows[0];
      if (!saved) {
        throw conflict('The site content was changed elsewhere since you opened it. Reload to see the latest version, then edit again.');
      }
      copy = { version: saved.version, content };
      checkedAt = now();
      return copy;
    },

    /** Resizes an uploaded picture (any format sharp reads) to WebP and stores it; the same bytes give the same id. */
    async uploadImage(bytes: Uint8Array): Promise<Omit<SiteImage, 'alt'>> {
      // Loaded on the first upload: loading libvips cost every start tens of milliseconds.
      const { default: sharp } = await import('sharp');
      let out: { data: Buffer; info: OutputInfo };
      try {
        out = await sharp(bytes, { limitInputPixels: 60_000_000 })
          .rotate()
          .resize({ width: SITE_IMAGE_MAX_SIDE, height: SITE_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw invalid('image', 'That file is not a picture we can read: use a JPEG, PNG, WebP, AVIF or GIF.');
      }
      const id = createHash('sha256').update(out.data).digest('hex').slice(0, 32);
      // Its copies are made now, with the picture: the page's srcset and the link preview ask for them.
      const copies = await Promise.all(
        IMAGE_COPIES.filter((c) => c === 'og' || c < out.info.width).map(async (c) => ({ c, made: await makeCopy(sharp, out.data, c) })),
      );
      await db
        .insert(siteImages)
        .values([
          { id, data: out.data, width: out.info.width, height: out.info.height },
          ...copies.map(({ c, made }) => ({ id: `${id}-${c}`, data: made.data, width: made.info.width, height: made.info.height })),
        ])
        .onConflictDoNothing();
      return { url: `/media/${id}.webp`, width: out.info.width, height: out.info.height };
    },

    /**
     * A stored picture, or one of its copies. A picture uploaded before copies were made gets them on first asking
     * (made from the stored WebP and kept).
     */
    async image(id: string, copy: ImageCopy | null = null): Promise<Uint8Array | null> {
      const key = copy === null ? id : `${id}-${copy}`;
      const [row] = await db.select({ data: siteImages.data }).from(siteImages).where(eq(siteImages.id, key));
      if (row || copy === null) return row?.data ?? null;
      const [source] = await db.select({ data: siteImages.data }).from(siteImages).where(eq(siteImages.id, id));
      if (!source) return null;
      const { default: sharp } = await import('sharp');
      const made = await makeCopy(sharp, source.data, copy);
      await db
        .insert(siteImages)
        .values({ id: key, data: made.data, width: made.info.width, height: made.info.height })
        .onConflictDoNothing();
      return made.data;
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
