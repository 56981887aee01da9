import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseWithPointers } from 'json-source-map';
import { type Origin, originOf, readParts } from '../../language/compile/parts.ts';
import type { ConditionOwner, StudioCondition, StudioConditions, StudioSource } from '../studioTypes.ts';
import type { ProjectScreen } from './projectScreens.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unesc = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

const CONDITION_KEYS = ['when', 'visible', 'disabled', 'cond'] as const;
/** Properties that name what a widget or action is, in the order the studio prefers them. */
const LABEL_KEYS = ['label', 'ariaLabel', 'text', 'title', 'alt', 'modal', 'source', 'path', 'endpoint'];

/** A file's text parsed with the position of every JSON pointer. */
interface MappedFile {
  data: unknown;
  pointers: ReturnType<typeof parseWithPointers>['pointers'];
}

function typeNames(root: string, folder: 'widgets' | 'actions'): Set<string> {
  return new Set(
    readdirSync(join(root, 'schemas', folder))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => name.slice(0, -'.schema.json'.length)),
  );
}

/**
 * By widget type, the properties its schema evaluates once per element of one of its own lists
 * (`"x-scope": {"item": "items"}`), with that list's property name.
 */
function itemScopes(root: string): Map<string, Map<string, string>> {
  const scopes = new Map<string, Map<string, string>>();
  for (const type of typeNames(root, 'widgets')) {
    const schema = JSON.parse(
      readFileSync(join(root, 'schemas', 'widgets', `${type}.schema.json`), 'utf8'),
    ) as Obj;
    const byProperty = new Map<string, string>();
    for (const [name, property] of Object.entries(isObj(schema.properties) ? schema.properties : {})) {
      const scope = isObj(property) ? property['x-scope'] : undefined;
      if (isObj(scope) && typeof scope.item === 'string') byProperty.set(name, scope.item);
    }
    scopes.set(type, byProperty);
  }
  return scopes;
}

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const segment of pointer.split('/').slice(1).map(unesc)) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isObj(value)) value = value[segment];
    else return undefined;
  }
  return value;
}

function ownerLabel(owner: Obj): string {
  for (const key of LABEL_KEYS) {
    const value = owner[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

/**
 * Every condition of a compiled screen (`when` of widgets, actions and data sources, `visible` of form
 * fields, `disabled` of buttons and inputs) that is a formula rather than a constant, with the formula
 * as written, its line, and the `let` names it reads, so the studio can explain it in a preview.
 */
export function screenConditions(root: string, screen: ProjectScreen): Omit<StudioConditions, 'locale'> {
  const compiled = screen.compiled;
  if (!compiled) return { file: screen.file, conditions: [] };
  const widgets = typeNames(root, 'widgets');
  const scopes = itemScopes(root);
  const actions = typeNames(root, 'actions');
  const files = new Map<string, MappedFile | null>();
  const mapped = (file: string): MappedFile | null => {
    if (!files.has(file)) {
      const text =
        file === screen.file ? screen.text : readParts(root).get(file.replace(/^.*\/|\.json$/g, ''))?.text;
      try {
        files.set(file, text === undefined ? null : parseWithPointers(text));
      } catch {
        files.set(file, null);
      }
    }
    return files.get(file) ?? null;
  };
  const sourceOf = (origin: Origin): StudioSource => {
    const file = mapped(origin.file);
    const raw = file ? valueAt(file.data, origin.pointer) : undefined;
    const where = file?.pointers[origin.pointer]?.value;
    return {
      file: origin.file,
      pointer: origin.pointer,
      line: (where?.line ?? 0) + 1,
      column: (where?.column ?? 0) + 1,
      text: typeof raw === 'string' ? raw : JSON.stringify(raw),
    };
  };
  // Where the condition is written: beside its owner (a formula's own origin may be a `let` name it was
  // replaced by, and the owner of a part's condition lives in the part file).
  const writtenAt = (owner: string, key: string): StudioSource => {
    const { origin, rest } = originOf(compiled.origins, owner);
    return sourceOf({ file: origin.file, pointer: `${origin.pointer}${rest}/${key}` });
  };
  const namesRead = (pointer: string): { name: string; text: string }[] => {
    const names = new Map<string, string>();
    for (const [at, origin] of compiled.origins) {
      if (at !== pointer && !at.startsWith(`${pointer}/`)) continue;
      const name = origin.file === screen.file ? /^\/let\/([^/]+)/.exec(origin.pointer)?.[1] : undefined;
      if (name !== undefined && !names.has(unesc(name)))
        names.set(unesc(name), sourceOf({ file: screen.file, pointer: `/let/${name}` }).text);
    }
    return [...names].map(([name, text]) => ({ name, text }));
  };

  const conditions: StudioCondition[] = [];
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      value.forEach((element, i) => {
        visit(element, `${pointer}/${i}`);
      });
      return;
    }
    if (!isObj(value)) return;
    for (const key of CONDITION_KEYS) {
      const tree = value[key];
      // A constant (`"disabled": true`) needs no explaining.
      if (!isObj(tree)) continue;
      const at = `${pointer}/${key}`;
      const type = typeof value.type === 'string' ? value.type : '';
      let owner: ConditionOwner = 'widget';
      if (/^\/data\/[^/]+$/.test(pointer)) owner = 'source';
      else if (actions.has(type) && !widgets.has(type)) owner = 'action';
      else if (type === '' && key === 'visible') owner = 'field';
      const ownerType = owner === 'source' ? String(value.endpoint ?? '') : type || 'field';
      const ownList = owner === 'widget' ? scopes.get(type)?.get(key) : undefined;
      const labelList = scopes.get(type)?.get('label');
      conditions.push({
        pointer: at,
        key,
        tree,
        owner,
        ownerType,
        ownerLabel: ownerLabel(value) || ownerType,
        source: writtenAt(pointer, key),
        names: namesRead(at),
        ...(ownList !== undefined && value[ownList] !== undefined
          ? { perItem: { items: value[ownList], ...(labelList === ownList ? { label: value.label } : {}) } }
          : {}),
      });
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${pointer}/${esc(key)}`);
  };
  visit(compiled.value, '');
  return { file: screen.file, conditions };
}
