import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEATURED_CLASSES, TARGETED_SESSIONS } from '../../../domain/catalog';
import { render } from '../../test/render';
import { ClassCard, type ClassCardItem } from './class-card';

const byName = (name: string): ClassCardItem => {
  const { image: _clipArt, ...item } = [...FEATURED_CLASSES, ...TARGETED_SESSIONS].find((c) => c.name === name)!;
  return item;
};

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

  it("shows name, duration, level, equipment, benefits and the owner's picture, with the defaults for missing fields", () => {
    const image = { url: '/media/0123456789abcdef0123456789abcdef.webp', width: 800, height: 450, alt: 'Three people stretching on mats' };
    const bare: ClassCardItem = {
      ...byName('Ab Attack'),
      name: 'Mystery Class',
      duration: '',
      level: undefined,
      equipment: undefined,
      image,
    };
    render(<ClassCard item={bare} />);
    expect(screen.getByRole('heading', { name: 'Mystery Class' })).toBeInTheDocument();
    expect(screen.getByText('45 min')).toBeInTheDocument();
    expect(screen.getByText('All levels welcome')).toBeInTheDocument();
    expect(screen.getByText('Mat recommended')).toBeInTheDocument();
    expect(screen.getByText('Core strength')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: image.alt })).toHaveAttribute('src', image.url);
  });

  it('shows no stand-in picture when the owner has not uploaded one', () => {
    render(<ClassCard item={{ ...byName('Yoga Class'), image: null }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
