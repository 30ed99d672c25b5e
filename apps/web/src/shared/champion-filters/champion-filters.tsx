import {
  BRACKET_FILTERS,
  type BracketFilter,
  type ChampionSlice,
  hasRankFilter,
  isRegion,
  REGIONS,
  type Region,
  type TierListQueue,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { championSliceFromSearch, QUEUE_PARAMS, type QueueParam } from './champion-slice.ts';
import { championsMetaQuery, patchesOf } from './champions-meta-api.ts';
import { queueParamOf, searchWithSlice } from './slice-search.ts';

// "All ranks" last: it is the widest, and takes in matches whose bracket is unknown.
const TIER_OPTIONS: readonly BracketFilter[] = [
  ...BRACKET_FILTERS.filter((tier) => tier !== 'all'),
  'all',
];

const QUEUE_OPTIONS = Object.keys(QUEUE_PARAMS) as QueueParam[];

/** A choice of a filter: its value in the address ('' for the default) and its name. */
export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled native select: the phone's own picker, and a keyboard and screen reader for free. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  isDisabled = false,
  describedBy,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** A filter that does not apply to the slice, `describedBy` saying why. */
  isDisabled?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label
        htmlFor={id}
        className="text-[0.7rem] font-semibold tracking-wide text-muted uppercase"
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={isDisabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full min-w-0 cursor-pointer rounded-lg border border-line bg-surface-2 pr-1 pl-1.5 text-[0.8125rem] font-semibold sm:px-2 sm:text-sm text-text hover:border-muted/50 focus:border-accent focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-line"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The region filter of a slice (`region` null: every region): the regions with any data once the
 * filters' choices are known, and the chosen one whatever they say. `onChange` hears the region
 * chosen, null for every region.
 */
export function RegionSelect({
  region,
  onChange,
}: {
  region: Region | null;
  onChange: (region: Region | null) => void;
}) {
  const { t } = useTranslation('champion-filters');
  const meta = useQuery(championsMetaQuery).data;
  const regions = meta
    ? REGIONS.filter((r) => meta.regions.includes(r.code) || r.code === region)
    : REGIONS;
  return (
    <FilterSelect
      label={t('region.label')}
      value={region ?? ''}
      options={[
        { value: '', label: t('region.all') },
        ...regions.map((r) => ({ value: r.code, label: r.label })),
      ]}
      onChange={(value) => onChange(isRegion(value) ? value : null)}
    />
  );
}

/**
 * The champion filters (queue, patch, region, rank bracket) of the address's slice. Each choice
 * goes to the address, the other parameters kept and paging reset; `onChange` hears it first.
 * Below, what the bracket means and the page's own `note` (its sample size). A page of one
 * queue (`/aram`) names it as `fixedQueue`: no queue to choose, and no rank where it has none.
 */
export function ChampionFilters({
  note,
  onChange,
  fixedQueue,
}: {
  note?: ReactNode;
  onChange?: (slice: ChampionSlice) => void;
  fixedQueue?: TierListQueue;
}) {
  const { t } = useTranslation('champion-filters');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const slice = championSliceFromSearch(new URLSearchParams(search), fixedQueue);
  const meta = useQuery(championsMetaQuery).data;
  const noteId = useId();
  const hasRanks = hasRankFilter(slice.queue);
  // Every filter, or the two of a page of one queue without ranks (patch and region).
  const isWhole = fixedQueue === undefined || hasRanks;
  const patches = patchesOf(meta, slice.queue);
  const [current, previous] = patches;

  const choose = (changes: Partial<ChampionSlice>) => {
    const next = { ...slice, ...changes };
    onChange?.(next);
    navigate(
      { pathname, search: searchWithSlice(new URLSearchParams(search), changes) },
      { preventScrollReset: true },
    );
  };

  // The newest patch is the default and stays out of the address; a pinned patch that is
  // neither the newest nor the previous one is still shown as chosen.
  const shownPatch = slice.patch === null || slice.patch === current ? '' : slice.patch;
  const patchOptions: FilterOption[] = [
    { value: '', label: current ? t('patch.current', { patch: current }) : t('patch.newest') },
    ...(previous ? [{ value: previous, label: t('patch.previous', { patch: previous }) }] : []),
    ...(shownPatch !== '' && shownPatch !== previous
      ? [{ value: shownPatch, label: t('patch.named', { patch: shownPatch }) }]
      : []),
  ];

  return (
    <div className="space-y-2">
      <fieldset
        className={`grid min-w-0 grid-cols-2 gap-2 ${isWhole ? 'sm:grid-cols-4' : 'sm:max-w-md'}`}
      >
        <legend className="sr-only">{t('label')}</legend>
        {fixedQueue === undefined && (
          <FilterSelect
            label={t('queue.label')}
            value={queueParamOf(slice.queue)}
            options={QUEUE_OPTIONS.map((queue) => ({ value: queue, label: t(`queue.${queue}`) }))}
            onChange={(value) => choose({ queue: QUEUE_PARAMS[value as QueueParam] })}
          />
        )}
        <FilterSelect
          label={t('patch.label')}
          value={shownPatch}
          options={patchOptions}
          onChange={(value) => choose({ patch: value || null })}
        />
        <RegionSelect region={slice.region} onChange={(region) => choose({ region })} />
        {(hasRanks || fixedQueue === undefined) && (
          <FilterSelect
            label={t('tier.label')}
            value={slice.tier}
            options={TIER_OPTIONS.map((tier) => ({ value: tier, label: t(`tier.${tier}`) }))}
            onChange={(value) => choose({ tier: value as BracketFilter })}
            isDisabled={!hasRanks}
            describedBy={noteId}
          />
        )}
      </fieldset>
      <p id={noteId} className="text-xs text-muted">
        {hasRanks
          ? t(`tier_note.${slice.tier}`)
          : t('no_ranks_note', { queue: t(`queue.${queueParamOf(slice.queue)}`) })}
        {note && <> {note}</>}
      </p>
    </div>
  );
}
