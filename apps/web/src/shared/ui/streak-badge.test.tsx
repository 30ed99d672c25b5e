import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Streak, StreakBadge } from './streak-badge.tsx';

const words = (streak: Streak) =>
  `${streak.games} ${streak.result === 'win' ? 'wins' : 'losses'} running`;

describe('StreakBadge', () => {
  afterEach(cleanup);

  it('words a winning streak with the given label, in the colour of wins', () => {
    render(<StreakBadge streak={{ result: 'win', games: 3 }} label={words} />);

    const badge = screen.getByText('3 wins running');
    expect(badge.className).toContain('text-win');
    expect(badge.className).not.toContain('text-loss');
  });

  it('words a losing streak with the given label, in the colour of losses', () => {
    render(<StreakBadge streak={{ result: 'loss', games: 2 }} label={words} />);

    const badge = screen.getByText('2 losses running');
    expect(badge.className).toContain('text-loss');
    expect(badge.className).not.toContain('text-win');
  });

  it('shows nothing for a single game, which is the last result rather than a streak', () => {
    const { container } = render(
      <StreakBadge streak={{ result: 'win', games: 1 }} label={words} />,
    );

    expect(container.textContent).toBe('');
  });

  it('shows nothing without a streak', () => {
    const { container } = render(<StreakBadge streak={null} label={words} />);

    expect(container.textContent).toBe('');
  });
});
