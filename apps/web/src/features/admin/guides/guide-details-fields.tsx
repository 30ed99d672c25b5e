import {
  GUIDE_DIFFICULTIES,
  type GuideCatalog,
  type GuideDifficulty,
  TIER_ROLES,
  type TierRole,
} from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { NewsSelectField } from '../news/news-select-field.tsx';
import type { GuideFormValues } from './guide-form.ts';
import { SearchPicker } from './search-picker.tsx';

/** The champion: the one chosen, with its icon, and a search box to choose another. */
function ChampionField({
  catalog,
  chosen,
  error,
  onChange,
}: {
  catalog: GuideCatalog;
  chosen: string;
  error: string | undefined;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const champion = catalog.champions.find((c) => c.key.toLowerCase() === chosen.toLowerCase());
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <SearchPicker
        label={t('guides.form.champion')}
        placeholder={t('guides.form.search_champions')}
        options={catalog.champions}
        onPick={(picked) => onChange(picked.key)}
        describedBy={[`${id}-chosen`, errorId].filter(Boolean).join(' ')}
        isInvalid={error !== undefined}
      />
      <p id={`${id}-chosen`} className="flex min-h-9 items-center gap-2 text-sm">
        {champion ? (
          <>
            <GameImage
              src={champion.image_url}
              alt=""
              name={champion.name}
              width={28}
              height={28}
              className="size-7 rounded"
            />
            <span>{t('guides.form.champion_chosen', { name: champion.name })}</span>
          </>
        ) : (
          <span className="text-muted">
            {chosen
              ? t('guides.form.champion_unknown', { key: chosen })
              : t('guides.form.champion_none')}
          </span>
        )}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}

/** Champion, role, patch and difficulty: what the guide is about. */
export function GuideDetailsFields({
  catalog,
  values,
  error,
  onChange,
}: {
  catalog: GuideCatalog;
  values: GuideFormValues;
  error: (slot: 'champion' | 'role' | 'patch' | 'difficulty') => string | undefined;
  onChange: (
    slot: 'champion' | 'role' | 'patch' | 'difficulty',
    change: (current: GuideFormValues) => GuideFormValues,
  ) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChampionField
        catalog={catalog}
        chosen={values.champion}
        error={error('champion')}
        onChange={(champion) => onChange('champion', (current) => ({ ...current, champion }))}
      />
      <NewsSelectField<TierRole | ''>
        label={t('guides.form.role')}
        value={values.role}
        options={[
          { value: '', label: t('guides.form.choose_role') },
          ...TIER_ROLES.map((role) => ({ value: role, label: t(`guides.roles.${role}`) })),
        ]}
        error={error('role')}
        onChange={(role) => onChange('role', (current) => ({ ...current, role }))}
      />
      <TextField
        label={t('guides.form.patch')}
        hint={t('guides.form.patch_hint', { patch: catalog.patch })}
        value={values.patch}
        inputMode="decimal"
        maxLength={5}
        error={error('patch')}
        onChange={(event) => {
          const patch = event.target.value;
          onChange('patch', (current) => ({ ...current, patch }));
        }}
      />
      <NewsSelectField<GuideDifficulty>
        label={t('guides.form.difficulty')}
        value={values.difficulty}
        options={GUIDE_DIFFICULTIES.map((difficulty) => ({
          value: difficulty,
          label: t(`guides.difficulties.${difficulty}`),
        }))}
        error={error('difficulty')}
        onChange={(difficulty) => onChange('difficulty', (current) => ({ ...current, difficulty }))}
      />
    </div>
  );
}
