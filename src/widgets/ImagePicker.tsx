import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type CallableEndpointId, callEndpoint } from '../api';
import { showToast } from '../api/toastBus';
import { useScope, useScreen, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';
import { evaluate } from '../expressions/evaluate';
import type { Expression } from '../expressions/types';
import { t } from '../i18n/t';
import { safeImageSrc } from './safeSrc';

export interface ImagePickerNode extends WidgetNode {
  type: 'imagePicker';
  /** Accessible name of the group (and its visible caption). */
  label: unknown;
  /** State key holding the images (an array): uploaded URLs, or `data:` URLs with `local`. */
  stateKey: string;
  /** Keep each pick on the device as a `data:` URL instead of uploading it. Default false. */
  local?: boolean;
  /** Multipart endpoint each picked image is uploaded through (required unless `local`). */
  endpoint?: string;
  /** Multipart field that carries the file (required unless `local`). */
  field?: string;
  /** The stored URL, read from the answer with `result` = `{data, message, code}` (required unless `local`). */
  url?: unknown;
  /** Most images kept; the add control goes away at the limit. Default 9. */
  max?: number;
  /** Largest file accepted, in bytes. */
  maxBytes?: number;
  successToast?: unknown;
  tooLargeText?: unknown;
  notImageText?: unknown;
  addLabel?: unknown;
  uploadingText?: unknown;
  /** Prefix of each remove button's name: `"Remove image"` gives "Remove image 1", … */
  removeLabel?: string;
  /** Prefix of each thumbnail's alt text: `"Image"` gives "Image 1", … */
  imageAlt?: string;
}

const DEFAULT_MAX = 9;

/**
 * Reads a picked file as a `data:` URL. Not a `blob:` URL: the app's CSP allows `img-src data:`
 * but not `blob:`, and a data URL also survives in state without a revoke to forget.
 */
function readAsDataUrl(file: File): Promise<string | undefined> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
    reader.onerror = () => resolve(undefined);
    reader.readAsDataURL(file);
  });
}

function urlsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];
}

/**
 * Picks images one at a time and uploads each at once through the API layer (multipart),
 * keeping the returned URLs in screen state. A refused, failed or offline upload is
 * toasted by the API layer and changes nothing: images already uploaded stay. With `local`,
 * nothing leaves the device: each pick is kept as a `data:` URL for a preview.
 */
export function ImagePicker({ node, pointer }: WidgetProps): ReactNode {
  const picker = node as ImagePickerNode;
  const scope = useScope();
  const { setState } = useScreen();
  const { text } = useWidget();
  const labelId = useId();
  const [uploading, setUploading] = useState(false);
  const images = urlsOf(scope.state[picker.stateKey]);
  const max = picker.max ?? DEFAULT_MAX;
  // The upload resolves after renders; it must add to the images of that moment, not of the pick.
  const latest = useRef(images);
  latest.current = images;
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const textOr = (expr: unknown, fallback: string) => (expr === undefined ? fallback : text(expr));

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      showToast(textOr(picker.notImageText, t('Please choose an image file.')));
      return;
    }
    if (picker.maxBytes !== undefined && file.size > picker.maxBytes) {
      const limit = `${Math.round((picker.maxBytes / 1024 / 1024) * 10) / 10} MB`;
      showToast(textOr(picker.tooLargeText, t('The image is too large (max {{limit}}).', { limit })));
      return;
    }
    setUploading(true);
    if (picker.local === true) {
      const dataUrl = safeImageSrc(await readAsDataUrl(file));
      if (!mounted.current) return;
      setUploading(false);
      if (dataUrl === undefined) {
        showToast(t('The image could not be read. Please choose another one.'));
        return;
      }
      setState({ [picker.stateKey]: [...latest.current, dataUrl].slice(0, max) });
      return;
    }
    // The endpoint id, field and url are required without `local`, as the screen checker proves.
    const result = await callEndpoint(
      picker.endpoint as CallableEndpointId,
      {
        [picker.field ?? 'file']: file,
      } as never,
    );
    if (!mounted.current) return;
    setUploading(false);
    // A refusal, HTTP error or no network: the API layer has shown the message.
    if (!result.ok) return;
    const resultScope = {
      ...scope,
      result: { data: result.data, message: result.message, code: result.code },
    };
    const url = safeImageSrc(evaluate(picker.url as Expression, resultScope));
    if (url === undefined) {
      showToast(t('The upload answer had no image address. Please try again.'));
      return;
    }
    setState({ [picker.stateKey]: [...latest.current, url].slice(0, max) });
    const success = picker.successToast === undefined ? '' : text(picker.successToast);
    if (success) showToast(success);
  };

  // A photo chosen on the prerendered page before the app ran (no handler then) is taken now.
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the picker first mounts.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (!early || !input.current) return;
    input.current.value = '';
    void upload(early);
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that picking the same file again is a new pick.
    event.currentTarget.value = '';
    if (file) void upload(file);
  };

  const remove = (index: number) => {
    setState({ [picker.stateKey]: latest.current.filter((_, i) => i !== index) });
  };

  const removeLabel = picker.removeLabel ?? t('Remove image');
  const imageAlt = picker.imageAlt ?? t('Image');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset legend cannot share a flex row with the counter in old WebKit webviews.
    <div className="image-picker" role="group" aria-labelledby={labelId} data-pointer={pointer}>
      <div className="image-picker-head">
        <span id={labelId} className="field-label">
          {text(picker.label)}
        </span>
        <span className="image-picker-count">
          {images.length}/{max}
        </span>
      </div>
      <ul className="image-picker-grid">
        {images.map((url, index) => (
          // The same URL may be uploaded twice, so the position is part of the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: URLs alone are not unique.
          <li key={`${index}:${url}`} className="image-picker-tile">
            <img className="image-picker-thumb" src={url} alt={`${imageAlt} ${index + 1}`} />
            <button
              type="button"
              className="image-picker-remove"
              aria-label={`${removeLabel} ${index + 1}`}
              onClick={() => remove(index)}
            >
              ×
            </button>
          </li>
        ))}
        {uploading ? (
          <li className="image-picker-tile image-picker-busy" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{textOr(picker.uploadingText, t('Uploading…'))}</span>
          </li>
        ) : null}
        {images.length < max && !uploading ? (
          <li className="image-picker-tile">
            <label className="image-picker-add">
              <input
                ref={input}
                type="file"
                accept="image/*"
                className="visually-hidden"
                aria-label={textOr(picker.addLabel, t('Add image'))}
                onChange={onChange}
              />
              <span aria-hidden="true" className="image-picker-plus">
                +
              </span>
            </label>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
