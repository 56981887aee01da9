import type { Plugin } from 'vite';

/**
 * Build only: puts the app's stylesheet (about 3 KB gzip) inside index.html as a `<style>`, so the
 * first paint waits for no stylesheet request (Lighthouse's render-blocking resources). The
 * Content-Security-Policy allows inline styles (`style-src 'self' 'unsafe-inline'`), not scripts.
 */
export function inlineCssPlugin(): Plugin {
  return {
    name: 'loan-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = Object.values(bundle).find(
        (file) => file.type === 'asset' && file.fileName === 'index.html',
      );
      if (html?.type !== 'asset') return;
      let page = String(html.source);
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !name.endsWith('.css')) continue;
        const link = new RegExp(
          `<link rel="stylesheet"[^>]*href="[^"]*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
        );
        if (!link.test(page)) continue;
        page = page.replace(
          link,
          () => `<style>${String(file.source).replace(/<\/style/gi, '<\\/style')}</style>`,
        );
        delete bundle[name];
      }
      html.source = page;
    },
  };
}
