import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { initI18n } from './lib/i18n.ts';
import { whenIdle } from './lib/when-idle.ts';
import './index.css';

void initI18n();

// The offline trip pack's service worker (DESIGN §8.2): built in production only, registered once the page has
// painted and the browser is idle.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenIdle(
    () => void import('./lib/offline/register-sw.ts').then((module) => module.registerServiceWorker()),
  );
}

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
