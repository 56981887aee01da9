import { escapeHtml } from '../lib/escapeHtml.ts';
import {
  type ReviewReport,
  type StateResult,
  shownStates,
  totalsLine,
  translationLines,
} from './reviewReport.ts';
import { REASON_TEXT } from './screenDiff.ts';

/** Width the screenshots are shown at: a 390 px page at about three quarters. */
const SHOT_WIDTH = 300;

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d2433;background:#f4f5f8}
header,section{max-width:980px;margin:0 auto;padding:16px 24px}
header{border-bottom:1px solid #d7dae1;background:#fff;max-width:none}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 4px}
section{background:#fff;margin:16px auto;border:1px solid #d7dae1;border-radius:8px}
.meta{color:#5b6478;margin:0}
.tag{display:inline-block;border-radius:4px;padding:0 6px;margin-right:4px;font-size:12px;background:#e7e9ef}
.tag.failing{background:#fde2e1;color:#8a1c16}.tag.changed{background:#fff1c2;color:#6b4e00}
.pair{display:flex;gap:24px;flex-wrap:wrap;margin:12px 0}
figure{margin:0}figcaption{font-size:12px;color:#5b6478;margin-bottom:4px}
.shot{position:relative;width:${SHOT_WIDTH}px;border:1px solid #d7dae1;overflow:hidden}
.shot img{position:absolute;left:0;width:100%}
.shot .none{padding:24px;color:#5b6478}
.region{position:absolute;outline:3px solid #e5484d;background:rgba(229,72,77,.12);pointer-events:none}
pre{background:#f7f8fa;border:1px solid #e3e5ea;padding:8px;overflow:auto;font-size:12px;margin:8px 0 0}
.del{background:#fde2e1;display:block}.ins{background:#dff5e3;display:block}.hunk{color:#5b6478;display:block}.ctx{display:block}
ul.failures{margin:8px 0 0;padding-left:20px;color:#8a1c16}
details{margin-top:8px;color:#5b6478}
`;

/**
 * The part of the page a section shows, in CSS pixels: around the changed region (a long page's
 * change may be far down), else the top of the page. The whole screenshot is a link away.
 */
export function shotWindow(state: StateResult): { top: number; height: number } {
  const pageHeight = state.size?.height ?? 844;
  const region = state.region;
  if (!region) return { top: 0, height: Math.min(pageHeight, 640) };
  const top = Math.max(0, Math.min(region.y - 160, pageHeight - 640));
  return { top, height: Math.min(pageHeight - top, Math.max(640, region.height + 320)) };
}

function shot(state: StateResult, side: 'base' | 'work'): string {
  const file = state.shots[side];
  const label = side === 'base' ? 'Base' : 'Work tree';
  if (!file)
    return `<figure><figcaption>${label}</figcaption><div class="shot"><p class="none">${
      state.only && state.only !== side ? 'No such screen.' : 'No screenshot.'
    }</p></div></figure>`;
  const scale = SHOT_WIDTH / (state.size?.width ?? 390);
  const view = shotWindow(state);
  const region = state.region
    ? `<div class="region" style="left:${state.region.x * scale}px;top:${(state.region.y - view.top) * scale}px;width:${Math.max(2, state.region.width * scale)}px;height:${Math.max(2, state.region.height * scale)}px"></div>`
    : '';
  const shown =
    view.top > 0 || view.height < (state.size?.height ?? 0)
      ? ` (${view.top}–${view.top + view.height} of ${state.size?.height} px)`
      : '';
  return `<figure><figcaption>${label}${shown} · <a href="${escapeHtml(file)}">whole page</a></figcaption><div class="shot" style="height:${Math.round(view.height * scale)}px"><img src="${escapeHtml(file)}" style="top:${-view.top * scale}px" alt="${label}: ${escapeHtml(state.screen)} in ${escapeHtml(state.scenario)} [${escapeHtml(state.locale)}]">${region}</div></figure>`;
}

function textDiff(state: StateResult): string {
  if (state.textDiff.length === 0)
    return state.pixels ? '<p class="meta">Same text, names and roles.</p>' : '';
  const lines = state.textDiff.flatMap((hunk) => [
    `<span class="hunk">@@ base line ${hunk.baseStart}, work tree line ${hunk.workStart} @@</span>`,
    ...hunk.lines.map((line) => {
      const text = escapeHtml(`${line.op} ${line.text}`);
      return line.op === '-'
        ? `<span class="del">${text}</span>`
        : line.op === '+'
          ? `<span class="ins">${text}</span>`
          : `<span class="ctx">${text}</span>`;
    }),
  ]);
  return `<pre aria-label="Text diff">${lines.join('')}</pre>`;
}

function section(state: StateResult, index: number): string {
  const tags = [
    `<span class="tag ${state.status}">${state.status}</span>`,
    state.only ? `<span class="tag">${state.only === 'work' ? 'new screen' : 'removed screen'}</span>` : '',
    state.text ? '<span class="tag">text</span>' : '',
    state.pixels ? '<span class="tag">pixels</span>' : '',
  ].join('');
  const failures =
    state.failures.length > 0
      ? `<ul class="failures">${state.failures
          .map(
            (f) => `<li>${f.side === 'base' ? 'Base' : 'Work tree'}: <pre>${escapeHtml(f.reason)}</pre></li>`,
          )
          .join('')}</ul>`
      : '';
  const notes =
    state.notes.length > 0
      ? `<details><summary>${state.notes.length} page message${state.notes.length === 1 ? '' : 's'}</summary><pre>${escapeHtml(state.notes.join('\n'))}</pre></details>`
      : '';
  return `<section id="state-${index}" aria-labelledby="state-${index}-title">
<h2 id="state-${index}-title">${escapeHtml(state.screen)} · ${escapeHtml(state.scenario)} [${escapeHtml(state.locale)}]</h2>
<p class="meta">${tags} ${escapeHtml(state.description)}</p>${failures}
<div class="pair">${shot(state, 'base')}${shot(state, 'work')}</div>
${textDiff(state)}${notes}
</section>`;
}

/** `review/index.html`: one section per changed or failing state, the unchanged ones counted. */
export function reportHtml(report: ReviewReport): string {
  const shown = shownStates(report);
  const screens = report.screens
    .map(
      (screen) =>
        `<li>${escapeHtml(screen.file)}: ${escapeHtml(REASON_TEXT[screen.reason])}, ${screen.states} state${screen.states === 1 ? '' : 's'} (${escapeHtml(screen.locales.join(', '))})</li>`,
    )
    .join('');
  const notes = report.notes.map((note) => `<li>${escapeHtml(note)}</li>`).join('');
  const translations = translationLines(report)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Change review</title><style>${STYLE}</style></head>
<body>
<header><h1>Change review</h1>
<p class="meta">Base: ${escapeHtml(report.base.label)} · ${escapeHtml(report.work.label)} · brand ${escapeHtml(report.brand)}</p>
<p class="meta">${escapeHtml(totalsLine(report))}</p>
${screens ? `<details><summary>Screens rendered</summary><ul>${screens}</ul></details>` : ''}
${notes ? `<ul>${notes}</ul>` : ''}
${translations ? `<h2 id="translations">Translations</h2><ul aria-labelledby="translations">${translations}</ul>` : ''}
</header>
<main>
${shown.length === 0 ? '<section><p>No state a borrower sees has changed.</p></section>' : shown.map(section).join('\n')}
</main>
</body></html>
`;
}
