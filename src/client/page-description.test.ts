import { describe, expect, it } from 'vitest';
import { ROUTE_META } from './page-metas';
import { pageDescription } from '../domain/site-content';

const site = (heroText: string, tagline = '') => ({ content: { heroText, tagline } }) as Parameters<typeof pageDescription>[2];

describe('meta and Open Graph descriptions', () => {
  it("the home page's come from the owner's own words, never a hard-coded qualification", () => {
    expect(pageDescription('/', ROUTE_META['/'].description, site('Friendly Pilates in Leeds.'))).toBe('Friendly Pilates in Leeds.');
    expect(pageDescription('/', ROUTE_META['/'].description, site('', 'Pilates by the sea'))).toBe('Pilates by the sea');
    expect(pageDescription('/', ROUTE_META['/'].description, site(''))).not.toContain('Level 3');
    expect(pageDescription('/', ROUTE_META['/'].description, site('word '.repeat(60))).length).toBeLessThanOrEqual(160);
  });

  it('other pages keep their own', () => {
    expect(pageDescription('/terms', ROUTE_META['/terms'].description, site('Anything'))).toBe(ROUTE_META['/terms'].description);
  });
});
