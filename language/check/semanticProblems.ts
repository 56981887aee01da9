import { createTypeEnv, type JSONSchemaLike, type TypeEnv } from '../types/typeEnv.ts';
import {
  anchorsOf,
  envForProp,
  mappedSchema,
  schemaOfValue,
  typedWriters,
  withResult,
  writtenStateKeys,
} from './bindings.ts';
import { checkAction } from './checkAction.ts';
import { at, didYouMean, isObj, type Json, type Obj } from './json.ts';
import { type ParsedScreen, problem, rawValue, type ScreenProblem } from './parsedScreen.ts';
import { checkEndpointId, checkPayload } from './payloads.ts';
import { checkCardNumbers, checkFrame, sinkOf } from './safety.ts';
import type { JSONSchema } from './screenSchemas.ts';
import {
  checkExpression,
  checkLiteralType,
  checkStateValue,
  declaredTypes,
  isOperatorObject,
  kindOf,
} from './valueTypes.ts';
import type { Project, Walk } from './walk.ts';

// Phase 2 of the checker as one walk: every widget and action of a screen, each property checked by its kind.

/** Checks one widget or action and walks into the widgets and actions its properties hold. */
function walkNode(
  walk: Walk,
  node: Json,
  pointer: string,
  env: TypeEnv,
  family: 'widgets' | 'actions',
): void {
  if (!isObj(node) || typeof node.type !== 'string') return;
  const schema = walk.project.schemas[family][node.type];
  if (!schema) return; // phase 1 reported the unknown type
  const props = (schema.properties ?? {}) as Record<string, JSONSchema>;
  if (family === 'actions') checkAction(walk, node, pointer, env);
  if (node.type === 'iframe') checkFrame(walk, node, pointer);
  for (const [prop, value] of Object.entries(node)) {
    const propSchema = props[prop];
    if (!propSchema || prop === 'type') continue;
    const here = at(pointer, prop);
    const endpointKind = propSchema['x-endpoint-id'];
    if (endpointKind === true || endpointKind === 'image')
      checkEndpointId(walk, value, here, endpointKind === 'image' ? 'image' : 'json');
    let propEnv = envForProp(walk, node, schema, prop, env, pointer);
    const payloadOf = propSchema['x-payload-of'];
    if (typeof payloadOf === 'string' && typeof node[payloadOf] === 'string')
      checkPayload(walk, node[payloadOf], value, here, propEnv);
    if (node.type === 'call' && (prop === 'onSuccess' || prop === 'onFailure')) {
      const endpoint = walk.project.api.endpoints[String(node.endpoint)];
      let data = prop === 'onSuccess' && endpoint ? (endpoint.data as JSONSchemaLike) : {};
      // A call's `map` renames the answer before onSuccess sees it, as a data source's map does.
      if (prop === 'onSuccess' && endpoint && isObj(node.map))
        data = mappedSchema(data, node.map, createTypeEnv({}), (message, key) =>
          walk.problems.push(problem(walk.screen.file, at(pointer, 'map', key), message)),
        );
      propEnv = withResult(env, {
        type: 'object',
        properties: { data, message: { type: 'string' }, code: {}, kind: { type: 'string' } },
        additionalProperties: false,
      });
    }
    const sink = sinkOf(propSchema, prop, family);
    switch (kindOf(propSchema)) {
      case 'expression': {
        checkExpression(walk, value, here, propEnv);
        checkCardNumbers(walk, value, here, sink, propEnv);
        const declared = declaredTypes(walk.project.schemas, propSchema);
        if (declared) checkLiteralType(walk, value, here, declared);
        break;
      }
      case 'record':
        if (isObj(value))
          for (const [key, v] of Object.entries(value)) {
            checkExpression(walk, v, at(here, key), propEnv);
            // A state key holds what its initial value or its widget declares (a checkbox's, true or false).
            if (node.type === 'setState') checkStateValue(walk, v, at(here, key), key, propEnv);
            // State kept in local storage is stored: a setState into a persisted key is a storage write.
            const keySink = node.type === 'setState' && walk.persisted.has(key) ? 'storage' : sink;
            checkCardNumbers(walk, v, at(here, key), keySink, propEnv);
          }
        break;
      case 'payload':
        if (isOperatorObject(value) || !isObj(value)) checkExpression(walk, value, here, propEnv);
        else for (const [key, v] of Object.entries(value)) checkExpression(walk, v, at(here, key), propEnv);
        break;
      case 'widgets':
        walkList(walk, value, here, propEnv, 'widgets');
        break;
      case 'widget':
        walkNode(walk, value, here, propEnv, 'widgets');
        break;
      case 'actions':
        walkList(walk, value, here, propEnv, 'actions');
        break;
      case 'other':
        break;
    }
  }
}

function walkList(
  walk: Walk,
  nodes: unknown,
  pointer: string,
  env: TypeEnv,
  family: 'widgets' | 'actions',
): void {
  if (!Array.isArray(nodes)) return;
  for (const [i, node] of nodes.entries()) walkNode(walk, node, at(pointer, i), env, family);
}

/** The bare names the screen's formulas may read: its `let` names (gone once compiled), and `params` in a part's body. */
function namesOf(screen: ParsedScreen): Set<string> {
  const lets = rawValue(screen.text, '/let', screen);
  return new Set(['params', ...(isObj(lets) ? Object.keys(lets) : [])]);
}

