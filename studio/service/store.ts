import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Draft } from '../serviceTypes.ts';

/** A draft as the service keeps it; its branch and files are read from git when asked. */
export type DraftRecord = Omit<Draft, 'branch' | 'files'>;

interface StateFile {
  drafts: DraftRecord[];
}

/**
 * The drafts, their proposals and their conversations, in `<STUDIO_DIR>/state.json` beside the clone
 * (the texts themselves are commits on the drafts' branches). Written whole through a temporary file
 * and a rename after every change, so a restart, or a crash in the middle of one, finds the last
 * complete state.
 */
export class DraftStore {
  readonly #file: string;
  #drafts: DraftRecord[];

  constructor(dir: string) {
    this.#file = join(dir, 'state.json');
    this.#drafts = existsSync(this.#file)
      ? (JSON.parse(readFileSync(this.#file, 'utf8')) as StateFile).drafts
      : [];
  }

  all(): readonly DraftRecord[] {
    return this.#drafts;
  }

  get(id: string): DraftRecord | undefined {
    return this.#drafts.find((draft) => draft.id === id);
  }

  add(draft: DraftRecord): void {
    this.#drafts.push(draft);
    this.#write();
  }

  remove(id: string): void {
    this.#drafts = this.#drafts.filter((draft) => draft.id !== id);
    this.#write();
  }

  /** Changes one draft and writes the state. */
  update(id: string, change: (draft: DraftRecord) => void): DraftRecord {
    const draft = this.get(id);
    if (!draft) throw new Error(`no draft ${id}`);
    change(draft);
    this.#write();
    return draft;
  }

  #write(): void {
    const temporary = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ drafts: this.#drafts } satisfies StateFile, null, 2)}\n`);
    renameSync(temporary, this.#file);
  }
}
