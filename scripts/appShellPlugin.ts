import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { RouteLoading } from '../src/engine/LoadingState.tsx';

/** The markup of the loading shell, as `#root` holds it in the built index.html. */
export function appShellRoot(): string {
  return renderToStaticMarkup(createElement(RouteLoading));
}

/**
 * Build only: index.html's `#root` holds the loading state as markup, so the page paints its
 * spinner and skeleton as soon as the HTML arrives (with the stylesheet inlined beside it), instead
 * of a blank page until the scripts have loaded and run. React replaces it with the same markup.
 */
export function appShellPlugin(): Plugin {
  return {
    name: 'loan-app-shell',
    apply: 'build',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      if (!html.includes(root))
        throw new Error('index.html has no empty <div id="root"></div> for the app shell');
      return html.replace(root, `<div id="root">${appShellRoot()}</div>`);
    },
  };
}
