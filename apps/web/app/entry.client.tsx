// React Router's default browser entry, but for one step: a page in Japanese or Chinese loads its
// catalogue before it hydrates (decision 203), so the first render matches the server's.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './i18n/i18n';
import { splitLocalePath } from './i18n/locale-path';

void loadCatalogue(splitLocalePath(window.location.pathname).locale).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
