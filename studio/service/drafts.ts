import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { saveScreenFile } from '../server/saveScreenFile.ts';
import { saveTranslations, type TranslationInput } from '../server/translations.ts';
import type { Draft, StudioMe } from '../serviceTypes.ts';
import type { StudioArtSave, StudioSaveResult, StudioTranslationsSave } from '../studioTypes.ts';
import { writeArt } from './brandArt.ts';
import { syncCatalogs } from './catalogMerge.ts';
import { checkMergedTree, checkSettled, writeSettled } from './checkTree.ts';
import { catchUp, prepareClone, settleCatalogs } from './draftMerge.ts';
import {
  approval,
  branchOf,
  commenting,
  conflictMessage,
  gitPerson,
  note,
  othersApprover,
  proposal,
  StudioError,
  sendingBack,
} from './draftRules.ts';
import { commitFiles, git, Queue, runGit } from './git.ts';
import type { StudioSettings } from './settings.ts';
import { type DraftRecord, DraftStore } from './store.ts';
import { refuseWrite } from './writablePaths.ts';

/**
 * The drafts of the studio service (DESIGN §13), each a branch `studio/<id>` with a work tree of its
 * own under `<dir>/drafts/<id>`, started from the published branch of a clone at `<dir>/repo`. Every
 * git write goes through one queue (the clone's refs and worktrees are shared).
 */
export class Drafts {
  readonly repo: string;
  readonly #settings: StudioSettings;
  readonly #store: DraftStore;
  /** The clone's shared refs and worktrees: creating, publishing, undoing, fetching. */
  readonly #queue = new Queue();
  /** Each draft's own work tree: its saves queue here, beside other drafts' saves. */
  readonly #draftQueues = new Map<string, Queue>();

  readonly #beforeRemoveTree: (id: string) => Promise<void>;

  private constructor(
    settings: StudioSettings,
    store: DraftStore,
    beforeRemoveTree: (id: string) => Promise<void>,
  ) {
    this.#settings = settings;
    this.#store = store;
    this.#beforeRemoveTree = beforeRemoveTree;
    this.repo = join(settings.dir, 'repo');
  }

  /**
   * Opens the service's folder: clones the remote on first start, and otherwise fetches it and gives
   * back every draft its work tree (a restart keeps them all: branches, state and trees are on disk).
   * `modules` is the service's own `node_modules`, linked beside the clone so the previews' Vite finds it.
   */
  static async open(
    settings: StudioSettings,
    modules: string,
    /** Called before a published draft's work tree goes: its preview server stops first. */
    beforeRemoveTree: (id: string) => Promise<void> = async () => undefined,
  ): Promise<Drafts> {
    const drafts = new Drafts(settings, new DraftStore(settings.dir), beforeRemoveTree);
    await prepareClone(settings, drafts.repo, modules);
    const { repo } = drafts;
    for (const draft of drafts.#store.all())
      if (draft.status !== 'published' && !existsSync(drafts.treeOf(draft.id)))
        await git(repo, ['worktree', 'add', drafts.treeOf(draft.id), branchOf(draft.id)]);
    return drafts;
  }

  /** The published branch as the remote has it (after the last fetch). */
  #published(): string {
    return `refs/remotes/origin/${this.#settings.branch}`;
  }

