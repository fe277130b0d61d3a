import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT, placeholdersShowing } from './site-content-defaults';
import { siteContentSchema } from './site-content-schema';

describe('site content placeholders', () => {
  it('are valid content that names no discount code', () => {
    expect(siteContentSchema.parse(DEFAULT_SITE_CONTENT)).toEqual(DEFAULT_SITE_CONTENT);
    expect(JSON.stringify(DEFAULT_SITE_CONTENT)).not.toMatch(/WELCOME10|discount code/i);
  });

  it('lists every part still showing a placeholder, the default business name included', () => {
    const all = placeholdersShowing(DEFAULT_SITE_CONTENT, 'Your Fitness Studio', 'Your Fitness Studio');
    expect(all).toEqual(
      expect.arrayContaining(['business name (BUSINESS_NAME setting)', 'hero text', 'about text', 'about photo', 'testimonials']),
    );
    expect(all.find((p) => p.startsWith('class descriptions'))).toBe(
      `class descriptions (${DEFAULT_SITE_CONTENT.classes.length} of ${DEFAULT_SITE_CONTENT.classes.length})`,
    );
  });

  it('drops what the owner has made their own', () => {
    const photo = { url: '/media/0123456789abcdef0123456789abcdef.webp', width: 800, height: 800, alt: 'Sam teaching a class' };
    const edited = {
      ...DEFAULT_SITE_CONTENT,
      aboutText: 'I am Sam, a Pilates teacher in Bristol since 2009.',
      aboutPhoto: photo,
      classes: DEFAULT_SITE_CONTENT.classes.map((c, i) => (i === 0 ? { ...c, description: 'My reformer class.' } : c)),
    };
    const left = placeholdersShowing(edited, 'Harbour Pilates', 'Your Fitness Studio');
    expect(left).not.toContain('about text');
    expect(left).not.toContain('about photo');
    expect(left).not.toContain('business name (BUSINESS_NAME setting)');
    expect(left).toContain(`class descriptions (${DEFAULT_SITE_CONTENT.classes.length - 1} of ${DEFAULT_SITE_CONTENT.classes.length})`);
  });
});
