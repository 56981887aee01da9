import type {
  StudioArtSave,
  StudioBrands,
  StudioChanges,
  StudioConditions,
  StudioFile,
  StudioFiles,
  StudioLocales,
  StudioProblem,
  StudioReview,
  StudioSaveRequest,
  StudioSaveResult,
  StudioTranslation,
  StudioTranslations,
  StudioTranslationsSave,
} from '../studioTypes';

/**
 * Under the page's base: `/` in the local studio, `<base>drafts/<id>/` in a draft's studio of the
 * service, `<base>` in the published one (studio/serviceTypes.ts).
 */
const API = `${import.meta.env.BASE_URL}__studio/api`;

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

/**
 * Which schema the editor checks and completes a file with: a part's, an experiment's
 * (`experiments/goLoanButton.json`) or a screen's (a variant's file, `experiments/goLoanButton/b.json`,
 * is a screen). The dev server answers `schema?path=` with the same choice.
 */
export function schemaKindOf(file: string | undefined): 'part' | 'experiment' | 'screen' {
  if (file?.startsWith('screens/parts/')) return 'part';
  return file !== undefined && /^experiments\/[^/]+\.json$/.test(file) ? 'experiment' : 'screen';
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
  /**
   * Saves `text` edited from `version` of the file: written (200), refused by the checker (422), or
   * refused because the file was saved elsewhere since (409, the result's `conflict` has the newer text).
   */
  async save(file: string, text: string, version: string | undefined): Promise<StudioSaveResult> {
    const request: StudioSaveRequest = version === undefined ? { file, text } : { file, text, version };
    const response = await postJson('save', request);
    if (response.status !== 200 && response.status !== 422 && response.status !== 409)
      throw new Error(`save: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as StudioSaveResult;
  },
  /** The texts of `file`, each with its translation in `locales/<locale>.po` and its state there. */
  translations: (file: string, locale: string) =>
    getJson<StudioTranslations>(
      `translations?path=${encodeURIComponent(file)}&locale=${encodeURIComponent(locale)}`,
    ),
  /**
   * Writes a brand's art file into the draft (the service's call only): written (200), or refused
   * with why (422). Any other answer throws its `message` (403: not the draft's author, …).
   */
  async saveArt(file: string, data: string): Promise<StudioArtSave> {
    const response = await postJson('art', { file, data });
    if (response.status === 200 || response.status === 422) return (await response.json()) as StudioArtSave;
    throw new Error(await refusalOf('art', response));
  },

  /**
   * Writes translations into `locale`'s catalog (in the service, a commit to the draft): written (200),
   * or refused with the problems, nothing written (422). Any other answer throws its `message`.
   */
  async saveTranslations(
    locale: string,
    texts: Pick<StudioTranslation, 'id' | 'context' | 'translation'>[],
  ): Promise<StudioTranslationsSave> {
    const response = await postJson('translations', { locale, texts });
    if (response.status === 200 || response.status === 422)
      return (await response.json()) as StudioTranslationsSave;
    throw new Error(await refusalOf('translations', response));
  },
};

/** The service's `{ message }` of a refusal (403: not the draft's author, 409: published, …). */
async function refusalOf(call: string, response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown } | null;
    if (typeof body?.message === 'string') return body.message;
  } catch {
    // Not JSON (a proxy's error page, say): the status and the text tell what happened.
  }
  return `${call}: HTTP ${response.status} ${text}`;
}
