import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router.tsx';
import { createI18n, namespacesOfPath } from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import { createQueryClient } from './lib/query-client.ts';
import { AuthProvider } from './shared/session/auth-context.tsx';
import './styles.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The router starts loading the first screen's code and data at once; meanwhile the page's
// texts load, so the first render is complete and never flashes untranslated keys. The texts
// start in a task of their own: on a slow phone the router's start and theirs together are one
// long task that keeps the page from answering a tap.
const queryClient = createQueryClient();
const router = createRouter(queryClient);
await new Promise((resolve) => setTimeout(resolve, 0));
const { pathname } = window.location;
const i18n = await createI18n(languageOfPath(pathname), namespacesOfPath(pathname));

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
