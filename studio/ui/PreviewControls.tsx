import type { ReactNode } from 'react';
import type { StudioBrands, StudioLocales } from '../studioTypes';
import { Picker } from './Picker';

const SCALES = [0.35, 0.5, 0.75, 1];

interface PreviewControlsProps {
  sessionQuery: string;
  /** The session query typed, on Reload previews. */
  onReload: (sessionQuery: string | undefined) => void;
  locales: StudioLocales | undefined;
  locale: string;
  onLocale: (id: string) => void;
  brands: StudioBrands | undefined;
  onBrand: (id: string) => void;
  scale: number;
  onScale: (scale: number) => void;
}

/** Above the previews: their session, a reload, their language and brand (when there are several), the zoom. */
export function PreviewControls(props: PreviewControlsProps): ReactNode {
  const { sessionQuery, onReload, locales, locale, onLocale, brands, onBrand, scale, onScale } = props;
  return (
    <form
      className="studio-bar"
      onSubmit={(event) => {
        event.preventDefault();
        const input = new FormData(event.currentTarget).get('session');
        onReload(typeof input === 'string' ? input : undefined);
      }}
    >
      <label>
        Session <input name="session" defaultValue={sessionQuery} size={48} />
      </label>
      <button type="submit">Reload previews</button>
      {locales && locales.locales.length > 1 ? (
        <Picker label="Language" value={locale} options={locales.locales} onChange={onLocale} />
      ) : null}
      {brands && brands.brands.length > 1 ? (
        <Picker label="Brand" value={brands.current} options={brands.brands} onChange={onBrand} />
      ) : null}
      <label>
        Zoom{' '}
        <select value={scale} onChange={(event) => onScale(Number(event.target.value))}>
          {SCALES.map((s) => (
            <option key={s} value={s}>
              {Math.round(s * 100)}%
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
