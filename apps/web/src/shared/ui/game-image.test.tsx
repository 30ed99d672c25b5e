import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameIcon, GameImage } from './game-image.tsx';

const ahri = '/cdn/ddragon/15.12.1/img/champion/Ahri.png';

/** Renders an icon whose art fails to load, and returns what stands in its place. */
function brokenIcon(name: string) {
  const { container } = render(<GameIcon src={ahri} name={name} size={48} className="size-12" />);
  fireEvent.error(screen.getByRole('img', { name }));
  return container.firstElementChild as HTMLElement;
}

describe('GameImage', () => {
  afterEach(cleanup);

  it('names an icon that stands alone in its alt text and tooltip', () => {
    render(<GameIcon src={ahri} name="Ahri" size={48} className="size-12" />);

    const image = screen.getByRole('img', { name: 'Ahri' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('title')).toBe('Ahri');
    expect(image.getAttribute('width')).toBe('48');
  });

  it('keeps an image decorative beside its written name, with the name as tooltip', () => {
    const { container } = render(
      <p>
        <GameImage src={ahri} alt="" name="Ahri" width={28} height={28} />
        <span>Ahri</span>
      </p>,
    );

    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('title')).toBe('Ahri');
    // Hidden from the accessibility tree: the title alone would name it, and the row twice.
    expect(container.querySelector('img')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the initials on a colour of the name when the art fails to load', () => {
    const fallback = brokenIcon('Miss Fortune');

    expect(screen.getByRole('img', { name: 'Miss Fortune' })).toBe(fallback);
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.dataset.initials).toBe('MF');
    expect(fallback.className).toContain('before:content-[attr(data-initials)]');
    // The letters are drawn, not text: a row holding the image reads and copies as before.
    expect(fallback.textContent).toBe('');
    expect(fallback.getAttribute('title')).toBe('Miss Fortune');
    expect(fallback.className).toContain('size-12');
    expect(fallback.style.backgroundColor).not.toBe('');
  });

  it('gives each name its own colour, the same every time', () => {
    const colour = (name: string) => {
      const fallback = brokenIcon(name);
      const value = fallback.style.backgroundColor;
      cleanup();
      return value;
    };

    expect(colour('Ahri')).toBe(colour('Ahri'));
    expect(colour('Ahri')).not.toBe(colour('Akali'));
  });

  it('spells initials by the placeholder rule in every language', () => {
    const cases: [string, string][] = [
      ["Kai'Sa", 'KS'],
      ['Ahri', 'Ah'],
      ['Мисс Фортуна', 'МФ'],
      ['İzmir', 'İz'],
      ['Işık Kılıcı', 'IK'],
      ['e\u0301clair', 'E\u0301c'],
      ['𝒜lpha 𝒟elta', '𝒜𝒟'],
      ['🎉🎉', '?'],
    ];
    for (const [name, letters] of cases) {
      const fallback = brokenIcon(name);
      expect(fallback.dataset.initials, name).toBe(letters);
      cleanup();
    }
  });

  it('shows the initials when there is no URL at all', () => {
    render(<GameIcon src={null} name="Infinity Edge" size={28} className="size-7" />);

    expect(screen.getByRole('img', { name: 'Infinity Edge' }).dataset.initials).toBe('IE');
  });

  it('hides a decorative fallback from screen readers but keeps its tooltip', () => {
    const { container } = render(<GameImage src={ahri} alt="" name="Ahri" />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);

    const fallback = container.firstElementChild as HTMLElement;
    expect(fallback.getAttribute('aria-hidden')).toBe('true');
    expect(fallback.getAttribute('title')).toBe('Ahri');
    expect(fallback.dataset.initials).toBe('Ah');
  });

  it('keeps a neutral tile for a failed image that has no name', () => {
    const { container } = render(<GameImage src="/uploads/cover.webp" alt="" />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);

    const tile = container.firstElementChild as HTMLElement;
    expect(tile.tagName).toBe('SPAN');
    expect(tile.dataset.initials).toBeUndefined();
    expect(tile.textContent).toBe('');
    expect(tile.getAttribute('aria-hidden')).toBe('true');
  });

  it('tries again when the URL changes after a failure', () => {
    const { rerender } = render(<GameIcon src={ahri} name="Ahri" size={48} className="" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ahri' }));
    rerender(
      <GameIcon
        src="/cdn/ddragon/15.13.1/img/champion/Ahri.png"
        name="Ahri"
        size={48}
        className=""
      />,
    );

    expect(screen.getByRole('img', { name: 'Ahri' }).tagName).toBe('IMG');
  });
});