  treeOf(id: string): string {
    return join(this.#settings.dir, 'drafts', id);
  }

  /** Whether `id` is a draft with a work tree (started, not published). */
  exists = (id: string): boolean => (this.#store.get(id)?.status ?? 'published') !== 'published';

  async list(): Promise<Draft[]> {
    const records = [...this.#store.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return Promise.all(records.map((record) => this.#view(record)));
  }

  async get(id: string): Promise<Draft> {
    return this.#view(this.#record(id));
  }

  /** Runs `work` with the draft's tree to itself (after the clone's queue, when `shared`). */
  #inDraft<T>(id: string, work: () => Promise<T>, shared = false): Promise<T> {
    let queue = this.#draftQueues.get(id);
    if (!queue) {
      queue = new Queue();
      this.#draftQueues.set(id, queue);
    }
    const own = queue;
    return shared ? this.#queue.run(() => own.run(work)) : own.run(work);
  }

  #record(id: string): DraftRecord {
    const draft = this.#store.get(id);
    if (!draft) throw new StudioError(404, `no draft ${id}`);
    return draft;
  }

  async #view(record: DraftRecord): Promise<Draft> {
    const branch = branchOf(record.id);
    // A draft's files against the published branch; a published one's, against where it was merged.
    const range =
      record.status !== 'published'
        ? [`${this.#published()}...${branch}`]
        : record.published
          ? [`${record.published}^1`, record.published]
          : undefined;
    const changed = range ? await runGit(this.repo, ['diff', '--name-only', ...range]) : undefined;
    const files = changed?.code === 0 ? changed.stdout.split('\n').filter(Boolean) : [];
    return { ...record, branch, files };
  }

