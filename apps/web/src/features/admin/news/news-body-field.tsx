import type { Language } from '@riftscope/contracts';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../shared/ui/error-boundary.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import type { EditorImageRoute } from './editor-image-upload.ts';

// TipTap is a large chunk of its own: it downloads when a news form first opens, never with
// the dashboard or the public pages (docs/product.md, Web app).
const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

function EditorFallback() {
  const { t } = useTranslation('admin');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('news.editor.loading')}
      </p>
      <Skeleton className="h-[343px]" />
    </div>
  );
}

/** One language's body: the rich-text editor, loaded on first use, and its error. */
export function BodyField({
  language,
  initialHtml,
  error,
  onChange,
  imageRoute,
}: {
  language: Language;
  initialHtml: string;
  error: string | undefined;
  onChange: (html: string) => void;
  /** Where the editor's images are uploaded: the news articles' route unless told. */
  imageRoute?: EditorImageRoute;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5" lang={language}>
      <p className="text-sm font-medium text-muted">{t('news.form.body')}</p>
      <ErrorBoundary
        fallback={
          <p role="alert" className="text-sm text-loss">
            {t('news.editor.load_failed')}
          </p>
        }
      >
        <Suspense fallback={<EditorFallback />}>
          <RichTextEditor
            initialHtml={initialHtml}
            onChange={onChange}
            label={t('news.form.body_label', { language: t(`news.languages.${language}`) })}
            errorId={errorId}
            imageRoute={imageRoute}
          />
        </Suspense>
      </ErrorBoundary>
      {error && (
        <p id={errorId} className="text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}
