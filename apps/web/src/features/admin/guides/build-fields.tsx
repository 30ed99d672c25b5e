import {
  GUIDE_CORE_ITEMS,
  GUIDE_SITUATIONAL_ITEMS_MAX,
  GUIDE_STARTING_ITEMS_MAX,
  type GuideCatalog,
} from '@riftscope/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildBlock, ChoiceTile, ItemListBlock } from './build-block.tsx';
import type { GuideBuildValues } from './guide-form.ts';
import { RunePageField } from './rune-page-field.tsx';
import type { PickOption } from './search-picker.tsx';
import { SkillOrderField } from './skill-order-field.tsx';

/** A change of one block of the build; `slot` is the block's error slot, dropped by the change. */
export type BuildChange = (
  slot: `build.${keyof GuideBuildValues}`,
  change: (build: GuideBuildValues) => GuideBuildValues,
) => void;

/** How the form tells a block's error, and an item's (by its place in the block). */
export interface BuildErrors {
  block: (slot: `build.${keyof GuideBuildValues}`) => string | undefined;
  item: (slot: string, name: string) => string | undefined;
}

function BootsBlock({
  options,
  chosen,
  error,
  onChange,
}: {
  options: readonly PickOption[];
  chosen: number | null;
  error: string | undefined;
  onChange: (boots: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  const group = useId();
  return (
    <BuildBlock legend={t('guides.form.boots')} hint={t('guides.form.boots_hint')} error={error}>
      <div className="flex flex-wrap gap-2">
        <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm has-[:checked]:border-accent has-[:checked]:text-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
          <input
            type="radio"
            name={group}
            checked={chosen === null}
            onChange={() => onChange(null)}
            className="sr-only"
          />
          {t('guides.form.no_boots')}
        </label>
        {options.map((boots) => (
          <ChoiceTile
            key={boots.id}
            type="radio"
            group={group}
            option={boots}
            isChecked={chosen === boots.id}
            isNameShown
            onChoose={() => onChange(boots.id)}
          />
        ))}
      </div>
    </BuildBlock>
  );
}

function SpellsBlock({
  options,
  chosen,
  error,
  onChange,
}: {
  options: readonly PickOption[];
  chosen: readonly number[];
  error: string | undefined;
  onChange: (spells: number[]) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <BuildBlock legend={t('guides.form.spells')} hint={t('guides.form.spells_hint')} error={error}>
      <div className="flex flex-wrap gap-2">
        {options.map((spell) => {
          const isChecked = chosen.includes(spell.id);
          return (
            <ChoiceTile
              key={spell.id}
              type="checkbox"
              option={spell}
              isChecked={isChecked}
              isDisabled={!isChecked && chosen.length >= 2}
              onChoose={() =>
                onChange(isChecked ? chosen.filter((id) => id !== spell.id) : [...chosen, spell.id])
              }
            />
          );
        })}
      </div>
    </BuildBlock>
  );
}

/** Every item of the catalog by id, and a name for an id the current patch no longer has. */
function useItemNames(catalog: GuideCatalog) {
  const { t } = useTranslation('admin');
  const items = useMemo(() => {
    const byId = new Map<number, PickOption>();
    const { starting, legendary, boots } = catalog.items;
    for (const item of [...starting, ...legendary, ...boots]) byId.set(item.id, item);
    return byId;
  }, [catalog]);
  return (id: number): PickOption =>
    items.get(id) ?? { id, name: t('guides.form.unknown_item', { id }), image_url: null };
}

/**
 * The build blocks, each chosen with pickers from the catalog (never typed ids): starting items,
 * the core in order, boots, situational items, the rune page, the spells and the skill order.
 */
export function BuildFields({
  catalog,
  championKey,
  build,
  errors,
  onChange,
}: {
  catalog: GuideCatalog;
  /** The guide's champion, whose skills the skill order is checked for. */
  championKey: string;
  build: GuideBuildValues;
  errors: BuildErrors;
  onChange: BuildChange;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const nameOf = useItemNames(catalog);
  const { legendary } = catalog.items;
  const notIn = (ids: readonly number[]) => legendary.filter((item) => !ids.includes(item.id));
  const itemError = (block: string) => (index: number, name: string) =>
    errors.item(`build.${block}.${index}`, name);
  const setList =
    (block: 'starting_items' | 'core_items' | 'situational_items') => (ids: number[]) =>
      onChange(`build.${block}`, (current) => ({ ...current, [block]: ids }));

  return (
    <section className="space-y-4" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-lg font-bold">
        {t('guides.form.build')}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <ItemListBlock
          legend={t('guides.form.starting_items')}
          hint={t('guides.form.starting_items_hint', { max: GUIDE_STARTING_ITEMS_MAX })}
          pickerLabel={t('guides.form.add_starting_item')}
          options={catalog.items.starting}
          chosen={build.starting_items}
          max={GUIDE_STARTING_ITEMS_MAX}
          nameOf={nameOf}
          error={errors.block('build.starting_items')}
          itemError={itemError('starting_items')}
          onChange={setList('starting_items')}
        />
        <ItemListBlock
          legend={t('guides.form.core_items')}
          hint={t('guides.form.core_items_hint', { count: GUIDE_CORE_ITEMS })}
          pickerLabel={t('guides.form.add_core_item')}
          options={notIn(build.core_items)}
          chosen={build.core_items}
          max={GUIDE_CORE_ITEMS}
          isOrdered
          nameOf={nameOf}
          error={errors.block('build.core_items')}
          itemError={itemError('core_items')}
          onChange={setList('core_items')}
        />
        <BootsBlock
          options={catalog.items.boots}
          chosen={build.boots}
          error={errors.block('build.boots')}
          onChange={(boots) => onChange('build.boots', (current) => ({ ...current, boots }))}
        />
        <ItemListBlock
          legend={t('guides.form.situational_items')}
          hint={t('guides.form.situational_items_hint', { max: GUIDE_SITUATIONAL_ITEMS_MAX })}
          pickerLabel={t('guides.form.add_situational_item')}
          options={notIn([...build.core_items, ...build.situational_items])}
          chosen={build.situational_items}
          max={GUIDE_SITUATIONAL_ITEMS_MAX}
          nameOf={nameOf}
          error={errors.block('build.situational_items')}
          itemError={itemError('situational_items')}
          onChange={setList('situational_items')}
        />
      </div>
      <RunePageField
        catalog={catalog}
        page={build.runes}
        error={errors.block('build.runes')}
        onChange={(runes) => onChange('build.runes', (current) => ({ ...current, runes }))}
      />
      <SpellsBlock
        options={catalog.spells}
        chosen={build.spells}
        error={errors.block('build.spells')}
        onChange={(spells) => onChange('build.spells', (current) => ({ ...current, spells }))}
      />
      <SkillOrderField
        order={build.skill_order}
        championKey={championKey}
        error={errors.block('build.skill_order')}
        onChange={(skill_order) =>
          onChange('build.skill_order', (current) => ({ ...current, skill_order }))
        }
      />
    </section>
  );
}
