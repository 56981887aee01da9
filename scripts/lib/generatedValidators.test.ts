// Runs in the default jsdom environment on purpose: it proves the generated ESM validators load where
// the app's unit tests run, with no require() and no eval.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/generated/endpoints';
import {
  dataValidators,
  validateCommonEnvelope,
  validateVariantEnvelope,
} from '../../src/generated/validators.js';
import cases from './validateFixture.cases.json';

type Body = Record<string, unknown>;

describe('generated validators', () => {
  it('have one data validator per endpoint', () => {
    expect(Object.keys(dataValidators).sort()).toEqual(Object.keys(endpoints).sort());
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
        dataValidators[endpoint as keyof typeof dataValidators](
          client === 'variant' ? record.attach : record.data,
        );
      expect(envelopeValid && dataValid).toBe(errors.length === 0);
    },
  );

  it('report the failing path', () => {
    const validate = dataValidators.loanDetails;
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
