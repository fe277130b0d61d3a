import { describe, expect, it } from 'vitest';
import { ogImageUrl, srcSetOf } from './site-content';

const URL = '/media/0123456789abcdef0123456789abcdef.webp';

describe('responsive pictures', () => {
  it('offers the narrower copies made at upload and the picture itself, by width', () => {
    expect(srcSetOf({ url: URL, width: 1600 })).toBe(
      '/media/0123456789abcdef0123456789abcdef-480.webp 480w, /media/0123456789abcdef0123456789abcdef-960.webp 960w, ' + `${URL} 1600w`,
    );
    expect(srcSetOf({ url: URL, width: 700 })).toBe(`/media/0123456789abcdef0123456789abcdef-480.webp 480w, ${URL} 700w`);
  });

  it('has no srcset for a picture no wider than the smallest copy', () => {
    expect(srcSetOf({ url: URL, width: 480 })).toBeUndefined();
  });

  it('names the Open Graph JPEG copy', () => {
    expect(ogImageUrl(URL)).toBe('/media/0123456789abcdef0123456789abcdef-og.jpg');
  });
});
