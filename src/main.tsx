// First: the session, the route's chunk hints and its calls (already run when index.html's async boot script was first).
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, startFirstRoute } from './engine/App';
import { appPath, ROUTER_BASENAME } from './engine/router';
import { getDefaultRegistry } from './widgets/registry';
import './styles.css';

const registry = getDefaultRegistry();
// The page's chunks start now, not after the first render (App takes them over); its calls are on their way (boot).
startFirstRoute(appPath(window.location.pathname), window.location.search, registry);

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
