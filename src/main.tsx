import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './engine/App';
import { ROUTER_BASENAME } from './engine/router';
import { initSession } from './session';
import './styles.css';

// The session is read from the page address once, before anything renders (DESIGN §3).
initSession(window.location.search);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={ROUTER_BASENAME}>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
