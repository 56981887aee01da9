// Runs in the default jsdom environment on purpose: it proves the generated ESM validators load where
// the app's unit tests run, with no require() and no eval.
import { describe, expect, it } from 'vitest';
import cases from '../../language/api/validateFixture.cases.json';
import { endpoints } from '../../src/generated/endpoints';
import { validateCommonEnvelope, validateVariantEnvelope } from '../../src/generated/validators/envelopes.js';
import { dataValidatorLoaders, type Validator } from '../../src/generated/validators/index';

type Body = Record<string, unknown>;

// Each endpoint's check is a module of its own (a chunk in the app); the tests load them all.
const dataValidators: Record<string, Validator> = Object.fromEntries(
  await Promise.all(
    Object.entries(dataValidatorLoaders).map(async ([id, load]) => [id, (await load()).validate] as const),
  ),
);

describe('generated validators', () => {
  it('have one data validator per endpoint, each its own module', () => {
    expect(Object.keys(dataValidatorLoaders).sort()).toEqual(Object.keys(endpoints).sort());
    expect(new Set(Object.values(dataValidators)).size).toBe(Object.keys(endpoints).length);
  });

  // Same table as validateFixture: the app must accept exactly what CI accepts.
  it.each(cases.filter((c) => c.endpoint in endpoints))(
    'agree with validateFixture: $name',
    ({ endpoint, body, errors }) => {
      const client = endpoints[endpoint as keyof typeof endpoints].client;
      const envelopeValid =
        client === 'variant' ? validateVariantEnvelope(body) : validateCommonEnvelope(body);
      const record = body as Body;
      const success = client === 'variant' ? record.status === '00' : Number(record.code) === 0;
      const dataValid =
        !envelopeValid ||
        !success ||
        (dataValidators[endpoint] as Validator)(client === 'variant' ? record.attach : record.data);
      expect(envelopeValid && dataValid).toBe(errors.length === 0);
    },
  );

  it('report the failing path', () => {
    const validate = dataValidators.loanDetails as Validator;
    const valid = {
      productName: 'p',
      productLogo: 'l',
      userOrderDetail: { detail: [] },
      isDelay: 0,
      isScore: 0,
      cardNeedPop: 0,
    };
    expect(validate({ ...valid, orderStatus: 174 })).toBe(true);
    expect(validate({ ...valid, orderStatus: '174' })).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/orderStatus');
  });
});
