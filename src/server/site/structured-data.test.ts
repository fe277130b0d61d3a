import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '../../domain/site-content-defaults';
import type { SiteData } from '../../domain/site-content';
import { businessJsonLd, headTags } from './structured-data';

const site = (studioAddress: string): SiteData => ({
  businessName: 'Harbour Pilates Studio',
  contactEmail: 'hello@harbour.example',
  contactPhone: '01632 960000',
  social: { facebook: 'https://www.facebook.com/harbourpilates', instagram: 'https://www.instagram.com/', youtube: '' },
  reviewUrl: '',
  publicUrl: 'https://harbour.example',
  year: 2026,
  content: { ...DEFAULT_SITE_CONTENT, studioAddress },
});

describe("the business's JSON-LD", () => {
  it("gives the studio's address on one line, and profile links (not the networks' home pages) as sameAs", () => {
    expect(businessJsonLd(site('Unit 4, Quay Street\nFalmouth\nTR11 3HH'))).toMatchObject({
      '@type': 'HealthClub',
      address: { '@type': 'PostalAddress', streetAddress: 'Unit 4, Quay Street, Falmouth, TR11 3HH', addressCountry: 'GB' },
      sameAs: ['https://www.facebook.com/harbourpilates'],
    });
  });

  it('leaves the address out until the owner has written one', () => {
    expect(businessJsonLd(site(''))).not.toHaveProperty('address');
  });
});

describe('the link preview', () => {
  it("names the hero picture's 1200×630 JPEG copy, with its size and type", () => {
    const hero = { url: '/media/0123456789abcdef0123456789abcdef.webp', width: 1600, height: 1067, alt: 'Mat class by the sea' };
    const tags = headTags({
      site: { ...site(''), content: { ...DEFAULT_SITE_CONTENT, heroImage: hero } },
      pathname: '/',
      title: 'Home',
      description: 'Classes',
      noindex: false,
    });
    expect(tags).toContain('<meta property="og:image" content="https://harbour.example/media/0123456789abcdef0123456789abcdef-og.jpg" />');
    expect(tags).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="630" />');
  });

  it('has no picture until the owner uploads one', () => {
    const tags = headTags({
      site: { ...site(''), content: { ...DEFAULT_SITE_CONTENT, heroImage: null, aboutPhoto: null } },
      pathname: '/',
      title: 'Home',
      description: 'x',
      noindex: false,
    });
    expect(tags).not.toContain('og:image');
  });
});
