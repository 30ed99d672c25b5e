import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router.tsx';
import { AuthProvider } from './features/auth/auth-context.tsx';
import { createI18n } from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The page's own texts load before the first render, so it never flashes untranslated keys.
const i18n = await createI18n(languageOfPath(window.location.pathname));
const queryClient = createQueryClient();
const router = createRouter();

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
