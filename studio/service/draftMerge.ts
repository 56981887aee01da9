import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { DraftConflict, StudioMe } from '../serviceTypes.ts';
import { mergeCatalogTexts } from './catalogMerge.ts';
import { writeSettled } from './checkTree.ts';
import { gitPerson } from './draftRules.ts';
import { git, runGit } from './git.ts';
import type { StudioSettings } from './settings.ts';

// The service's clone (prepareClone), and merging the published branch into a draft: to publish it
// (catchUp), and to settle a conflict (settleCatalogs, in a merge that stopped). Catalogs are merged
// by translation, never settled by hand.

/**
 * The service's folder at start: its clone of the remote (made on first start, fetched after), on
 * the published branch as the remote has it; `modules`, the service's node_modules, linked beside
 * it so the previews' Vite finds its packages.
 */
export async function prepareClone(settings: StudioSettings, repo: string, modules: string): Promise<void> {
  mkdirSync(join(settings.dir, 'drafts'), { recursive: true });
  const link = join(settings.dir, 'node_modules');
  if (!existsSync(link)) symlinkSync(modules, link, 'dir');
  if (!existsSync(join(repo, '.git')))
    await git(settings.dir, ['clone', '--branch', settings.branch, '--', settings.remote, repo]);
  await git(repo, ['fetch', '--prune', 'origin']);
  await git(repo, ['worktree', 'prune']);
  await git(repo, ['checkout', '-B', settings.branch, `refs/remotes/origin/${settings.branch}`]);
}

/**
 * Merges the published branch into the draft when it moved since the draft started. Answers the
 * conflicting files (both texts, the merge undone) or undefined when the draft is up to date.
 */
export async function catchUp(
  tree: string,
  published: string,
  branch: string,
  person: StudioMe,
): Promise<DraftConflict[] | undefined> {
  const upToDate = await runGit(tree, ['merge-base', '--is-ancestor', published, 'HEAD']);
  if (upToDate.code === 0) return undefined;
  const message = `Bring the draft up to date with ${branch}`;
  const merged = await runGit(
    tree,
    ['merge', '--no-ff', '--no-verify', '-m', message, published],
    gitPerson(person),
  );
  if (merged.code === 0) return undefined;
  const unmerged = await settleCatalogs(tree);
  if (unmerged.length === 0) {
    await git(tree, ['commit', '--no-edit', '--no-verify'], gitPerson(person));
    return undefined;
  }
  const conflicts = await Promise.all(
    unmerged.map(async (file) => ({
      file,
      draft: (await runGit(tree, ['show', `:2:${file}`])).stdout,
      published: (await runGit(tree, ['show', `:3:${file}`])).stdout,
    })),
  );
  await git(tree, ['merge', '--abort']);
  return conflicts;
}

/**
 * In a merge that stopped on conflicts: merges each conflicting catalog (both sides' translations,
 * `mergeCatalogTexts`) and marks it settled. Answers the files still conflicting (screens, brands).
 */
export async function settleCatalogs(tree: string): Promise<string[]> {
  const unmerged = (await git(tree, ['diff', '--name-only', '--diff-filter=U'])).split('\n').filter(Boolean);
  if (unmerged.length === 0) throw new Error('the merge stopped without a conflicting file');
  const rest: string[] = [];
  for (const file of unmerged) {
    if (!/^locales\/[A-Za-z0-9_-]+\.po$/.test(file)) {
      rest.push(file);
      continue;
    }
    const draft = await git(tree, ['show', `:2:${file}`]);
    const published = await git(tree, ['show', `:3:${file}`]);
    writeSettled(tree, new Map([[file, mergeCatalogTexts(draft, published)]]));
    await git(tree, ['add', '--', file]);
  }
  return rest;
}
