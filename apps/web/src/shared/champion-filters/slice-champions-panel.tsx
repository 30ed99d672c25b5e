import type { ChampionRef, ChampionSlice, TierRole } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../domain/format-number.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { FIGURE_CELL as CELL, FIGURE_HEAD as HEAD, WIDE_ONLY } from '../ui/figure-table.tsx';
import { IconName } from '../ui/icon-name.tsx';
import { Panel } from '../ui/panel.tsx';
import { type SliceRecord, usePercent, WinRate } from '../ui/record-figures.tsx';
import { RoleIcon } from '../ui/role-icon.tsx';
import { championHref } from './slice-search.ts';

/** A champion in a role (`''` in a queue without lanes) and its record with what the page lists. */
export interface SliceChampionEntry extends SliceRecord {
  champion: ChampionRef;
  role: TierRole | '';
}

/** The role with its icon; a queue without lanes (ARAM) has none. */
function Role({ role, className = '' }: { role: SliceChampionEntry['role']; className?: string }) {
  const { t } = useTranslation('champion-filters');
  if (role === '') return null;
  return (
    <span className={`inline-flex items-center gap-1 text-xs text-muted ${className}`}>
      <RoleIcon role={role} className="size-4 shrink-0" />
      {t(`champions_table.roles.${role}`)}
    </span>
  );
}

/** A champion's line: its portrait and name, linked to its page in that role and slice. */
function ChampionRow({
  entry,
  minSample,
  slice,
  hasRoles,
}: {
  entry: SliceChampionEntry;
  minSample: number;
  slice: ChampionSlice;
  hasRoles: boolean;
}) {
  const language = useLanguage();
  const percent = usePercent();
  const { champion, role } = entry;
  return (
    <tr>
      <th scope="row" className={`${CELL} pl-0 text-left font-semibold sm:pl-0`}>
        <IconName
          to={champion.key ? championHref(language, champion.key, role, slice) : null}
          src={champion.image_url}
          name={champion.name}
          iconClassName="size-8 rounded-md"
        />
        {hasRoles && <Role role={role} className="mt-0.5 ml-10 font-normal sm:hidden" />}
      </th>
      {hasRoles && (
        <td className={`${CELL} ${WIDE_ONLY}`}>
          <Role role={role} />
        </td>
      )}
      <td className={`${CELL} text-right text-muted tabular-nums`}>
        {formatCount(entry.games, language)}
      </td>
      <td className={`${CELL} text-right tabular-nums`}>{percent(entry.pick_rate)}</td>
      <td className={`${CELL} pr-0 text-right tabular-nums sm:pr-0`}>
        <WinRate entry={entry} minSample={minSample} isCompact />
      </td>
    </tr>
  );
}

/**
 * The champions (each in a role) of a slice's statistics, in the answer's order, in a panel: each
 * linked to its page in that role and slice, with its games, its share (`pick_rate`, of the
 * sample `hint` names) and its win rate with the interval and the small-sample mark; `empty`
 * when there is none. No role column in a queue without lanes. The panel's texts come from the
 * screen, in its own namespace.
 */
export function SliceChampionsPanel({
  entries,
  minSample,
  slice,
  texts,
}: {
  entries: readonly SliceChampionEntry[];
  minSample: number;
  slice: ChampionSlice;
  /** The panel's title and hint, the table's name read out, and the line of an empty list. */
  texts: { title: string; hint: string; label: string; empty: string };
}) {
  return (
    <Panel title={texts.title} hint={texts.hint}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{texts.empty}</p>
      ) : (
        <ChampionsTable entries={entries} minSample={minSample} slice={slice} label={texts.label} />
      )}
    </Panel>
  );
}

function ChampionsTable({
  entries,
  minSample,
  slice,
  label,
}: {
  entries: readonly SliceChampionEntry[];
  minSample: number;
  slice: ChampionSlice;
  label: string;
}) {
  const { t } = useTranslation('champion-filters');
  const hasRoles = entries.some((entry) => entry.role !== '');
  return (
    <table aria-label={label} className="w-full text-sm">
      <thead>
        <tr>
          <th scope="col" className={`${HEAD} pl-0 text-left sm:pl-0`}>
            {t('champions_table.champion')}
          </th>
          {hasRoles && (
            <th scope="col" className={`${HEAD} ${WIDE_ONLY} text-left`}>
              {t('champions_table.role')}
            </th>
          )}
          <th scope="col" className={`${HEAD} text-right`}>
            {t('champions_table.games')}
          </th>
          <th scope="col" className={`${HEAD} text-right`}>
            {t('champions_table.share')}
          </th>
          <th scope="col" className={`${HEAD} pr-0 text-right sm:pr-0`}>
            {t('champions_table.win_rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <ChampionRow
            key={`${entry.champion.id}-${entry.role}`}
            entry={entry}
            minSample={minSample}
            slice={slice}
            hasRoles={hasRoles}
          />
        ))}
      </tbody>
    </table>
  );
}