  /** Starts a draft from the published branch as the remote has it now. */
  create(person: StudioMe, title: string): Promise<Draft> {
    return this.#queue.run(async () => {
      const record = await this.#start(person, title);
      return this.#view(record);
    });
  }

  async #start(person: StudioMe, title: string): Promise<DraftRecord> {
    await git(this.repo, ['fetch', 'origin']);
    const id = `${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex')}`;
    await git(this.repo, ['worktree', 'add', '-b', branchOf(id), this.treeOf(id), this.#published()]);
    const record: DraftRecord = {
      id,
      title: title.trim().slice(0, 200) || 'Untitled draft',
      author: { email: person.email, name: person.name },
      createdAt: new Date().toISOString(),
      status: 'editing',
      notes: [],
    };
    this.#store.add(record);
    return record;
  }

  /**
   * Saves a screen or part in the draft as the studio does (checked; refused when the file moved on
   * since `version`), then commits it on the draft's branch with the person as author. A save after
   * approval asks for approval again.
   */
  save(
    id: string,
    person: StudioMe,
    file: string,
    text: string,
    version?: string,
  ): Promise<StudioSaveResult> {
    return this.#inDraft(id, async () => {
      const tree = this.#editable(id, person, file);
      const result = saveScreenFile(tree, file, text, version);
      // The catalogs follow the draft's texts as `npm run locales` makes them: a new text comes in to
      // be translated, one no longer used goes, a text used again gets its old translation back.
      if (result.saved) await this.#commit(id, person, [file, ...syncCatalogs(tree)], `Edit ${file}`);
      return result;
    });
  }

  /** Writes translations into the draft's catalog (checked as a save is) and commits it as the person. */
  translate(
    id: string,
    person: StudioMe,
    locale: string,
    texts: readonly TranslationInput[],
  ): Promise<StudioTranslationsSave> {
    return this.#inDraft(id, async () => {
      const tree = this.#editable(id, person, `locales/${locale}.po`);
      const result = saveTranslations(tree, locale, texts);
      if (!result.saved) return result;
      await this.#commit(id, person, [result.file], `Translate ${texts.length} text(s) in ${result.file}`);
      return result;
    });
  }

  /** The draft's work tree, when the person may change `file` in it now. */
  #editable(id: string, person: StudioMe, file: string): string {
    const record = this.#record(id);
    if (record.author.email !== person.email)
      throw new StudioError(
        403,
        `this draft is ${record.author.name}'s: start a draft of your own to change it`,
      );
    if (record.status === 'published') throw new StudioError(409, 'this draft is published: start a new one');
    if (record.status === 'conflict')
      throw new StudioError(409, 'settle the conflict with the published branch first');
    const refused = refuseWrite(this.treeOf(id), file);
    if (refused) throw new StudioError(403, refused);
    return this.treeOf(id);
  }

  /** Commits `files` on the draft's branch as the person, if one changed; a change after approval asks for it again. */
  async #commit(id: string, person: StudioMe, files: readonly string[], message: string): Promise<void> {
    const tree = this.treeOf(id);
    if (!(await commitFiles(tree, files, message, gitPerson(person)))) return;
    if (this.#record(id).status === 'approved')
      this.#store.update(id, (draft) => {
        draft.status = 'proposed';
        draft.notes.push(note('comment', person, 'Changed after approval: it needs approving again.'));
        delete draft.approvedBy;
      });
  }

  /** Writes a brand's art file into the draft (checked first, brandArt.ts) and commits it as the person. */
  saveArt(id: string, person: StudioMe, file: string, bytes: Buffer): Promise<StudioArtSave> {
    return this.#inDraft(id, async () => {
      const result = writeArt(this.#editable(id, person, file), file, bytes);
      if (result.saved)
        await this.#commit(id, person, [file], `${result.replaced ? 'Replace' : 'Add'} ${file}`);
      return result;
    });
  }

  propose = (id: string, person: StudioMe, why: string) => this.#change(id, proposal(person, why));
  approve = (id: string, person: StudioMe) => this.#change(id, approval(person));
  sendBack = (id: string, person: StudioMe, comment: string) =>
    this.#change(id, sendingBack(person, comment));
  comment = (id: string, person: StudioMe, text: string) => this.#change(id, commenting(person, text));

  #change = (id: string, change: (draft: DraftRecord) => void): Promise<Draft> =>
    this.#queue.run(async () => this.#view(this.#store.update(id, change)));

  /**
   * Publishes an approved draft: brings it up to date with the published branch (a conflict stops
   * here, kept on the draft for its author to settle), merges it into that branch as a merge commit
   * whose message is the why with `Draft:` and `Approved-by:` trailers, checks the merged tree as CI
   * does (a problem stops it, nothing pushed), and pushes.
   */
  publish(id: string, person: StudioMe): Promise<Draft> {
    return this.#inDraft(
      id,
      async () => {
        const record = this.#record(id);
        othersApprover(record, person, 'publish');
        if (record.status !== 'approved')
          throw new StudioError(409, `only an approved draft is published (this one is ${record.status})`);
        const tree = this.treeOf(id);
        await git(this.repo, ['fetch', 'origin']);
        const conflicts = await catchUp(tree, this.#published(), this.#settings.branch, person);
        if (conflicts) {
          const draft = this.#store.update(id, (d) => {
            d.status = 'conflict';
            d.conflicts = conflicts;
          });
          throw new StudioError(409, conflictMessage(conflicts), { draft: await this.#view(draft) });
        }
        const { branch } = this.#settings;
        await git(this.repo, ['checkout', '-B', branch, this.#published()]);
        const message = `${record.why ?? record.title}\n\nDraft: ${id}\nApproved-by: ${person.email}\n`;
        await git(
          this.repo,
          ['merge', '--no-ff', '--no-verify', '-m', message, branchOf(id)],
          gitPerson(person),
        );
        const problems = await checkMergedTree(this.repo);
        if (problems) {
          await git(this.repo, ['reset', '--hard', this.#published()]);
          throw new StudioError(
            422,
            'the checker refused the published branch with this draft: nothing was published',
            {
              problems,
            },
          );
        }
        const pushed = await runGit(this.repo, ['push', 'origin', `${branch}:${branch}`]);
        if (pushed.code !== 0) {
          await git(this.repo, ['reset', '--hard', this.#published()]);
          throw new StudioError(409, `the remote refused the push (publish again): ${pushed.stderr.trim()}`);
        }
        const merge = (await git(this.repo, ['rev-parse', 'HEAD'])).trim();
        await git(this.repo, ['fetch', 'origin']);
        // Published once pushed, before its tree goes: a request meanwhile finds no draft, not half a tree.
        const published = this.#store.update(id, (d) => {
          d.status = 'published';
          d.published = merge;
          delete d.conflicts;
          d.notes.push(note('published', person, `Published as ${merge.slice(0, 10)}`));
        });
        await this.#beforeRemoveTree(id);
        await git(this.repo, ['worktree', 'remove', '--force', tree]);
        await runGit(this.repo, ['branch', '-D', branchOf(id)]);
        return this.#view(published);
      },
      true,
    );
  }

  /**
   * Settles a conflict: merges the published branch into the draft again, takes the given text for
   * each conflicting file (all of them, checked as a save is), and commits the merge as the person.
   * The draft goes back to where it was (approved stays approved: publishing is the approver's step).
   */
  settle(id: string, person: StudioMe, files: readonly { file: string; text: string }[]): Promise<Draft> {
    return this.#inDraft(
      id,
      async () => {
        const record = this.#record(id);
        const isApprover = person.roles.includes('approver');
        if (record.author.email !== person.email && !isApprover)
          throw new StudioError(403, 'only its author or an approver settles a draft');
        if (record.status !== 'conflict' || !record.conflicts)
          throw new StudioError(409, 'nothing to settle');
        const tree = this.treeOf(id);
        for (const { file } of files) {
          const refused = refuseWrite(tree, file);
          if (refused) throw new StudioError(403, refused);
        }
        await git(this.repo, ['fetch', 'origin']);
        const merged = await runGit(tree, [
          'merge',
          '--no-ff',
          '--no-commit',
          '--no-verify',
          this.#published(),
        ]);
        const unmerged = merged.code === 0 ? [] : await settleCatalogs(tree);
        const given = new Map(files.map(({ file, text }) => [file, text]));
        const missing = unmerged.filter((file) => !given.has(file));
        if (missing.length > 0) {
          await runGit(tree, ['merge', '--abort']);
          throw new StudioError(422, `settle every conflicting file: ${missing.join(', ')} missing`);
        }
        const problems = checkSettled(tree, given);
        if (problems.length > 0) {
          await runGit(tree, ['merge', '--abort']);
          throw new StudioError(422, 'the checker refused the settled text: nothing was written', {
            problems,
          });
        }
        writeSettled(tree, given);
        // The catalogs follow the settled texts (a text gone, a new one in), as `npm run locales` does.
        await git(tree, ['add', '--', ...given.keys(), ...syncCatalogs(tree)]);
        const names = [...given.keys()].join(', ');
        const message = `Settle ${names} with ${this.#settings.branch}`;
        await git(tree, ['commit', '--no-verify', '-m', message], gitPerson(person));
        return this.#view(
          this.#store.update(id, (draft) => {
            draft.status = draft.approvedBy ? 'approved' : 'proposed';
            delete draft.conflicts;
            draft.notes.push(note('settled', person, `Settled ${names}`));
          }),
        );
      },
      true,
    );
  }

  /**
   * "Undo this change": a new draft whose first commit reverts `commit` of the published branch (a
   * publish's merge or an engineer's commit), authored by the person. A revert that would conflict
   * with later changes starts nothing and says so.
   */
  undo(person: StudioMe, commit: string): Promise<Draft> {
    return this.#queue.run(async () => {
      if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new StudioError(422, `not a commit: ${commit}`);
      await git(this.repo, ['fetch', 'origin']);
      const onBranch = await runGit(this.repo, ['merge-base', '--is-ancestor', commit, this.#published()]);
      if (onBranch.code !== 0) throw new StudioError(404, `${commit} is not on ${this.#settings.branch}`);
      const parents = (await git(this.repo, ['rev-list', '--parents', '-n', '1', commit])).trim().split(' ');
      const subject = (await git(this.repo, ['log', '-1', '--format=%s', commit])).trim();
      const record = await this.#start(person, `Undo: ${subject}`);
      const tree = this.treeOf(record.id);
      const mainline = parents.length > 2 ? ['-m', '1'] : [];
      const reverted = await runGit(tree, ['revert', '--no-edit', ...mainline, commit], gitPerson(person));
      if (reverted.code !== 0) {
        await runGit(tree, ['revert', '--abort']);
        await this.#drop(record.id);
        throw new StudioError(
          409,
          `${subject} cannot be undone on its own: later changes touched the same lines`,
        );
      }
      return this.#view(record);
    });
  }

  async #drop(id: string): Promise<void> {
    await runGit(this.repo, ['worktree', 'remove', '--force', this.treeOf(id)]);
    await runGit(this.repo, ['branch', '-D', branchOf(id)]);
    rmSync(this.treeOf(id), { recursive: true, force: true });
    this.#store.remove(id);
  }
}
