// Entry: reads what the server embedded, activates the page's language, preloads the current page's chunk
// (so the server-rendered content is replaced by the finished page, not a spinner) and renders the app.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { activateInitialLocale } from './app/i18n.ts';
import { preloadPage } from './app/routes.tsx';
import { currentRoute } from './app/Shell.tsx';
import { getInitialData } from './initial-data.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const route = currentRoute(location.pathname);
await Promise.all([
  activateInitialLocale(getInitialData().locale),
  // A failed chunk shows the error page after render; it must not keep the app from starting.
  preloadPage(route).catch(() => undefined),
]);

// StrictMode's double renders and effects find unsafe code in development; production renders once.
createRoot(container).render(
  import.meta.env.DEV ? (
    <StrictMode>
      <App />
    </StrictMode>
  ) : (
    <App />
  ),
);
