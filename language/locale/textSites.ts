import type { JSONSchema } from '../check/screenSchemas.ts';
import { isPartUse, type PartFile } from '../compile/parts.ts';
import { compileValue } from '../formula/index.ts';
import type { SourceSpan } from '../formula/types.ts';
import { asTemplate, hasWords, type ResultVisitor, resultsOf } from './formulaResults.ts';

// Which texts of the screens a borrower reads: the messages of the locale catalogs. Staff mark
// nothing: a property is copy when its schema says so (`x-text`), and a value reaches copy when a
// text position reads it (a part's parameter, a `let` name, a field of a list's rows). A formula's
// quoted texts are copy where they are its result (`if`, `default`, `match`), never where they are
// compared or formatted; a text put together with `+` cannot be translated whole and is reported.

/** A text a borrower reads, where staff wrote it: a whole string, or a quoted text inside a formula. */
export interface TextSite {
  file: string;
  /** The JSON pointer of the string in `file`. */
  pointer: string;
  /** The English text: the message id. */
  text: string;
  /** Inside a formula: the span of the quoted text, quotes included. */
  span?: SourceSpan;
}

/** A text that cannot be translated whole, where it stands, with what to write instead. */
export interface UntranslatableText {
  file: string;
  pointer: string;
  span: SourceSpan;
  message: string;
}

/** The schemas of the screen language that say which properties are copy (`x-text`) and whose `item` they read (`x-scope`). */
export interface CopySchemas {
  widgets: Record<string, JSONSchema>;
  actions: Record<string, JSONSchema>;
}

