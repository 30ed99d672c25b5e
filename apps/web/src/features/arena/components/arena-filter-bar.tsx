import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  type FilterOption,
  FilterSelect,
  RegionSelect,
} from '../../../shared/champion-filters/champion-filters.tsx';
import { type ArenaFilters, arenaSearchString, useArenaFilters } from '../arena-filters.ts';

/**
 * The Arena pages' filters: the patch (every patch with Arena games, `patches` newest first, once
 * the answer names them) and the region, as the champion filters write them. A choice goes to
 * the address; the newest patch and every region stay out of it.
 */
export function ArenaFilterBar({ patches = [] }: { patches?: readonly string[] | undefined }) {
  const { t } = useTranslation('champion-filters');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = useArenaFilters();
  const [newest = null] = patches;
  const choose = (changes: Partial<ArenaFilters>) =>
    navigate(
      { pathname, search: arenaSearchString({ ...filters, ...changes }, newest) },
      { preventScrollReset: true },
    );
  // A pinned patch no answer lists (a typed address) is still shown as chosen.
  const shownPatch = filters.patch === null || filters.patch === newest ? '' : filters.patch;
  const older = patches.slice(1);
  const patchOptions: FilterOption[] = [
    { value: '', label: newest ? t('patch.current', { patch: newest }) : t('patch.newest') },
    ...older.map((patch) => ({ value: patch, label: t('patch.named', { patch }) })),
    ...(shownPatch !== '' && !older.includes(shownPatch)
      ? [{ value: shownPatch, label: t('patch.named', { patch: shownPatch }) }]
      : []),
  ];
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-2 sm:max-w-md">
      <legend className="sr-only">{t('label')}</legend>
      <FilterSelect
        label={t('patch.label')}
        value={shownPatch}
        options={patchOptions}
        onChange={(patch) => choose({ patch: patch || null })}
      />
      <RegionSelect region={filters.region} onChange={(region) => choose({ region })} />
    </fieldset>
  );
}
