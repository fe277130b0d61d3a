import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { type Column, ResponsiveTable } from './responsive-table';

interface Row {
  id: number;
  name: string;
  email: string;
}
const ROWS: Row[] = [
  { id: 1, name: 'Ann', email: 'ann@example.com' },
  { id: 2, name: 'Bob', email: 'bob@example.com' },
];
const COLUMNS: Column<Row>[] = [
  { header: 'Email', cell: (r) => r.email },
  { header: 'Name', cell: (r) => r.name, primary: true },
];

describe('ResponsiveTable', () => {
  it('is a table with every column on a wide screen', () => {
    render(<ResponsiveTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} label="People" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Email', 'Name']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('is one card per row, titled by the primary column, on a phone', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      render(<ResponsiveTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} label="People" />);
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
      expect(cards.map((c) => c.textContent)).toEqual(['AnnEmailann@example.com', 'BobEmailbob@example.com']);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
