import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A serializer compiled (fast-json-stringify) from a contract schema, for hot routes whose large bodies the
 * generic zod serializer (validate, then JSON.stringify) makes slow. Like that one, it writes only the
 * schema's properties, so nothing undocumented leaks; the handler must build the body from the contract's types.
 */
export function compiledSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}
