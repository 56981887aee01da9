import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageReloadsHeld } from './ui/pageReloads';
import { Studio } from './ui/Studio';
import './studio.css';
import './ui/service.css';

// Saving a screen or a catalog makes the dev server reload every page (scripts/screensPlugin.ts), which is how the
// previews show the change. The studio itself must stay (its editor, undo history and choices): it
// re-reads what changed on its own (FILE_CHANGED_EVENT). Vite's client reloads a page only when a
// reload's `path` is that page, so the studio gives such a reload a path no page has. Vite's own
// reloads (new dependencies, a changed config) still reload the studio, except while a publish
// removes the draft's tree under its preview server (pageReloads.ts).
import.meta.hot?.on('vite:beforeFullReload', (payload) => {
  if (pageReloadsHeld() || /\/(screens\/.+\.json|locales\/[^/]+\.po)$/.test(payload.triggeredBy ?? ''))
    payload.path = '/__studio/never-a-page.html';
});

const root = document.getElementById('studio');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Studio />
    </StrictMode>,
  );