export interface ProjectTexts {
  /** Every text site by file, in the order written. */
  sites: Map<string, TextSite[]>;
  problems: UntranslatableText[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** Screen-level properties that are copy, by the object that holds them. */
const SCREEN_TEXTS = ['title'];
const SOURCE_TEXTS = ['loadingToast', 'errorText', 'emptyText'];
const MODAL_TEXTS = ['title'];

interface ItemScope {
  /** Fields of the rows read into copy (`item.title`). */
  fields: Set<string>;
  /** The row itself read into copy (`item`): its rows are texts. */
  whole: boolean;
}

/** What a walk of one file gathers. */
interface FileWalk {
  file: string;
  sites: TextSite[];
  problems: UntranslatableText[];
  /** `let` names read into copy. */
  letReads: Set<string>;
  /** `params.<name>` read into copy (a part's body). */
  paramReads: Set<string>;
  /** `state.<key>` read into copy: what `setState` puts there is copy too. */
  stateReads: Set<string>;
  /** The values `setState` writes, by state key: copy when some copy reads that key. */
  stateWrites: { key: string; value: unknown; pointer: string }[];
  /** The innermost `item` scopes, innermost last. */
  scopes: ItemScope[];
  letNames: ReadonlySet<string>;
}

/**
 * Finds the text sites of every screen and part. `screens` maps a file (`screens/x.json`) to its
 * JSON as written; parts are read once, and a part's sites belong to the part's file.
 */
export function projectTexts(
  screens: ReadonlyMap<string, unknown>,
  parts: ReadonlyMap<string, PartFile>,
  schemas: CopySchemas,
): ProjectTexts {
  const finder = new TextFinder(parts, schemas);
  const walks: FileWalk[] = [];
  for (const part of parts.values()) {
    const walk = finder.part(part.name);
    if (walk) walks.push(walk);
  }
  for (const [file, data] of screens) walks.push(finder.screen(file, data));
  // State is written in one place (a part's `setState`) and shown in another (the screen's modal
  // title): a key any copy reads makes every write of it copy, until no new key is read.
  const done = new Set<string>();
  for (let more = true; more; ) {
    more = false;
    const read = new Set(walks.flatMap((walk) => [...walk.stateReads]));
    for (const walk of walks)
      for (const write of walk.stateWrites) {
        const id = `${walk.file}#${write.pointer}`;
        if (!read.has(write.key) || done.has(id)) continue;
        done.add(id);
        more = true;
        finder.copy(walk, write.value, write.pointer);
      }
  }
  const sites = new Map<string, TextSite[]>();
  const problems: UntranslatableText[] = [];
  for (const walk of walks) {
    sites.set(walk.file, [...(sites.get(walk.file) ?? []), ...walk.sites]);
    problems.push(...walk.problems);
  }
  for (const file of sites.keys()) sites.get(file)?.sort((a, b) => (a.pointer < b.pointer ? -1 : 1));
  return { sites, problems };
}

class TextFinder {
  private readonly partWalks = new Map<string, FileWalk | null>();

  constructor(
    private readonly parts: ReadonlyMap<string, PartFile>,
    private readonly schemas: CopySchemas,
  ) {}

  screen(file: string, data: unknown): FileWalk {
    const lets = isObj(data) && isObj(data.let) ? data.let : {};
    const walk = newWalk(file, new Set(Object.keys(lets)));
    if (!isObj(data)) return walk;
    for (const key of SCREEN_TEXTS) if (key in data) this.text(walk, data[key], `/${key}`);
    if (isObj(data.data))
      for (const [id, source] of Object.entries(data.data))
        if (isObj(source))
          for (const key of SOURCE_TEXTS)
            if (key in source) this.text(walk, source[key], `/data/${esc(id)}/${key}`);
    for (const key of ['body', 'onLoad', 'onBack']) if (key in data) this.any(walk, data[key], `/${key}`);
    if (isObj(data.state))
      for (const [key, value] of Object.entries(data.state))
        walk.stateWrites.push({ key, value, pointer: `/state/${esc(key)}` });
    if (isObj(data.modals))
      for (const [id, modal] of Object.entries(data.modals)) {
        const at = `/modals/${esc(id)}`;
        if (isPartUse(modal)) {
          this.any(walk, modal, at);
          continue;
        }
        if (!isObj(modal)) continue;
        for (const key of MODAL_TEXTS) if (key in modal) this.text(walk, modal[key], `${at}/${key}`);
        for (const key of ['body', 'onDismiss']) if (key in modal) this.any(walk, modal[key], `${at}/${key}`);
      }
    // A name is copy when copy reads it; names read other names, so this runs until no new one is read.
    const done = new Set<string>();
    for (let more = true; more; ) {
      more = false;
      for (const name of [...walk.letReads])
        if (!done.has(name) && name in lets) {
          done.add(name);
          more = true;
          this.text(walk, lets[name], `/let/${esc(name)}`);
        }
    }
    return walk;
  }

  /** The walk of a part's file (memoised: its text parameters are what uses of it need). */
  part(name: string): FileWalk | undefined {
    if (this.partWalks.has(name)) return this.partWalks.get(name) ?? undefined;
    const part = this.parts.get(name);
    if (!part || !isObj(part.data) || !('body' in part.data)) return undefined;
    this.partWalks.set(name, null); // a part that uses itself is the checker's to report
    const walk = newWalk(part.file, new Set());
    this.any(walk, part.data.body, '/body');
    const params = isObj(part.data.params) ? part.data.params : {};
    for (const param of walk.paramReads) {
      const declared = params[param];
      if (isObj(declared) && 'default' in declared)
        this.text(walk, declared.default, `/params/${esc(param)}/default`);
    }
    this.partWalks.set(name, walk);
    return walk;
  }

  /** Any value that is not itself copy: widgets, actions and the objects that hold them. */
  private any(walk: FileWalk, value: unknown, pointer: string): void {
    if (Array.isArray(value)) {
      value.forEach((element, i) => {
        this.any(walk, element, `${pointer}/${i}`);
      });
      return;
    }
    if (!isObj(value)) return;
    if (isPartUse(value)) {
      this.use(walk, value, pointer);
      return;
    }
    const type = typeof value.type === 'string' ? value.type : undefined;
    const schema =
      type === undefined ? undefined : (this.schemas.widgets[type] ?? this.schemas.actions[type]);
    if (!schema) {
      for (const [key, v] of Object.entries(value)) this.any(walk, v, `${pointer}/${esc(key)}`);
      return;
    }
    if (type === 'setState' && isObj(value.values))
      for (const [key, v] of Object.entries(value.values))
        walk.stateWrites.push({ key, value: v, pointer: `${pointer}/values/${esc(key)}` });
    this.typed(walk, value, schema, pointer);
  }

  /** A widget or an action: its copy properties, the rest walked, and the rows its copy reads. */
  private typed(walk: FileWalk, value: Obj, schema: JSONSchema, pointer: string): void {
    const properties = (isObj(schema.properties) ? schema.properties : {}) as Record<string, JSONSchema>;
    const scopes = new Map<string, ItemScope>();
    const scopeOf = (prop: JSONSchema): ItemScope | undefined => {
      const scope = isObj(prop['x-scope']) ? prop['x-scope'].item : undefined;
      if (typeof scope !== 'string') return undefined;
      const found = scopes.get(scope) ?? { fields: new Set<string>(), whole: false };
      scopes.set(scope, found);
      return found;
    };
    for (const [key, prop] of Object.entries(properties)) {
      const copy = prop['x-text'];
      const written = Object.hasOwn(value, key);
      if (!written && typeof copy !== 'string') continue;
      const scope = scopeOf(prop);
      if (scope) walk.scopes.push(scope);
      const at = `${pointer}/${esc(key)}`;
      // An omitted copy property reads its default (`item.text`): only its reads count.
      if (!written) this.reads(walk, copy as string);
      else if (copy) this.text(walk, value[key], at);
      else this.any(walk, value[key], at);
      if (scope) walk.scopes.pop();
    }
    for (const [key, v] of Object.entries(value))
      if (!Object.hasOwn(properties, key)) this.any(walk, v, `${pointer}/${esc(key)}`);
    for (const [key, scope] of scopes) {
      const rows = value[key];
      // A formula's list of texts (`=[…]`) read whole: its elements are the formula's values.
      if (typeof rows === 'string' && scope.whole) this.text(walk, rows, `${pointer}/${esc(key)}`);
      if (!Array.isArray(rows)) continue;
      rows.forEach((row, i) => {
        const at = `${pointer}/${esc(key)}/${i}`;
        if (typeof row === 'string' && scope.whole) this.text(walk, row, at);
        else if (isObj(row))
          for (const field of scope.fields)
            if (field in row) this.text(walk, row[field], `${at}/${esc(field)}`);
      });
    }
  }

  /** A use of a part: the arguments of its text parameters are copy, other arguments are walked. */
  private use(walk: FileWalk, value: { use: string; with?: unknown }, pointer: string): void {
    const part = this.part(value.use);
    if (!isObj(value.with)) return;
    for (const [name, arg] of Object.entries(value.with)) {
      const at = `${pointer}/with/${esc(name)}`;
      if (part?.paramReads.has(name)) this.text(walk, arg, at);
      else this.any(walk, arg, at);
    }
  }

  /** A value found to be copy after the walk (a state key's write). */
  copy(walk: FileWalk, value: unknown, pointer: string): void {
    this.text(walk, value, pointer);
  }

  /** A value in a copy position: a text, a template, a formula, or a list of them. */
  private text(walk: FileWalk, value: unknown, pointer: string): void {
    if (Array.isArray(value)) {
      value.forEach((element, i) => {
        this.text(walk, element, `${pointer}/${i}`);
      });
      return;
    }
    if (isPartUse(value)) {
      const part = this.parts.get(value.use);
      // A data part (an option list, a list of cities) is used as written: names, not copy.
      if (part && isObj(part.data) && 'data' in part.data) return;
      this.use(walk, value, pointer);
      return;
    }
    if (isObj(value)) {
      // A row written as JSON in copy: its fields are copy.
      const keys = Object.keys(value);
      if (keys.length === 1 && (keys[0] === 'literal' || keys[0] === 'var')) return;
      for (const [key, v] of Object.entries(value)) this.text(walk, v, `${pointer}/${esc(key)}`);
      return;
    }
    if (typeof value !== 'string') return;
    const formula = value.startsWith('=');
    if (!formula && isTextSite(value)) walk.sites.push({ file: walk.file, pointer, text: value });
    const compiled = compileValue(value, { names: new Set([...walk.letNames, 'params', 'brand']) });
    if ('error' in compiled) return; // the checker reports it
    const { tree, positions } = compiled;
    const visitor: ResultVisitor = {
      text: (text, at) => {
        const span = positions.get(at);
        if (!span) return;
        // In a template, a quoted text inside a hole is kept as written by every translation.
        if (!formula) {
          if (hasWords(text))
            walk.problems.push({
              file: walk.file,
              pointer,
              span,
              message: `the text ${JSON.stringify(text)} inside a {{…}} hole cannot be translated (a translation keeps every hole as written): choose between whole texts in a formula, "=if(…, 'First text', 'Second text')", or between templates named in "let"`,
            });
        } else if (isTextSite(text)) walk.sites.push({ file: walk.file, pointer, text, span });
      },
      read: (path) => readInto(walk, path),
      built: (built, at) => {
        walk.problems.push({
          file: walk.file,
          pointer,
          span: positions.get(at) ?? { start: 0, end: value.length },
          message: `a text put together from pieces cannot be translated whole (word order differs between languages): write it as one template, ${JSON.stringify(asTemplate(built))}, named in "let" when a formula chooses it`,
        });
      },
    };
    // A template's own pieces are the message; its holes are formulas.
    const pieces = !formula && isObj(tree) && Array.isArray(tree.concat) ? tree.concat : undefined;
    if (pieces)
      pieces.forEach((piece, i) => {
        if (typeof piece !== 'string') resultsOf(piece, `/concat/${i}`, visitor);
      });
    else if (formula || typeof tree !== 'string') resultsOf(tree, '', visitor);
  }

  /** The reads of a default formula (`=item.text`) of an omitted copy property. */
  private reads(walk: FileWalk, formula: string): void {
    const compiled = compileValue(formula);
    if ('error' in compiled) return;
    resultsOf(compiled.tree, '', {
      text: () => undefined,
      read: (path) => readInto(walk, path),
      built: () => undefined,
    });
  }
}

function newWalk(file: string, letNames: ReadonlySet<string>): FileWalk {
  return {
    file,
    sites: [],
    problems: [],
    letReads: new Set(),
    paramReads: new Set(),
    stateReads: new Set(),
    stateWrites: [],
    scopes: [],
    letNames,
  };
}

/** Whether a text is a message: it has words, and is not a path or an address (`/loanConfirm`). */
function isTextSite(text: string): boolean {
  return hasWords(text) && !/^(\/|[a-z][a-z0-9+.-]*:)\S*$/i.test(text);
}

/** Records a read that reaches copy: a part's parameter, a row's field, a `let` name. */
function readInto(walk: FileWalk, path: string): void {
  const [root = '', field] = path.split('.');
  if (root === 'params' && field) walk.paramReads.add(field);
  else if (root === 'item') {
    const scope = walk.scopes[walk.scopes.length - 1];
    if (!scope) return;
    if (field === undefined) scope.whole = true;
    else scope.fields.add(field);
  } else if (root === 'state' && field) walk.stateReads.add(field);
  else if (walk.letNames.has(root)) walk.letReads.add(root);
}
