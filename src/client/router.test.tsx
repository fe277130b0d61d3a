import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';
import { createAppRouter, parseSearch, stringifySearch } from './router';

async function open(url: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await router.load();
  return router;
}

describe('routes', () => {
  it.each(['/checkout', '/checkout?type=class&class=Open%20Class', '/checkout?price=0', '/checkout?amount=-3'])(
    'sends %s home: no positive price',
    async (url) => {
      const router = await open(url);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('keeps a checkout with a price', async () => {
    const router = await open('/checkout?class=Open%20Class&price=25&type=class&date=2026-03-04&time=09:00');
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.search).toMatchObject({ price: '25', class: 'Open Class', time: '09:00' });
  });

  it("shows '404 Page Not Found' for any other path", async () => {
    await open('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/admin', undefined],
    ['/admin/pricing', 'pricing'],
  ])('sends %s to the admin dashboard (a signed-out visitor then goes to sign in)', async (url, tab) => {
    const router = await open(url);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin\/(dashboard|login)$/));
    if (router.state.location.pathname === '/admin/dashboard') expect(router.state.location.search).toMatchObject(tab ? { tab } : {});
  });

  it('writes the spec’s plain query strings', () => {
    expect(stringifySearch({ class: 'Personal Training - Single Session', price: '40', type: 'training' })).toBe(
      '?class=Personal%20Training%20-%20Single%20Session&price=40&type=training',
    );
    expect(stringifySearch({ time: '09:00', date: undefined })).toBe('?time=09:00');
    expect(parseSearch('?price=25&class=Open+Class')).toEqual({ price: '25', class: 'Open Class' });
  });
});
