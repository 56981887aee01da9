import type { Draft } from '../serviceTypes';
import { type DraftPermissions, PUBLISHED_READ_ONLY } from './draftPermissions';
import type { StudioViewEntry } from './FileList';
import type { ServiceMode } from './serviceMode';
import type { StudioAddress, StudioView } from './studioAddress';

/**
 * Why the editor takes no typing, or undefined when it saves: never in the published studio; in a
 * draft's, as `may` says, and not before who the person is and where the draft is are known.
 */
export function readOnlyReason(
  service: ServiceMode | undefined,
  may: DraftPermissions | undefined,
): string | undefined {
  if (!service) return undefined;
  if (service.draft === undefined) return PUBLISHED_READ_ONLY;
  if (!may) return 'Reading the draft…';
  return may.save ? undefined : (may.readOnly ?? 'Read-only.');
}

/** A brand's file, whose art is in the folder of its name. */
const BRAND_FILE = /^brands\/[A-Za-z0-9_-]+\.json$/;

/**
 * The views above the files: the Changes (locally against HEAD, in a draft its own), the drafts (in the
 * published studio, where nothing changes), the translations of the opened `file` (read-only where the
 * editor is), the conflicts (while publishing the draft found some), a brand's art (a brand file, in a draft).
 */
export function studioViews(
  service: ServiceMode | undefined,
  draft: Draft | undefined,
  file: string | undefined,
): StudioViewEntry[] {
  const views: StudioViewEntry[] = [];
  if (!service || service.draft !== undefined)
    views.push({ view: 'changes', label: 'Changes', note: service ? 'of this draft' : 'against HEAD' });
  if (service && service.draft === undefined) views.push({ view: 'drafts', label: 'Drafts', note: 'all' });
  if (file !== undefined) views.push({ view: 'translations', label: 'Translations', note: 'of this file' });
  // A brand's pictures are written by the service only, into a draft.
  if (service?.draft !== undefined && file !== undefined && BRAND_FILE.test(file))
    views.push({ view: 'art', label: 'Art', note: 'of this brand' });
  const conflicts = draft?.status === 'conflict' ? (draft.conflicts ?? []) : [];
  if (conflicts.length > 0)
    views.push({ view: 'conflicts', label: 'Conflicts', note: `${conflicts.length} to settle` });
  return views;
}

/**
 * The view the studio opens on: the one the address names; else the drafts in the published studio (where
 * nothing is edited), else the file.
 */
export function firstView(service: ServiceMode | undefined, address: StudioAddress): StudioView {
  if (address.view) return address.view;
  return service && service.draft === undefined && address.file === undefined ? 'drafts' : 'file';
}