export function semanticProblems(screen: ParsedScreen, project: Project): ScreenProblem[] {
  const data = screen.data as Obj;
  const walk: Walk = {
    screen,
    project,
    problems: [],
    modals: new Set(isObj(data.modals) ? Object.keys(data.modals) : []),
    sources: new Set(isObj(data.data) ? Object.keys(data.data) : []),
    anchors: anchorsOf(data, project.schemas.widgets),
    persisted: new Set(Array.isArray(data.persist) ? data.persist.map(String) : []),
    names: namesOf(screen),
  };
  const { endpoints } = project.api;

  // data.<source>: the endpoint's data schema, renamed through its field map.
  const dataProps: Record<string, JSONSchemaLike> = {};
  const sources = isObj(data.data) ? data.data : {};
  const bare = createTypeEnv({});
  for (const [id, def] of Object.entries(sources)) {
    if (!isObj(def)) continue;
    const endpointId = String(def.endpoint);
    const endpoint = endpoints[endpointId];
    const here = at('/data', id);
    if (!endpoint) {
      walk.problems.push(
        problem(
          screen.file,
          at(here, 'endpoint'),
          `unknown endpoint "${endpointId}"${didYouMean(endpointId, Object.keys(endpoints))}`,
        ),
      );
      dataProps[id] = {};
      continue;
    }
    let schema = endpoint.data as JSONSchemaLike;
    if (isObj(def.map)) {
      schema = mappedSchema(schema, def.map, bare, (message, key) =>
        walk.problems.push(problem(screen.file, at(here, 'map', key), message)),
      );
    }
    dataProps[id] = schema;
  }

  const stateProps: Record<string, JSONSchemaLike> = {};
  for (const key of writtenStateKeys(data)) stateProps[key] = {};
  if (isObj(data.state))
    for (const [key, value] of Object.entries(data.state)) stateProps[key] = schemaOfValue(value);
  // A key an input writes holds what the input writes: an initial value of another type would make
  // comparisons silently false once the borrower types (e.g. "50" < 100).
  for (const [key, writer] of typedWriters(data.body, '/body')) {
    const initial = isObj(data.state) ? data.state[key] : undefined;
    const initialType = initial === undefined || initial === null ? undefined : schemaOfValue(initial).type;
    const compatible =
      initialType === undefined ||
      initialType === writer.type ||
      (writer.type === 'integer' && initialType === 'number');
    if (!compatible) {
      walk.problems.push(
        problem(
          screen.file,
          at('/state', key),
          `starts as ${String(initialType)}, but the ${writer.type === 'string' ? 'input' : 'widget'} at ${writer.pointer} writes ${writer.type}`,
        ),
      );
    }
    stateProps[key] = { type: writer.type };
  }
  const sessionProps: Record<string, JSONSchemaLike> = {};
  for (const key of project.sessionKeys) sessionProps[key] = { type: 'string' };

  const storageProps: Record<string, JSONSchemaLike> = {};
  if (Array.isArray(data.storage)) for (const key of data.storage) storageProps[String(key)] = {};
  const env = createTypeEnv({
    storage: { type: 'object', properties: storageProps, additionalProperties: false },
    data: { type: 'object', properties: dataProps, additionalProperties: false },
    state: { type: 'object', properties: stateProps, additionalProperties: false },
    session: { type: 'object', properties: sessionProps, additionalProperties: false },
  });

  const sourceProps = ((project.schemas.screen.definitions as Record<string, JSONSchema> | undefined)
    ?.dataSource?.properties ?? {}) as Record<string, JSONSchema>;
  // Sources load in parallel before anything else: their params and `when` cannot read `data`.
  const loadEnv = createTypeEnv({
    storage: { type: 'object', properties: storageProps, additionalProperties: false },
    data: { type: 'object', properties: {}, additionalProperties: false },
    state: { type: 'object', properties: stateProps, additionalProperties: false },
    session: { type: 'object', properties: sessionProps, additionalProperties: false },
  });
  for (const [id, def] of Object.entries(sources)) {
    if (!isObj(def)) continue;
    const here = at('/data', id);
    if (isObj(def.params))
      for (const [key, v] of Object.entries(def.params))
        checkExpression(walk, v, at(here, 'params', key), loadEnv);
    checkPayload(walk, String(def.endpoint), def.params, at(here, 'params'), loadEnv);
    if (def.when !== undefined) checkExpression(walk, def.when, at(here, 'when'), loadEnv);
    const itemEnv = env.withItem(dataProps[id] ?? {});
    if (def.emptyWhen !== undefined) checkExpression(walk, def.emptyWhen, at(here, 'emptyWhen'), itemEnv);
    for (const [prop, propSchema] of Object.entries(sourceProps)) {
      const declared = declaredTypes(project.schemas, propSchema);
      if (declared && def[prop] !== undefined) checkLiteralType(walk, def[prop], at(here, prop), declared);
    }
    if (def.emptyText !== undefined) {
      checkExpression(walk, def.emptyText, at(here, 'emptyText'), itemEnv);
      checkCardNumbers(walk, def.emptyText, at(here, 'emptyText'), 'display', itemEnv);
    }
  }
  checkExpression(walk, data.title, '/title', env);
  checkCardNumbers(walk, data.title, '/title', 'display', env);
  walkList(walk, data.body, '/body', env, 'widgets');
  walkList(walk, data.onLoad, '/onLoad', env, 'actions');
  walkList(walk, data.onBack, '/onBack', env, 'actions');
  if (isObj(data.modals)) {
    for (const [id, modal] of Object.entries(data.modals)) {
      if (!isObj(modal)) continue;
      const here = at('/modals', id);
      if (modal.title !== undefined) {
        checkExpression(walk, modal.title, at(here, 'title'), env);
        checkCardNumbers(walk, modal.title, at(here, 'title'), 'display', env);
      }
      walkList(walk, modal.body, at(here, 'body'), env, 'widgets');
      walkList(walk, modal.onDismiss, at(here, 'onDismiss'), env, 'actions');
    }
  }
  return walk.problems;
}
