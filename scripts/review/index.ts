/** The change review (`npm run review`): what a change to screens, parts or the brand does to every state a borrower sees. */

export {
  type CompiledSide,
  canonicalJson,
  compileSide,
  readSideSources,
  type ScreenVersion,
} from './compiledScreens.ts';
export { type BaseCommit, resolveBase, startingBranch } from './gitSnapshot.ts';
export { type Capture, type CaptureTarget, FIXED_TIME, openPhone, type Phone } from './phone.ts';
export { type Box, diffPngs, diffRasters, type PixelDiff, type Raster } from './pixelDiff.ts';
export { reportHtml } from './reportHtml.ts';
export {
  type ChangeEntry,
  changeEntries,
  type ReviewReport,
  type StateResult,
  summaryLine,
  totalsLine,
} from './reviewReport.ts';
export { type ReviewOptions, runReview } from './runReview.ts';
export {
  type ChangeReason,
  changedScreens,
  type ReviewState,
  reviewStates,
  type ScreenChange,
} from './screenDiff.ts';
export { type DiffHunk, type DiffLine, diffHunks, diffLines, formatHunks } from './textDiff.ts';
