import type { PlayerNote } from '@riftscope/contracts';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../lib/render-clock.ts';
import { formatDate } from '../domain/format-date.ts';
import { formatCount, formatPercent } from '../domain/format-number.ts';
import { useDismiss } from '../hooks/use-dismiss.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { useRoleName } from './role-label.tsx';

/** What a note says on its chip, and the evidence it rests on. */
export interface NoteWords {
  text: string;
  evidence: string;
}

/**
 * A note's words in the page's language: its text, and its evidence with the date of the
 * player's history where the note says what has not happened since (docs/riot-policies.md,
 * Player notes). Numbers and dates are written the language's way.
 */
export function useNoteWords(): (note: PlayerNote) => NoteWords {
  const { t } = useTranslation('scouting');
  const language = useLanguage();
  const timeZone = useTimeZone();
  const roleName = useRoleName();
  return (note) => {
    const n = (value: number) => formatCount(value, language);
    const champion = note.champion?.name ?? '';
    const asOf = note.as_of
      ? ` ${t('notes.as_of', { date: formatDate(note.as_of, language, timeZone) })}`
      : '';
    const games = n(note.count);
    const sample = n(note.sample);
    switch (note.kind) {
      case 'first_time':
        return {
          text: t('notes.first_time.text', { champion }),
          evidence: `${t('notes.first_time.evidence', { count: note.sample, sample, champion })}${asOf}`,
        };
      case 'one_trick': {
        // Rounded down: 249 of 250 games is 99 %, never the "100 %" no game disproves.
        const share = note.sample > 0 ? Math.floor((100 * note.count) / note.sample) : 0;
        return {
          text: t('notes.one_trick.text', { champion, percent: formatPercent(share, language) }),
          evidence: t('notes.one_trick.evidence', { count: note.sample, games, sample, champion }),
        };
      }
      case 'win_streak':
        return {
          text: t('notes.win_streak.text', { count: note.count, wins: games }),
          evidence: `${t('notes.win_streak.evidence', { count: note.count, wins: games })}${asOf}`,
        };
      case 'back_after': {
        const days = note.days ?? 0;
        return {
          text: t('notes.back_after.text', { count: days, days: n(days) }),
          evidence: `${t('notes.back_after.evidence', { count: days, days: n(days) })}${asOf}`,
        };
      }
      case 'experienced': {
        const text = t('notes.experienced.text', { count: note.count, games, champion });
        const level = note.mastery_level;
        return {
          text:
            level === undefined
              ? text
              : `${text} ${t('notes.experienced.mastery', { level: n(level) })}`,
          evidence: t('notes.experienced.evidence', { champion, games }),
        };
      }
      case 'autofilled': {
        const role = note.role ? roleName(note.role) : '';
        return {
          text: t('notes.autofilled.text', { role }),
          evidence: t('notes.autofilled.evidence', { count: note.sample, games, sample, role }),
        };
      }
    }
  };
}

/**
 * Whether an element's focus came from the keyboard (a tap or click focuses a button too in some
 * browsers, and would keep the evidence open on a second tap); yes where the browser cannot say.
 */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * One note: a neutral chip that is a button. Its evidence opens over what comes before the notes
 * (a card's panels clip what would hang under them) on hover, on keyboard focus and on tap (a
 * tap pins it until another tap on it or elsewhere, or Escape), and is always in the page as the
 * button's description for screen readers.
 */
function NoteChip({ note }: { note: PlayerNote }) {
  const words = useNoteWords()(note);
  const evidenceId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isPinned, setPinned] = useState(false);
  const isOpen = isHovered || isFocused || isPinned;
  const close = useCallback(() => {
    setHovered(false);
    setFocused(false);
    setPinned(false);
  }, []);
  useDismiss(ref, isOpen, close);
  return (
    <li
      ref={ref}
      className="min-w-0"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
    >
      <button
        type="button"
        aria-expanded={isOpen}
        aria-describedby={evidenceId}
        onClick={() => setPinned((pinned) => !pinned)}
        onFocus={(event) => setFocused(isKeyboardFocus(event.currentTarget))}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        className="max-w-full cursor-help rounded-full border border-line bg-surface-2 px-2 py-0.5 text-left text-xs leading-snug text-text [overflow-wrap:anywhere] hover:border-muted"
      >
        {words.text}
      </button>
      <span
        id={evidenceId}
        role="tooltip"
        className={
          isOpen
            ? 'absolute inset-x-0 bottom-full z-20 mb-1 block rounded-md border border-line bg-bg px-2.5 py-1.5 text-xs leading-snug text-text shadow-lg'
            : 'sr-only'
        }
      >
        {words.evidence}
      </span>
    </li>
  );
}

/**
 * A player's notes as small neutral chips (no colour judges them), each with its evidence
 * on hover, focus or tap; nothing when there are none.
 */
export function PlayerNotes({ notes }: { notes: readonly PlayerNote[] }) {
  const { t } = useTranslation('scouting');
  if (notes.length === 0) return null;
  return (
    <ul aria-label={t('notes.label')} className="relative flex flex-wrap gap-1">
      {notes.map((note) => (
        <NoteChip key={note.kind} note={note} />
      ))}
    </ul>
  );
}
