import { describe, expect, it } from 'vitest';
import { trimErrorObjects } from './trimErrorObjects';

describe('trimErrorObjects', () => {
  it.each([
    [
      'a type error keeps its path, keyword and message',
      'v.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];',
      'v.errors = [{instancePath,keyword:"type",message:"must be object"}];',
    ],
    [
      'params holding a pattern with braces and quotes',
      'e = {instancePath:p,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\\\d{4}\\"}$"},message:"must match"};',
      'e = {instancePath:p,keyword:"pattern",message:"must match"};',
    ],
    [
      'a message that names params is left alone',
      'e = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: m0},message:"must have required property \'"+m0+"\'"};',
      'e = {instancePath,keyword:"required",message:"must have required property \'"+m0+"\'"};',
    ],
    [
      'a string that only looks like a property',
      'const s = "x,params:{a},schemaPath:\\"y\\",";',
      'const s = "x,params:{a},schemaPath:\\"y\\",";',
    ],
    [
      'a schema constant only params read goes',
      'const schema46 = {"enum":[0,1]};\nv.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"m"}];\n',
      'v.errors = [{instancePath,keyword:"enum",message:"m"}];\n',
    ],
    [
      'a schema constant the code still reads stays',
      'const schema47 = {"enum":[0,1]};\nif (!schema47.enum.includes(d)) fail();\n',
      'const schema47 = {"enum":[0,1]};\nif (!schema47.enum.includes(d)) fail();\n',
    ],
  ])('%s', (_, code, trimmed) => {
    expect(trimErrorObjects(code)).toBe(trimmed);
  });
});
