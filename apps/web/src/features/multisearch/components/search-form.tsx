import {
  isRegion,
  MULTISEARCH_MAX,
  MULTISEARCH_TEXT_MAX,
  REGIONS,
  type Region,
} from '@riftscope/contracts';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { SearchFieldError } from '../search-error.ts';

const FIELD =
  'w-full rounded-lg border bg-bg text-text placeholder:text-muted/70 focus:border-accent focus:outline-none';
const fieldBorder = (isInvalid: boolean) => (isInvalid ? 'border-loss' : 'border-line');

/**
 * The pasted text and the region: starts from the address, and a submit hands both back (the
 * page puts them in the address, which drives the search). Ctrl+Enter submits from the text;
 * Enter alone keeps adding lines.
 */
export function SearchForm({
  text,
  region,
  error,
  onSubmit,
}: {
  text: string;
  region: Region;
  error: SearchFieldError | null;
  onSubmit: (region: Region, text: string) => void;
}) {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const [draft, setDraft] = useState(text);
  const [draftRegion, setDraftRegion] = useState(region);
  // A new address (back, forward, a shared link) shows its own text and region (React's "adjust
  // state when a prop changes": during render, not in an effect that would paint the old one).
  const [shown, setShown] = useState({ text, region });
  if (shown.text !== text || shown.region !== region) {
    setShown({ text, region });
    setDraft(text);
    setDraftRegion(region);
  }
  const textId = useId();
  const hintId = useId();
  const textErrorId = useId();
  const regionId = useId();
  const regionErrorId = useId();

  const textError =
    error === 'expected'
      ? t('errors.expected')
      : error === 'too_long'
        ? t('errors.too_long', { max: formatCount(MULTISEARCH_TEXT_MAX, language) })
        : error === 'invalid'
          ? t('errors.invalid')
          : null;
  const regionError = error === 'region' ? t('errors.region') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draftRegion, draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit(draftRegion, draft);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_13rem]"
    >
      <div className="min-w-0 space-y-1.5">
        <label htmlFor={textId} className="block text-sm font-medium text-muted">
          {t('form.label')}
        </label>
        <textarea
          id={textId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={5}
          maxLength={MULTISEARCH_TEXT_MAX}
          placeholder={t('form.placeholder')}
          autoCapitalize="off"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${textErrorId} ${hintId}` : hintId}
          className={`${FIELD} ${fieldBorder(Boolean(textError))} block resize-y px-3 py-2 text-base`}
        />
        {textError && (
          <p id={textErrorId} className="text-sm text-loss">
            {textError}
          </p>
        )}
        <p id={hintId} className="text-xs text-muted">
          {t('form.hint', { max: MULTISEARCH_MAX })}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end lg:flex-col lg:items-stretch lg:justify-start">
        <div className="space-y-1.5 sm:w-40 lg:w-auto">
          <label htmlFor={regionId} className="block text-sm font-medium text-muted">
            {t('form.region')}
          </label>
          <select
            id={regionId}
            value={draftRegion}
            onChange={(event) => {
              if (isRegion(event.target.value)) setDraftRegion(event.target.value);
            }}
            aria-invalid={regionError ? true : undefined}
            aria-describedby={regionError ? regionErrorId : undefined}
            className={`${FIELD} ${fieldBorder(Boolean(regionError))} h-12 cursor-pointer px-3 text-sm font-semibold`}
          >
            {REGIONS.map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </select>
          {regionError && (
            <p id={regionErrorId} className="text-sm text-loss">
              {regionError}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="sm:flex-1 lg:flex-none">
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
