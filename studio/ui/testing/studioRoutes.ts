import type { StudioFile, StudioPreview } from '../../studioTypes';
import type { FakeAnswer } from './fakeFetch';

/** The file the studio's component tests open, as it is, then as someone else saved it. */
export const FILE = 'screens/orderDetails.json';
export const OPENED = '{ "title": "Order" }\n';
export const NEWER = '{ "title": "Order details" }\n';

/** The calls the studio makes on opening FILE (version `v1`, with `previews`), under its `__studio/api`. */
export function studioRoutes(api: string, previews: StudioPreview[] = []): Record<string, FakeAnswer> {
  const file: StudioFile = { file: FILE, text: OPENED, version: 'v1', problems: [], previews };
  return {
    [`GET ${api}/brands`]: { body: { brands: [], current: 'default' } },
    [`GET ${api}/locales`]: { body: { locales: [{ id: 'en', name: 'English' }] } },
    [`GET ${api}/files`]: { body: { screens: [], parts: [], experiments: [] } },
    [`GET ${api}/file?path=${encodeURIComponent(FILE)}`]: { body: file },
    [`GET ${api}/schema?path=${encodeURIComponent(FILE)}`]: { body: {} },
    [`POST ${api}/check`]: { body: [] },
  };
}
