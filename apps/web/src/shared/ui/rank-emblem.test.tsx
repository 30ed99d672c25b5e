import { RANKED_TIERS } from '@riftscope/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { RankEmblem } from './rank-emblem.tsx';

const renderEmblems = (path = '/en') =>
  renderRoutes(
    [
      {
        path: '/:lang',
        element: (
          <div>
            {RANKED_TIERS.map((tier) => (
              <RankEmblem key={tier} tier={tier} size={48} />
            ))}
            <RankEmblem tier="GOLD" size={20} isDecorative />
          </div>
        ),
      },
    ],
    path,
  );

/** The drawing alone: ids made by React differ per instance, so they are left out. */
const drawing = (element: Element) => element.innerHTML.replace(/id="[^"]*"|url\(#[^)]*\)/g, '');

describe('RankEmblem', () => {
  it('draws each tier as a distinct picture named after the tier', async () => {
    await renderEmblems();

    const emblems = RANKED_TIERS.map((tier) =>
      screen.getByRole('img', { name: tier.charAt(0) + tier.slice(1).toLowerCase() }),
    );
    expect(new Set(emblems.map(drawing)).size).toBe(RANKED_TIERS.length);
    for (const emblem of emblems) {
      expect(emblem.getAttribute('width')).toBe('48');
      // Drawn shapes only: no text that would need translating or could read as a number.
      expect(emblem.querySelector('text')).toBeNull();
    }
  });

  it('names the tier in the page language', async () => {
    await renderEmblems('/tr');

    expect(screen.getByRole('img', { name: 'Altın' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ustalık' })).toBeTruthy();
  });

  it('stays out of the accessibility tree when the tier is written beside it', async () => {
    const { container } = await renderEmblems();

    expect(screen.getAllByRole('img')).toHaveLength(RANKED_TIERS.length);
    const hidden = container.querySelectorAll('svg[aria-hidden="true"]');
    expect(hidden).toHaveLength(1);
    expect(hidden[0]?.getAttribute('width')).toBe('20');
  });
});
