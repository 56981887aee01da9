import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { translationChangeLine } from '../../language/locale/staleTranslations.ts';
import { findChanges } from '../../scripts/review/planReview.ts';
import { summaryLine, totalsLine, translationLines } from '../../scripts/review/reviewReport.ts';
import { runReview } from '../../scripts/review/runReview.ts';
import { REASON_TEXT } from '../../scripts/review/screenDiff.ts';
import type { StudioChanges, StudioReview } from '../studioTypes.ts';

/**
 * The studio's Changes view: the change review of the work tree against HEAD (scripts/review/),
 * its report written to a folder of this dev server's own, not to the `review/` of the command.
 */

/** Where the studio's review report goes. */
export const STUDIO_REVIEW_DIR = join(tmpdir(), `loan-studio-review-${process.pid}`);

/** The URL prefix the report's files are served under. */
export const REPORT_PATH = '/__studio/api/changes/report/';

/**
 * What the review compares with: HEAD (the local studio: what is not committed yet), or, in a draft
 * of the studio service, where the draft left the published branch (`STUDIO_REVIEW_BASE` names that
 * branch): everything the draft changes, saved commits included.
 */
function reviewBase(root: string): string {
  const published = process.env.STUDIO_REVIEW_BASE;
  if (!published) return 'HEAD';
  return execFileSync('git', ['-c', 'core.hooksPath=/dev/null', 'merge-base', 'HEAD', published], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}

/** The screens the work tree changes against its base, without rendering them. */
export function studioChanges(root: string): StudioChanges {
  const found = findChanges({ repo: root, base: reviewBase(root), out: STUDIO_REVIEW_DIR });
  return {
    base: found.base.label,
    screens: found.screens.map((screen) => ({
      file: screen.file,
      reason: REASON_TEXT[screen.reason],
      states: screen.states,
    })),
    translations: found.translations.map(translationChangeLine),
    notes: found.notes,
  };
}

let running: Promise<StudioReview> | undefined;

/** Renders the review, its report under the server's `base` (one at a time: a second request while one runs gets the same answer). */
export function studioReview(root: string, base = '/'): Promise<StudioReview> {
  running ??= runReview({ repo: root, base: reviewBase(root), out: STUDIO_REVIEW_DIR })
    .then((report) => ({
      totals: totalsLine(report),
      lines: [
        ...report.states.filter((state) => state.status !== 'unchanged').map(summaryLine),
        ...translationLines(report),
      ],
      reportUrl: `${base.replace(/\/$/, '')}${REPORT_PATH}index.html?at=${Date.now()}`,
    }))
    .finally(() => {
      running = undefined;
    });
  return running;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.png': 'image/png' };

/** A file of the report (its page or a screenshot), or undefined for anything else. */
export function reportFile(path: string): { type: string; body: Buffer } | undefined {
  const file = resolve(STUDIO_REVIEW_DIR, decodeURIComponent(path));
  const type = TYPES[extname(file)];
  if (!type || !file.startsWith(STUDIO_REVIEW_DIR + sep) || !existsSync(file)) return undefined;
  return { type, body: readFileSync(file) };
}
