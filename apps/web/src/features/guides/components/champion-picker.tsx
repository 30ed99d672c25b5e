import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterByName } from '../../../shared/domain/fold-for-search.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { inputClass } from '../../../shared/ui/text-field.tsx';
import { type GuideChampionChoice, guideChampionsQuery } from '../api/guides-api.ts';

const POPUP =
  'absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-surface-2 shadow-lg';

/** Matches shown under the box at once; typing narrows them. */
const SHOWN_MATCHES = 8;

/**
 * The list's champion filter: a search box that suggests champions as one types (the list of
 * champions is asked for on first focus), and, once one is chosen, its chip with a clear button.
 * `chosen` is the address's key; its name comes from the suggestions or from `knownName`.
 */
export function ChampionPicker({
  chosen,
  knownName,
  onChange,
}: {
  chosen: string | null;
  /** The chosen champion's name as the results name it, while the suggestions are not loaded. */
  knownName: string | null;
  onChange: (key: string | null) => void;
}) {
  const { t } = useTranslation('guides');
  const language = useLanguage();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const listId = `${id}-list`;
  const champions = useQuery({ ...guideChampionsQuery(language), enabled: isWanted });
  const matches = filterByName(champions.data ?? [], text, (c) => `${c.name} ${c.key}`).slice(
    0,
    SHOWN_MATCHES,
  );
  const chosenChampion = champions.data?.find(
    (champion) => champion.key.toLowerCase() === chosen?.toLowerCase(),
  );
  const chosenName = chosenChampion?.name ?? knownName ?? chosen;

  const choose = (champion: GuideChampionChoice) => {
    onChange(champion.key);
    setText('');
    setIsOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % Math.max(1, matches.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const match = matches[active];
      if (isOpen && match) choose(match);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  const isListShown = isOpen && text.trim() !== '';
  const isExpanded = isListShown && matches.length > 0;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('filters.champion')}
      </label>
      {chosen && (
        <p className="flex items-center gap-2 rounded-lg border border-accent/50 bg-accent/10 px-2 py-1.5 text-sm">
          <GameImage
            src={chosenChampion?.image_url ?? null}
            alt=""
            name={chosenName ?? ''}
            width={24}
            height={24}
            className="size-6 shrink-0 rounded"
          />
          <span className="min-w-0 flex-1 truncate font-semibold">{chosenName}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t('filters.clear_champion', { champion: chosenName })}
            className="rounded px-1.5 text-muted hover:text-text"
          >
            <span aria-hidden="true">×</span>
          </button>
        </p>
      )}
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isExpanded && matches[active] ? `${id}-${active}` : undefined}
          value={text}
          placeholder={t('filters.champion_placeholder')}
          autoComplete="off"
          spellCheck={false}
          onFocus={() => setIsWanted(true)}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setIsOpen(true);
          }}
          onBlur={() => setIsOpen(false)}
          onKeyDown={onKeyDown}
          className={`${inputClass} h-10 text-sm`}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('filters.champion')}
          hidden={!isListShown || matches.length === 0}
          className={`${POPUP} p-1`}
        >
          {matches.map((champion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the box's arrow keys and Enter choose (aria-activedescendant)
            <div
              key={champion.key}
              id={`${id}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Keeps the focus in the box, so its blur does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(champion)}
              className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm ${
                index === active ? 'bg-accent/15 text-text' : 'text-muted hover:text-text'
              }`}
            >
              <GameImage
                src={champion.image_url}
                alt=""
                name={champion.name}
                width={24}
                height={24}
                className="size-6 shrink-0 rounded"
              />
              {champion.name}
            </div>
          ))}
        </div>
        {isListShown && matches.length === 0 && (
          <p role="status" className={`${POPUP} px-3 py-2 text-sm text-muted`}>
            {champions.isError
              ? t('filters.champions_error')
              : champions.isPending
                ? t('filters.champions_loading')
                : t('filters.no_champion')}
          </p>
        )}
      </div>
    </div>
  );
}
