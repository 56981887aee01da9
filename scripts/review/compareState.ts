import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Capture, DEVICE_SCALE } from './phone.ts';
import { diffPngs, readPngSize } from './pixelDiff.ts';
import type { Side, StateResult } from './reviewReport.ts';
import type { ReviewState } from './screenDiff.ts';
import { diffHunks, diffLines, hasChanges } from './textDiff.ts';

/** A file name for a state's screenshot (a variant's, `experiments/goLoanButton/b.json`, as `goLoanButton.b`). */
const shotName = (state: ReviewState, side: Side) =>
  `shots/${state.screen
    .replace(/^(screens|experiments)\//, '')
    .replace(/\.json$/, '')
    .replace(/\//g, '.')}--${state.scenario.replace(/[^A-Za-z0-9_-]+/g, '_')}--${state.locale}--${side}.png`;

/** Compares what the borrower gets on both sides of a state. */
export function compareState(
  state: ReviewState,
  captures: Partial<Record<Side, Capture>>,
  failures: { side: Side; reason: string }[],
  out: string,
): StateResult {
  const base = captures.base;
  const work = captures.work;
  const only: Side | undefined = !state.routes.base ? 'work' : !state.routes.work ? 'base' : undefined;
  for (const side of ['base', 'work'] as const) {
    const failure = captures[side]?.failure;
    if (failure) failures.push({ side, reason: failure });
  }
  const textDiff = diffLines(base?.snapshot ?? '', work?.snapshot ?? '');
  const text = hasChanges(textDiff);
  const hasPng = (capture?: Capture) => capture !== undefined && capture.png.length > 0;
  const pixels = hasPng(base) && hasPng(work) ? diffPngs(base!.png, work!.png) : undefined;
  const pixelsDiffer = pixels ? pixels.changed > 0 : hasPng(base) !== hasPng(work) || only !== undefined;
  const status = failures.length > 0 ? 'failing' : text || pixelsDiffer ? 'changed' : 'unchanged';
  const shots: StateResult['shots'] = {};
  if (status !== 'unchanged')
    for (const side of ['base', 'work'] as const) {
      const capture = captures[side];
      if (!capture || capture.png.length === 0) continue;
      shots[side] = shotName(state, side);
      writeFileSync(join(out, shots[side]), capture.png);
    }
  const size =
    pixels ?? (hasPng(work) ? readPngSize(work!.png) : hasPng(base) ? readPngSize(base!.png) : undefined);
  const box = pixels?.box;
  return {
    screen: state.screen,
    scenario: state.scenario,
    locale: state.locale,
    description: state.description,
    status,
    text,
    pixels: pixelsDiffer,
    ...(only ? { only } : {}),
    failures,
    textDiff: status === 'unchanged' ? [] : diffHunks(textDiff),
    ...(box
      ? {
          region: {
            x: Math.floor(box.x / DEVICE_SCALE),
            y: Math.floor(box.y / DEVICE_SCALE),
            width: Math.ceil(box.width / DEVICE_SCALE),
            height: Math.ceil(box.height / DEVICE_SCALE),
          },
        }
      : {}),
    shots,
    ...(size
      ? {
          size: {
            width: Math.round(size.width / DEVICE_SCALE),
            height: Math.round(size.height / DEVICE_SCALE),
          },
        }
      : {}),
    notes: (['base', 'work'] as const).flatMap((side) =>
      (captures[side]?.notes ?? []).map((note) => `${side === 'base' ? 'base' : 'work tree'}: ${note}`),
    ),
  };
}
