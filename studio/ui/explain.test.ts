import { describe, expect, it } from 'vitest';
import { compileValue } from '../../language/formula';
import type { StudioPreviewReport } from '../../src/engine/studioProbe';
import type { Scope } from '../../src/expressions/types';
import type { ConditionOwner, StudioCondition } from '../studioTypes';
import cases from './cases/explain.json';
import { explainCondition, hiddenAncestors } from './explain';

interface Case {
  name: string;
  formula: string;
  key?: StudioCondition['key'];
  owner?: ConditionOwner;
  pointer?: string;
  scope: Partial<Scope>;
  items?: StudioPreviewReport['items'];
  expected: { kind: string; value?: unknown; sentence?: string; sentences?: string[] };
}

function condition(formula: string, overrides: Partial<StudioCondition> = {}): StudioCondition {
  const compiled = compileValue(formula);
  if ('error' in compiled) throw new Error(compiled.error.message);
  return {
    pointer: '/body/0/when',
    key: 'when',
    tree: compiled.tree,
    owner: 'widget',
    ownerType: 'button',
    ownerLabel: 'Borrow Again',
    source: { file: 'screens/x.json', pointer: '/body/0/when', line: 1, column: 1, text: formula },
    names: [],
    ...overrides,
  };
}

function report(scope: Partial<Scope>, items: StudioPreviewReport['items'] = {}): StudioPreviewReport {
  return {
    kind: 'loan-studio:preview',
    file: 'screens/x.json',
    scenario: 'default',
    scope: { data: {}, state: {}, query: {}, session: {}, ...scope },
    sources: {},
    modals: [],
    items,
  };
}

describe('explainCondition', () => {
  it.each(cases as Case[])('$name', (c) => {
    const explained = explainCondition(
      condition(c.formula, {
        ...(c.key ? { key: c.key } : {}),
        ...(c.owner ? { owner: c.owner } : {}),
        ...(c.pointer ? { pointer: c.pointer } : {}),
      }),
      report(c.scope, c.items),
    );
    expect(explained.kind).toBe(c.expected.kind);
    if (explained.kind === 'decided') {
      expect(explained.decision.value).toEqual(c.expected.value);
      expect(explained.decision.sentence).toBe(c.expected.sentence);
    }
    if (explained.kind === 'perItem')
      expect(explained.items.map((i) => i.decision.sentence)).toEqual(c.expected.sentences);
  });
});

describe('a condition its owner decides per element of its own list', () => {
  const compile = (formula: string) => {
    const compiled = compileValue(formula);
    if ('error' in compiled) throw new Error(compiled.error.message);
    return compiled.tree;
  };
  const visible = condition('=!item.cardType || item.cardType == state.cardType', {
    pointer: '/body/0/visible',
    key: 'visible',
    ownerType: 'form',
    ownerLabel: 'form',
    perItem: { items: compile('=data.card.items'), label: compile('=item.name') },
  });
  const fields = [{ name: 'Bank' }, { name: 'Wallet number', cardType: 2 }];

  it('explains each field, named by its label', () => {
    const explained = explainCondition(
      visible,
      report({ data: { card: { items: fields } }, state: { cardType: 1 } }),
    );
    expect(explained).toMatchObject({
      kind: 'perItem',
      items: [
        {
          index: 0,
          label: 'Bank',
          decision: {
            holds: true,
            sentence: 'shown because item.cardType is absent and state.cardType is 1',
          },
        },
        {
          index: 1,
          label: 'Wallet number',
          decision: { holds: false, sentence: 'hidden because item.cardType is 2 and state.cardType is 1' },
        },
      ],
    });
  });

  it('says no item is shown while the list is not there', () => {
    expect(explainCondition(visible, report({ data: {} })).kind).toBe('noItem');
  });
});

describe('hiddenAncestors', () => {
  it('names the hidden stack a widget sits in', () => {
    const stack = condition('=state.open', { pointer: '/body/0/when', ownerLabel: 'Buttons' });
    const button = condition('=true', { pointer: '/body/0/children/1/when' });
    const sibling = condition('=true', { pointer: '/body/1/when' });
    const conditions = [stack, button, sibling];
    const scope = report({ state: { open: false } });
    const explanations = new Map(conditions.map((c) => [c.pointer, explainCondition(c, scope)]));
    expect([...hiddenAncestors(conditions, explanations)]).toEqual([['/body/0/children/1/when', 'Buttons']]);
  });
});
