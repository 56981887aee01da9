import type {
  StudioBrands,
  StudioChanges,
  StudioConditions,
  StudioFile,
  StudioFiles,
  StudioLocales,
  StudioProblem,
  StudioReview,
  StudioSaveResult,
} from '../studioTypes';

const API = '/__studio/api';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${API}/${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`${API}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The calls of the studio page to its dev-server plugin (`studio/vitePlugin.ts`). */
export const studioApi = {
  brands: () => getJson<StudioBrands>('brands'),
  /** Makes the dev server build every page under brand `id`; resolves once it does. */
  async switchBrand(id: string): Promise<StudioBrands> {
    const response = await postJson('brand', { id });
    if (!response.ok) throw new Error(`brand: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as StudioBrands;
  },
  files: () => getJson<StudioFiles>('files'),
  /** The languages the app ships, for the picker. */
  locales: () => getJson<StudioLocales>('locales'),
  /** The screens the work tree changes against HEAD (compiled forms compared; no rendering). */
  changes: () => getJson<StudioChanges>('changes'),
  /** Renders every state of those screens on both sides and compares them: a minute or so. */
  async review(): Promise<StudioReview> {
    const response = await postJson('changes/review', {});
    if (!response.ok) throw new Error(`review: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as StudioReview;
  },
  file: (file: string) => getJson<StudioFile>(`file?path=${encodeURIComponent(file)}`),
  /** A screen's conditions, its owners' labels in `locale` (as the preview in that language shows them). */
  conditions: (screen: string, locale: string) =>
    getJson<StudioConditions>(
      `conditions?path=${encodeURIComponent(screen)}&locale=${encodeURIComponent(locale)}`,
    ),
  schema: (file: string) => getJson<Record<string, unknown>>(`schema?path=${encodeURIComponent(file)}`),
  async check(file: string, text: string): Promise<StudioProblem[]> {
    const response = await postJson('check', { file, text });
    if (!response.ok) throw new Error(`check: HTTP ${response.status}`);
    return (await response.json()) as StudioProblem[];
  },
  async save(file: string, text: string): Promise<StudioSaveResult> {
    const response = await postJson('save', { file, text });
    if (response.status !== 200 && response.status !== 422) throw new Error(`save: HTTP ${response.status}`);
    return (await response.json()) as StudioSaveResult;
  },
};
