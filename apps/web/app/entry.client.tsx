// React Router's default browser entry, but for two steps: a page in Japanese or Chinese loads its
// catalogue before it hydrates (decision 203), so the first render matches the server's; and
// hydration starts in a task of its own, after the one that evaluated the modules (decision 212:
// on a slow phone the two together were one long task, blocking input for its whole length).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './i18n/i18n';
import { splitLocalePath } from './i18n/locale-path';

void loadCatalogue(splitLocalePath(window.location.pathname).locale)
  .then(() => new Promise((next) => setTimeout(next, 0)))
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
