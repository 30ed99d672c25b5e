import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { IMAGE_TYPES } from './news-form.ts';

/** A blob URL showing `file`, revoked when the file changes or the form closes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The cover picker: a preview of the chosen file, or the current cover and a way to drop it. */
export function CoverField({
  file,
  currentSrc,
  isRemoved,
  error,
  onChoose,
  onRemove,
  onReject,
}: {
  file: File | null;
  currentSrc: string | null;
  /** Whether the current cover goes on save. */
  isRemoved: boolean;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  onRemove: (isRemoved: boolean) => void;
  /** A file that is not an image (the accept list is only a hint to the browser). */
  onReject: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const src = preview ?? (isRemoved ? null : currentSrc);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-muted">
        {t('news.form.cover')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (chosen && !chosen.type.startsWith('image/')) {
            event.target.value = '';
            onReject();
            return;
          }
          onChoose(chosen);
        }}
        className="block w-full text-sm text-muted file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-surface-2 file:px-3 file:text-sm file:text-text hover:file:bg-line"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('news.form.cover_hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-loss">
          {error}
        </p>
      )}
      {src && (
        <div className="space-y-2">
          <img
            src={src}
            alt={preview ? t('news.form.cover_preview') : t('news.form.cover_current')}
            className="aspect-[40/21] w-full rounded-lg border border-line object-cover"
          />
          {file ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                if (input.current) input.current.value = '';
                onChoose(null);
              }}
            >
              {t('news.form.cover_clear')}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => onRemove(true)}>
              {t('news.form.cover_remove')}
            </Button>
          )}
        </div>
      )}
      {!file && currentSrc && isRemoved && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-line px-3 py-2">
          <p role="status" className="text-sm text-muted">
            {t('news.form.cover_removed')}
          </p>
          <Button size="sm" variant="ghost" onClick={() => onRemove(false)}>
            {t('news.form.cover_keep')}
          </Button>
        </div>
      )}
    </div>
  );
}
