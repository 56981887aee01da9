import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, startFirstRoute } from './engine/App';
import { ROUTER_BASENAME } from './engine/router';
import { initSession } from './session';
import { getDefaultRegistry } from './widgets/registry';
import './styles.css';

// The session is read from the page address once, before anything renders (DESIGN §3).
initSession(window.location.search);
const registry = getDefaultRegistry();
// The page's calls and chunks start now, not after the first render (App takes them over).
const { pathname, search } = window.location;
startFirstRoute(
  ROUTER_BASENAME && pathname.startsWith(ROUTER_BASENAME)
    ? pathname.slice(ROUTER_BASENAME.length) || '/'
    : pathname,
  search,
  registry,
);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={ROUTER_BASENAME}>
        <App registry={registry} />
      </BrowserRouter>
    </StrictMode>,
  );
}
