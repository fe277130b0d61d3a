import { Tabs } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { AdminNav } from './admin-nav';
import { ADMIN_GROUPS, ADMIN_TABS, type AdminTab } from './dashboard-page';

function nav(current: AdminTab, onChange = vi.fn()) {
  render(
    <Tabs value={current} onChange={(v) => v && onChange(v)}>
      <AdminNav groups={ADMIN_GROUPS} current={current} onChange={onChange} />
    </Tabs>,
  );
  return onChange;
}

describe('the dashboard navigation', () => {
  it('opens a menu pressed while its code arrives, when the click itself never reaches the button it replaced', async () => {
    // First in the file: the menus' code is then not yet loaded (later tests load it for the whole module).
    nav('bookings');
    // The pointer goes down on the placeholder; its code arrives before it comes up, so no click follows on it.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Site' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Site content', 'QR Codes']);
  });

  it('puts every section in exactly one of at most seven groups, each of at most three sections', () => {
    const grouped = ADMIN_GROUPS.flatMap((g) => g.sections.map((s) => s.value));
    expect([...grouped].sort()).toEqual(ADMIN_TABS.map((t) => t.value).sort());
    expect(ADMIN_GROUPS.length).toBeLessThanOrEqual(7);
    for (const g of ADMIN_GROUPS) expect(g.sections.length).toBeLessThanOrEqual(3);
  });

  it("reaches a section through its group's menu with the keyboard, and shows the open group's sections as tabs", async () => {
    const onChange = nav('bookings');
    const strip = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(within(strip).getByRole('tablist', { name: 'Bookings' })).toBeInTheDocument();
    expect(
      within(strip)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Bookings', 'Appointments', 'Enquiries']);
    within(strip).getByRole('button', { name: 'Money' }).focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Pricing', 'Discount Codes', 'Vouchers']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('discounts');
  });

  it("a phone's one menu lists every section under its group's name", async () => {
    const onChange = nav('reports');
    await userEvent.click(screen.getByRole('button', { name: 'Menu: Today, Reports' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(ADMIN_TABS.length);
    expect(items.find((i) => i.getAttribute('aria-current') === 'page')?.textContent).toBe('Reports');
    for (const g of ADMIN_GROUPS) expect(screen.getByText(g.label, { selector: '.mantine-Menu-label' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Audit' }));
    expect(onChange).toHaveBeenLastCalledWith('audit');
  });
});
