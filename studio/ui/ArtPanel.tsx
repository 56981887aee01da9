import { type ReactNode, useState } from 'react';
import { RefusedAlert } from './RefusedAlert';
import { studioApi } from './studioApi';

type ArtStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; file: string; replaced: boolean }
  | { kind: 'refused'; message: string };

interface ArtPanelProps {
  /** The brand file open in the studio, `brands/<id>.json`: its art is `brands/<id>/…`. */
  brandFile: string;
  /** Why nothing can be written here (the published branch, another's draft), if so. */
  readOnly: string | undefined;
  /** After a picture is written: the previews load it. */
  onSaved: () => void;
}

/** A file's bytes in base64, as the service takes them. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * A brand's art (DESIGN §13 `brands/<id>/*`): a picture chosen on the person's computer, written into
 * the draft under the name given (a new file, or one the brand already has, replaced). The service
 * checks it first (brandArt.ts): an image of the type its name says, at most 512 KB, an SVG with no
 * script or outside reference.
 */
export function ArtPanel({ brandFile, readOnly, onSaved }: ArtPanelProps): ReactNode {
  const folder = brandFile.replace(/\.json$/, '/');
  const [name, setName] = useState('');
  const [picture, setPicture] = useState<File>();
  const [status, setStatus] = useState<ArtStatus>({ kind: 'idle' });
  const file = `${folder}${name.trim()}`;

  const upload = async () => {
    if (!picture) return;
    setStatus({ kind: 'saving' });
    try {
      const result = await studioApi.saveArt(file, await base64Of(picture));
      if (!result.saved) return setStatus({ kind: 'refused', message: result.message });
      setStatus({ kind: 'saved', file: result.file, replaced: result.replaced });
      onSaved();
    } catch (error) {
      setStatus({ kind: 'refused', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <main className="studio-art" aria-labelledby="studio-art-title">
      <header className="studio-bar">
        <h1 id="studio-art-title">Art of {brandFile}</h1>
      </header>
      <p className="studio-hint">
        A picture for this brand: a new one, or one it has (its name as the brand file writes it, under{' '}
        <code>{folder}</code>), replaced. PNG, JPEG, WebP, GIF or SVG, at most 512 KB.
        {readOnly ? ` ${readOnly}` : ''}
      </p>
      <label className="studio-field">
        File name under {folder}
        <input
          type="text"
          value={name}
          placeholder="logo.svg"
          readOnly={readOnly !== undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className="studio-field">
        Picture
        <input
          type="file"
          accept=".png,.jpg,.jpeg,.webp,.gif,.svg"
          disabled={readOnly !== undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            setPicture(chosen);
            if (chosen && !name.trim()) setName(chosen.name);
          }}
        />
      </label>
      <button
        type="button"
        className="studio-art-save"
        onClick={() => void upload()}
        disabled={readOnly !== undefined || !picture || !name.trim() || status.kind === 'saving'}
      >
        Save picture
      </button>
      <span role="status">
        {status.kind === 'saving' ? 'Checking and saving…' : ''}
        {status.kind === 'saved' ? `${status.replaced ? 'Replaced' : 'Added'} ${status.file}` : ''}
      </span>
      {status.kind === 'refused' ? (
        <RefusedAlert className="studio-art-refused" message={`Not saved: ${status.message}`} problems={[]} />
      ) : null}
    </main>
  );
}
