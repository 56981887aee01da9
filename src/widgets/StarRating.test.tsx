import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/renderScreen';

function renderStars(stars: number) {
  return renderScreen({
    state: { stars },
    body: [
      { type: 'starRating', stateKey: 'stars', label: 'Rate your loan' },
      { type: 'text', text: 'stars={{state.stars}}' },
    ],
  });
}

const star = (name: string) => screen.getByRole('radio', { name });

describe('StarRating', () => {
  it('with none chosen, only the first star is in the Tab order', async () => {
    const user = userEvent.setup();
    await renderStars(0);
    expect(screen.getByRole('radiogroup', { name: 'Rate your loan' })).toBeInTheDocument();
    expect(star('1 star')).toHaveAttribute('tabindex', '0');
    for (const name of ['2 stars', '3 stars', '4 stars', '5 stars'])
      expect(star(name)).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(star('1 star')).toHaveFocus();
    await user.tab();
    expect(star('1 star')).not.toHaveFocus();
  });

  it('a click chooses a star, which alone is then in the Tab order', async () => {
    const user = userEvent.setup();
    await renderStars(0);
    await user.click(star('4 stars'));
    expect(star('4 stars')).toHaveAttribute('aria-checked', 'true');
    expect(star('4 stars')).toHaveAttribute('tabindex', '0');
    expect(star('1 star')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('stars=4')).toBeInTheDocument();
  });

  it('arrow keys move and choose, wrapping at both ends', async () => {
    const user = userEvent.setup();
    await renderStars(4);
    await user.tab();
    expect(star('4 stars')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(star('5 stars')).toHaveAttribute('aria-checked', 'true');
    expect(star('5 stars')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(star('1 star')).toHaveAttribute('aria-checked', 'true');
    expect(star('1 star')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(star('5 stars')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(star('4 stars')).toHaveAttribute('aria-checked', 'true');
    expect(star('4 stars')).toHaveFocus();
    expect(screen.getByText('stars=4')).toBeInTheDocument();
  });
});
