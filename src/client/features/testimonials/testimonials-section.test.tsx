import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteDataProvider, readSiteData } from '../../components/site-data';
import type { SiteData } from '../../../domain/site-content';
import { DEFAULT_SITE_CONTENT } from '../../../domain/site-content-defaults';
import { render } from '../../test/render';
import { TestimonialsSection } from './testimonials-section';

// The section's 'Book' link needs the app's router; what is under test is which testimonials show.
vi.mock('../../components/button-link', () => ({ ButtonLink: () => null }));

const site = (testimonials: SiteData['content']['testimonials']): SiteData => ({
  ...readSiteData(document),
  content: { ...DEFAULT_SITE_CONTENT, testimonials },
});

describe('testimonials on the public site', () => {
  it('shows the approved ones only', () => {
    const own = { text: 'Sam fixed my posture.', name: 'Jo B.', role: 'Member', rating: 5, published: true };
    render(
      <SiteDataProvider value={site([...DEFAULT_SITE_CONTENT.testimonials, own])}>
        <TestimonialsSection />
      </SiteDataProvider>,
    );
    expect(screen.getByRole('heading', { name: 'What Clients Say' })).toBeInTheDocument();
    expect(screen.getByText('Sam fixed my posture.', { exact: false })).toBeInTheDocument();
    for (const t of DEFAULT_SITE_CONTENT.testimonials) expect(screen.queryByText(t.text, { exact: false })).toBeNull();
  });

  it('hides the whole section while only placeholders exist', () => {
    render(
      <SiteDataProvider value={site(DEFAULT_SITE_CONTENT.testimonials)}>
        <TestimonialsSection />
      </SiteDataProvider>,
    );
    expect(screen.queryByRole('heading', { name: 'What Clients Say' })).toBeNull();
  });
});
