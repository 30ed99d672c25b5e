import type { Language, PlayerNote } from '@riftscope/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { PlayerNotes } from './player-notes.tsx';

const AS_OF = '2025-05-10T08:00:00.000Z';
const ahri = { id: 103, name: 'Ahri', image_url: 'https://example.test/Ahri.png' };

/** One note of each kind, with the evidence the rules would give. */
const NOTES: PlayerNote[] = [
  { kind: 'first_time', champion: ahri, count: 0, sample: 24, as_of: AS_OF },
  { kind: 'one_trick', champion: ahri, count: 21, sample: 28, as_of: AS_OF },
  { kind: 'win_streak', count: 5, sample: 5, as_of: AS_OF },
  { kind: 'back_after', count: 1, sample: 1, days: 31, as_of: AS_OF },
  { kind: 'experienced', champion: ahri, count: 52, sample: 52, mastery_level: 7, as_of: null },
  { kind: 'autofilled', role: 'JUNGLE', count: 12, sample: 15, as_of: AS_OF },
];

const renderNotes = (language: Language, notes: readonly PlayerNote[] = NOTES) =>
  renderRoutes([{ path: '/:lang', element: <PlayerNotes notes={notes} /> }], `/${language}`);

/** Each chip's text and the evidence its button is described by. */
function chips() {
  return screen.getAllByRole('button').map((button) => {
    const evidence = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    return [button.textContent, evidence?.textContent];
  });
}

describe('PlayerNotes', () => {
  it('words every note and its evidence in English, the one-trick share rounded down', async () => {
    await renderNotes('en');

    expect(screen.getByRole('list', { name: 'Player notes' })).toBeTruthy();
    expect(chips()).toEqual([
      [
        'First ranked game on Ahri this season',
        'None of their 24 ranked games stored this season was on Ahri (history as of May 10, 2025)',
      ],
      // 21 of 28 is 75 %.
      [
        'Ahri one-trick: 75% of ranked games',
        '21 of their 28 ranked games stored this season were on Ahri',
      ],
      ['5 wins in a row', 'Their newest 5 ranked games were all wins (history as of May 10, 2025)'],
      [
        'Back after 31 days',
        'No ranked game stored in the last 31 days (history as of May 10, 2025)',
      ],
      [
        'Played Ahri 52 ranked games this season (mastery 7)',
        'Ranked games on Ahri stored this season: 52',
      ],
      [
        'Autofilled: usually plays Jungle',
        '12 of their last 15 ranked games with a role were Jungle',
      ],
    ]);
  });

  it('never rounds a one-trick share up to a whole it does not reach', async () => {
    await renderNotes('en', [
      { kind: 'one_trick', champion: ahri, count: 249, sample: 250, as_of: AS_OF },
    ]);
    expect(chips()[0]?.[0]).toBe('Ahri one-trick: 99% of ranked games');
  });

  it('words every note in Russian with the plural form each number takes', async () => {
    await renderNotes('ru');

    expect(screen.getByRole('list', { name: 'Заметки об игроке' })).toBeTruthy();
    expect(chips()).toEqual([
      [
        'Первая ранговая игра на Ahri в этом сезоне',
        'Ни одна из 24 сохранённых ранговых игр этого сезона не была на Ahri (по данным на 10 мая 2025 г.)',
      ],
      [
        'Ванчемп Ahri: 75\u00a0% ранговых игр',
        '21 из 28 сохранённых ранговых игр этого сезона — на Ahri',
      ],
      ['5 побед подряд', 'Последние 5 ранговых игр — все победы (по данным на 10 мая 2025 г.)'],
      [
        'Возвращение после перерыва в 31 день',
        'Ни одной сохранённой ранговой игры за последние 31 день (по данным на 10 мая 2025 г.)',
      ],
      [
        'На Ahri сыграно 52 ранговые игры в этом сезоне (мастерство 7)',
        'Сохранённых ранговых игр на Ahri в этом сезоне: 52',
      ],
      [
        'Автофилл: обычная роль — Лес',
        'Роль «Лес» в 12 из 15 последних ранговых игр с известной ролью',
      ],
    ]);
  });

  it('words every note in Turkish', async () => {
    await renderNotes('tr');

    expect(screen.getByRole('list', { name: 'Oyuncu notları' })).toBeTruthy();
    expect(chips()).toEqual([
      [
        'Bu sezon Ahri ile ilk dereceli maçı',
        'Bu sezon kayıtlı 24 dereceli maçının hiçbiri Ahri ile değildi (10 Mayıs 2025 itibarıyla)',
      ],
      [
        'Neredeyse hep Ahri: dereceli maçların %75',
        'Bu sezon kayıtlı 28 dereceli maçının 21 tanesi Ahri ile',
      ],
      ['Üst üste 5 galibiyet', 'Son 5 dereceli maçının hepsini kazandı (10 Mayıs 2025 itibarıyla)'],
      [
        '31 gün aradan sonra döndü',
        'Son 31 günde kayıtlı dereceli maçı yok (10 Mayıs 2025 itibarıyla)',
      ],
      [
        'Bu sezon Ahri ile 52 dereceli maç oynadı (ustalık 7)',
        'Bu sezon Ahri ile kayıtlı dereceli maçları: 52',
      ],
      [
        'Otomatik doldurma: genellikle Orman oynuyor',
        'Rolü bilinen son 15 dereceli maçının 12 tanesi Orman rolündeydi',
      ],
    ]);
  });

  it('leaves the mastery out of the experienced note when none is stored', async () => {
    await renderNotes('en', [
      { kind: 'experienced', champion: ahri, count: 60, sample: 60, as_of: null },
    ]);

    expect(chips()).toEqual([
      ['Played Ahri 60 ranked games this season', 'Ranked games on Ahri stored this season: 60'],
    ]);
  });

  it('shows the evidence on keyboard focus, keeps it on a tap until a second tap, and hides it on Escape', async () => {
    await renderNotes('en', NOTES.slice(2, 3));

    const chip = screen.getByRole('button', { name: '5 wins in a row' });
    const evidence = screen.getByRole('tooltip', { hidden: true });
    expect(chip.getAttribute('aria-expanded')).toBe('false');
    expect(evidence.className).toContain('sr-only');

    act(() => chip.focus());
    expect(chip.getAttribute('aria-expanded')).toBe('true');
    expect(evidence.className).not.toContain('sr-only');
    act(() => chip.blur());
    expect(chip.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(chip);
    expect(chip.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(chip);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(chip.getAttribute('aria-expanded')).toBe('false');
    // Shown or not, the evidence stays in the page for screen readers.
    expect(within(evidence).getByText(/^Their newest 5 ranked games/)).toBeTruthy();
  });

  it('shows nothing without notes', async () => {
    const { container } = await renderNotes('en', []);

    expect(container.querySelector('ul')).toBeNull();
  });
});
