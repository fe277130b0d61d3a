import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '../../../../domain/site-content';
import { DEFAULT_SITE_CONTENT } from '../../../../domain/site-content-defaults';
import { render } from '../../../test/render';
import { serveTrpc } from '../../../test/serve-trpc';
import { SiteContentTab } from './site-content-tab';

afterEach(() => vi.unstubAllGlobals());

describe('the Site content tab (decision 807)', () => {
  it(
    'shows the seeded credentials and specialisations hidden; what she edits or switches on is saved as shown',
    { timeout: 90_000 },
    async () => {
      const calls = serveTrpc({
        'admin.siteContent.get': () => ({ data: { version: 3, content: DEFAULT_SITE_CONTENT } }),
        'admin.siteContent.update': (input) => ({ data: { version: 4, content: (input as { content: SiteContent }).content } }),
      });
      render(<SiteContentTab />);
      // Queries inside the Credentials section: the whole form is a large tree for jsdom. A hidden one's label goes on
      // with why it is hidden.
      const section = await waitFor(
        () => {
          const found = document.querySelector<HTMLElement>('section[aria-label="Credentials"]');
          if (!found) throw new Error('the form is not there yet');
          return found;
        },
        { timeout: 20_000 },
      );
      const inSection = within(section);
      const first = inSection.getByLabelText(/^Show credential 1 on the site/);
      expect(first).not.toBeChecked();
      expect(inSection.getByLabelText(/^Show credential 2 on the site/)).not.toBeChecked();
      expect(inSection.getByLabelText(/^Show the specialisations on the site/)).not.toBeChecked();

      // She rewrites the first credential (hers now, so shown) and approves the third as it is. Events fired directly:
      // typing key by key re-renders the whole form each time.
      fireEvent.change(inSection.getByLabelText(/^Credential 1\s*\*?$/), { target: { value: 'REPs Level 4' } });
      expect(inSection.getByLabelText(/^Show credential 1 on the site/)).toBeChecked();
      fireEvent.click(inSection.getByLabelText(/^Show credential 3 on the site/));
      fireEvent.click(screen.getByText('Save site content'));

      await waitFor(() => expect(calls.some((c) => c.path === 'admin.siteContent.update')).toBe(true), { timeout: 10_000 });
      const saved = calls.find((c) => c.path === 'admin.siteContent.update')!.input as { version: number; content: SiteContent };
      expect(saved.version).toBe(3);
      expect(saved.content.credentials.map((c) => [c.title, c.published])).toEqual([
        ['REPs Level 4', true],
        [DEFAULT_SITE_CONTENT.credentials[1]!.title, false],
        [DEFAULT_SITE_CONTENT.credentials[2]!.title, true],
        [DEFAULT_SITE_CONTENT.credentials[3]!.title, false],
      ]);
      expect(saved.content.specialisationsPublished).toBe(false);
    },
  );
});
