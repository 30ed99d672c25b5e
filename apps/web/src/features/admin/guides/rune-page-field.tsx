import type { GuideCatalog } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildBlock, ChoiceTile } from './build-block.tsx';
import {
  type RunePageValues,
  type RuneTree,
  withPrimaryRune,
  withPrimaryStyle,
  withSecondaryRune,
  withShard,
  withSubStyle,
} from './rune-page.ts';

type Rune = { id: number; name: string; icon: string | null };

const asOption = (rune: Rune) => ({ name: rune.name, image_url: rune.icon });

/** One row of runes as radios: a path's keystones or minor runes, or a row of shards. */
function RuneRow({
  legend,
  runes,
  chosen,
  onChoose,
}: {
  legend: string;
  runes: readonly Rune[];
  chosen: (id: number) => boolean;
  onChoose: (id: number) => void;
}) {
  const group = useId();
  const picked = runes.find((rune) => chosen(rune.id));
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      {/* The row's name and, seen at a glance, its rune chosen (the radios name it otherwise). */}
      <p aria-hidden="true" className="mb-1 text-xs font-medium text-muted">
        {legend}
        {picked && <span className="text-text"> · {picked.name}</span>}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {runes.map((rune) => (
          <ChoiceTile
            key={rune.id}
            type="radio"
            group={group}
            option={asOption(rune)}
            isChecked={chosen(rune.id)}
            onChoose={() => onChoose(rune.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function PathChoice({
  legend,
  trees,
  chosen,
  onChoose,
}: {
  legend: string;
  trees: readonly RuneTree[];
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const group = useId();
  const picked = trees.find((tree) => tree.id === chosen);
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <p aria-hidden="true" className="mb-1 text-sm font-medium">
        {legend}
        {picked && <span className="text-muted"> · {picked.name}</span>}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {trees.map((tree) => (
          <ChoiceTile
            key={tree.id}
            type="radio"
            group={group}
            option={asOption(tree)}
            isChecked={chosen === tree.id}
            onChoose={() => onChoose(tree.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The rune page: the primary path with its keystone and a rune of each row, the secondary path
 * with two runes of different rows (a third row's choice replaces the oldest, as in the game),
 * and the three shards.
 */
export function RunePageField({
  catalog,
  page,
  error,
  onChange,
}: {
  catalog: GuideCatalog;
  page: RunePageValues;
  error: string | undefined;
  onChange: (page: RunePageValues) => void;
}) {
  const { t } = useTranslation('admin');
  const primary = catalog.runes.find((tree) => tree.id === page.primary_style);
  const secondary = catalog.runes.find((tree) => tree.id === page.sub_style);
  const rowLegend = (row: number) =>
    row === 0 ? t('guides.form.runes.keystone') : t('guides.form.runes.row', { row });
  return (
    <BuildBlock
      legend={t('guides.form.runes.legend')}
      hint={t('guides.form.runes.hint')}
      error={error}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-3">
          <PathChoice
            legend={t('guides.form.runes.primary')}
            trees={catalog.runes}
            chosen={page.primary_style}
            onChoose={(id) => onChange(withPrimaryStyle(page, id))}
          />
          {primary?.slots.map((row, index) => (
            <RuneRow
              key={index}
              legend={rowLegend(index)}
              runes={row}
              chosen={(id) => page.primary[index] === id}
              onChoose={(id) => onChange(withPrimaryRune(page, index, id))}
            />
          ))}
        </div>
        <div className="space-y-3">
          <PathChoice
            legend={t('guides.form.runes.secondary')}
            trees={catalog.runes.filter((tree) => tree.id !== page.primary_style)}
            chosen={page.sub_style}
            onChoose={(id) => onChange(withSubStyle(page, id))}
          />
          {secondary?.slots.slice(1).map((row, index) => (
            <RuneRow
              key={index}
              legend={t('guides.form.runes.secondary_row', { row: index + 1 })}
              runes={row}
              chosen={(id) => page.secondary.includes(id)}
              onChoose={(id) => onChange(withSecondaryRune(page, catalog.runes, id))}
            />
          ))}
          {catalog.shards.map((row, index) => (
            <RuneRow
              key={index}
              legend={t(
                `guides.form.runes.shards.${index === 0 ? 'offence' : index === 1 ? 'flex' : 'defence'}`,
              )}
              runes={row}
              chosen={(id) => page.shards[index] === id}
              onChoose={(id) => onChange(withShard(page, index, id))}
            />
          ))}
        </div>
      </div>
    </BuildBlock>
  );
}
