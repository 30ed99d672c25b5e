import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { createI18n } from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import en from './locales/en/common.json';
import ru from './locales/ru/common.json';
import tr from './locales/tr/common.json';

const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const i18n = createI18n(languageOfPath(window.location.pathname));
  return render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(Response.json({ status: 'ok' }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('App', () => {
  it('shows Russian text and sets the page language at /ru/', async () => {
    renderAt('/ru/');

    expect(screen.getByRole('heading', { level: 1, name: ru.hero.title })).toBeTruthy();
    expect(screen.getByText(ru.notice.text)).toBeTruthy();
    expect(screen.getByText(ru.footer.disclaimer)).toBeTruthy();
    expect(await screen.findByText(ru.status.online)).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
    expect(document.title).toBe(ru.meta.title);
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it('switches to Turkish from the switcher, keeping the rest of the path', async () => {
    renderAt('/ru/');

    fireEvent.click(screen.getByRole('button', { name: tr.languageSwitcher.tr.short }));

    expect(window.location.pathname).toBe('/tr/');
    expect(window.localStorage.getItem('lang')).toBe('tr');
    expect(await screen.findByRole('heading', { level: 1, name: tr.hero.title })).toBeTruthy();
    expect(document.documentElement.lang).toBe('tr');
    expect(document.title).toBe(tr.meta.title);
    expect(
      screen
        .getByRole('button', { name: tr.languageSwitcher.tr.short })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('renders English when the first segment is not a language', async () => {
    renderAt('/de/tier-list');

    expect(screen.getByRole('heading', { level: 1, name: en.hero.title })).toBeTruthy();
    expect(await screen.findByText(en.status.online)).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the browser back to another language', async () => {
    renderAt('/ru/');
    fireEvent.click(screen.getByRole('button', { name: en.languageSwitcher.en.short }));
    expect(await screen.findByRole('heading', { level: 1, name: en.hero.title })).toBeTruthy();

    window.history.replaceState(null, '', '/ru/');
    window.dispatchEvent(new PopStateEvent('popstate'));

    expect(await screen.findByRole('heading', { level: 1, name: ru.hero.title })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('sends / to the stored language', () => {
    window.localStorage.setItem('lang', 'tr');
    renderAt('/');

    expect(window.location.pathname).toBe('/tr');
    expect(screen.getByRole('heading', { level: 1, name: tr.hero.title })).toBeTruthy();
  });

  it('sends / to Russian for a Russian browser without a stored choice', () => {
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('ru-RU');
    renderAt('/');

    expect(window.location.pathname).toBe('/ru');
    expect(screen.getByRole('heading', { level: 1, name: ru.hero.title })).toBeTruthy();
  });

  it('says the API is unreachable when the health check fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/en/');

    expect(await screen.findByText(en.status.offline)).toBeTruthy();
  });
});
