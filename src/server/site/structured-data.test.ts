import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '../../domain/site-content-defaults';
import type { SiteData } from '../../domain/site-content';
import { businessJsonLd } from './structured-data';

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
