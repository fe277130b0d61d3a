// What search engines and link previews read: the head tags and schema.org JSON-LD of a public page.
import { isOpenClassSlot, OPEN_CLASS_NAME } from '../../domain/open-class';
import type { ClassTypeDto, SlotDto } from '../../domain/dto';
import { penceToPounds } from '../../domain/money';
import { OG_IMAGE, ogImageUrl, type SiteData } from '../../domain/site-content';
import { londonInstant } from '../../domain/time';

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for inside a <script> block: '<' escaped so no text can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (publicUrl: string, pathname: string) => new URL(pathname, publicUrl).toString();

/** A social address that points at a profile (the defaults are the networks' home pages, which are not sameAs links). */
const isProfile = (url: string) => {
  try {
    return new URL(url).pathname.replace(/\/+$/, '') !== '';
  } catch {
    return false;
  }
};

export function businessJsonLd(site: SiteData) {
  const { content } = site;
  const image = content.heroImage ?? content.aboutPhoto;
  return {
    '@type': 'HealthClub',
    '@id': absolute(site.publicUrl, '/#business'),
    name: site.businessName,
    description: content.tagline,
    url: absolute(site.publicUrl, '/'),
    email: site.contactEmail,
    telephone: site.contactPhone,
    ...(content.studioAddress
      ? { address: { '@type': 'PostalAddress', streetAddress: content.studioAddress.replace(/\s*\n\s*/g, ', '), addressCountry: 'GB' } }
      : {}),
    sameAs: [site.social.facebook, site.social.instagram, site.social.youtube, site.reviewUrl].filter(isProfile),
    ...(image ? { image: absolute(site.publicUrl, image.url) } : {}),
    ...(content.specialisations.length ? { knowsAbout: content.specialisations } : {}),
  };
}

/** One schema.org Event per bookable class in the coming slots, with its price and whether places are left. */
export function classEventsJsonLd(
  site: SiteData,
  slots: SlotDto[],
  classTypes: ClassTypeDto[],
  openClassPricePence: number,
  now: Date,
  limit = 24,
) {
  const byId = new Map(classTypes.map((t) => [String(t.id), t]));
  const events: object[] = [];
  for (const slot of slots) {
    const start = londonInstant(slot.date, slot.startTime);
    if (start <= now) continue;
    const offered = isOpenClassSlot(slot)
      ? [{ name: OPEN_CLASS_NAME, pricePence: openClassPricePence }]
      : slot.allowedClassTypes.flatMap((id) => {
          const t = byId.get(id);
          return t ? [{ name: t.name, pricePence: t.pricePence }] : [];
        });
    for (const item of offered) {
      if (events.length >= limit) return events;
      events.push({
        '@type': 'Event',
        name: item.name,
        startDate: start.toISOString(),
        endDate: londonInstant(slot.date, slot.endTime).toISOString(),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: slot.isVirtualOnly
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
        location: slot.isVirtualOnly
          ? { '@type': 'VirtualLocation', url: absolute(site.publicUrl, '/booking') }
          : { '@type': 'Place', name: slot.locationName ?? site.businessName, address: slot.locationName ?? site.businessName },
        organizer: { '@id': absolute(site.publicUrl, '/#business') },
        offers: {
          '@type': 'Offer',
          price: penceToPounds(item.pricePence),
          priceCurrency: 'GBP',
          availability: slot.availableSpots > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          url: absolute(site.publicUrl, '/booking'),
        },
      });
    }
  }
  return events;
}

export interface HeadInput {
  site: SiteData;
  pathname: string;
  title: string;
  description: string;
  /** Pages that must not be indexed (admin, 404). */
  noindex?: boolean;
  /** JSON-LD objects besides the business (the classes' events). */
  graph?: object[];
}

/** 'Book a class | Studio Name' (the browser sets the same after navigation; see client/route-meta.ts). */
export const pageTitle = (title: string, businessName: string) => (businessName ? `${title} | ${businessName}` : title);

/** The tags added to the page's head (the title and description replace the template's own). */
export function headTags({ site, pathname, title, description, noindex, graph = [] }: HeadInput): string {
  const url = absolute(site.publicUrl, pathname);
  const image = site.content.heroImage ?? site.content.aboutPhoto;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.businessName)}" />`,
    `<meta property="og:title" content="${escapeHtml(pageTitle(title, site.businessName))}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    // The picture's 1200×630 JPEG copy: the size and format link previews ask for (a WebP is not shown everywhere).
    image ? `<meta property="og:image" content="${escapeHtml(absolute(site.publicUrl, ogImageUrl(image.url)))}" />` : '',
    image ? `<meta property="og:image:type" content="image/jpeg" />` : '',
    image ? `<meta property="og:image:width" content="${OG_IMAGE.width}" />` : '',
    image ? `<meta property="og:image:height" content="${OG_IMAGE.height}" />` : '',
    image ? `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': [businessJsonLd(site), ...graph] })}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
