import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEATURED_CLASSES, TARGETED_SESSIONS, type ClassItem } from '../../../domain/catalog';
import { render } from '../../test/render';
import { ClassCard } from './class-card';

const byName = (name: string) => [...FEATURED_CLASSES, ...TARGETED_SESSIONS].find((c) => c.name === name)!;

describe('class card', () => {
  it('starts collapsed on the fixed summary and toggles Read More / Read Less', async () => {
    const item = byName('Reformer Pilates');
    render(<ClassCard item={item} />);
    expect(screen.queryByText(item.description)).not.toBeInTheDocument();
    expect(screen.getByText(/reformer machines add resistance/)).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Read More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByText(item.description)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(screen.queryByText(item.description)).not.toBeInTheDocument();
  });

  it('offers no toggle when the whole description is barely longer than its first two sentences', () => {
    render(<ClassCard item={byName('Ab Attack')} />);
    expect(screen.getByText(byName('Ab Attack').description)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('shows name, duration, level, equipment, benefits and image, with the defaults for missing fields', () => {
    const bare: ClassItem = { ...byName('Ab Attack'), name: 'Mystery Class', duration: undefined, level: undefined, equipment: undefined };
    render(<ClassCard item={bare} />);
    expect(screen.getByRole('heading', { name: 'Mystery Class' })).toBeInTheDocument();
    expect(screen.getByText('45 min')).toBeInTheDocument();
    expect(screen.getByText('All levels welcome')).toBeInTheDocument();
    expect(screen.getByText('Mat recommended')).toBeInTheDocument();
    expect(screen.getByText('Core strength')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mystery Class illustration' })).toHaveAttribute('src', '/images/ab-attack.svg');
  });
});
