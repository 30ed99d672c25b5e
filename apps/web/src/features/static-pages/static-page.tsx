import type { InfoPageTexts } from '@riftscope/contracts';
import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../lib/config.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** An information page of contracts' page table, by its texts key. */
export type StaticPageName = InfoPageTexts;

interface Section {
  heading: string;
  paragraphs: string[];
}

/** Pages that are policies and so carry the date they took effect. */
const POLICY_PAGES: ReadonlySet<StaticPageName> = new Set(['privacy', 'terms', 'legal', 'cookies']);

const isSections = (value: unknown): value is Section[] =>
  Array.isArray(value) &&
  value.every(
    (section: Partial<Section> | null) =>
      typeof section?.heading === 'string' &&
      Array.isArray(section.paragraphs) &&
      section.paragraphs.every((paragraph) => typeof paragraph === 'string'),
  );

/** Text with each mention of the contact mailbox turned into a mailto link. */
function withMailLinks(text: string): ReactNode {
  const parts = text.split(config.contactEmail);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <a
          href={`mailto:${config.contactEmail}`}
          className="text-link underline underline-offset-2"
        >
          {config.contactEmail}
        </a>
      )}
      {part}
    </Fragment>
  ));
}

/** About, contacts and the policies, in the path's language, with a table of contents. */
export function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation('pages');
  const tocId = useId();
  usePageMeta({ page });
  const found: unknown = t(`${page}.sections`, { returnObjects: true });
  const sections = isSections(found) ? found : [];
  const anchor = (index: number) => `section-${index + 1}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="grid items-start gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav
          aria-labelledby={tocId}
          className="sticky top-24 hidden rounded-xl border border-line bg-surface p-4 lg:block"
        >
          <p id={tocId} className="mb-3 text-sm font-semibold">
            {t(`${page}.title`)}
          </p>
          <ol className="space-y-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${anchor(index)}`} className="block text-muted hover:text-accent">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-8">
          <header className="space-y-3 border-b border-line pb-6">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
              {t(`${page}.title`)}
            </h1>
            <p className="text-lg leading-relaxed text-muted">
              {withMailLinks(t(`${page}.description`))}
            </p>
            {POLICY_PAGES.has(page) && <p className="text-sm text-muted">{t('effective_date')}</p>}
          </header>
          {sections.map((section, index) => (
            <section key={section.heading} id={anchor(index)} className="scroll-mt-24 space-y-3">
              <h2 className="text-xl font-bold">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed text-text/90">
                  {withMailLinks(paragraph)}
                </p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
