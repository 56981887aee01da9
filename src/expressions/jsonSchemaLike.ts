/**
 * The part of a JSON Schema that type inference (`language/types/`) and the runtime's schema
 * readers (the device schema, card-number fields) read. `$ref`s are expected to be resolved by
 * whoever builds the environment (the screen checker dereferences the endpoint schemas).
 */
export interface JSONSchemaLike {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  const?: unknown;
  items?: JSONSchemaLike | readonly JSONSchemaLike[] | boolean;
  properties?: Readonly<Record<string, JSONSchemaLike>>;
  additionalProperties?: JSONSchemaLike | boolean;
  anyOf?: readonly JSONSchemaLike[];
  oneOf?: readonly JSONSchemaLike[];
  [keyword: string]: unknown;
}
