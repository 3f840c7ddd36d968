import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { BrowserRouter } from './lib/router';
import './index.css';
// Global: Ctrl+P prints cleanly without the Print Options dialog ever being opened.
import './styles/print.css';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { seedInitialData } from './lib/initial-data';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
seedInitialData(queryClient);

const app = (
  <StrictMode>
    <AppProviders client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

if (container.firstElementChild) {
  // The server sent this page's first view as HTML (with the data it was rendered from, seeded
  // above). Hydrating inside a transition lets React yield to the browser between pieces of work,
  // so making the page interactive never blocks a tap for long; the content is already visible.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
