import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** Whether a schema only accepts a JSON object (through pipes, unions and wrappers). */
function describesObject(schema: $ZodType): boolean {
  if (!schema?._zod) return false;
  const def = schema._zod.def as { type: string; in?: $ZodType; options?: $ZodType[]; innerType?: $ZodType };
  switch (def.type) {
    case 'object':
      return true;
    case 'pipe':
      return def.in ? describesObject(def.in) : false;
    case 'union':
      return Array.isArray(def.options) && def.options.length > 0 && def.options.every(describesObject);
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return def.innerType ? describesObject(def.innerType) : false;
    default:
      return false;
  }
}

const isObject = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/**
 * The zod validator compiler, with one rule before any body schema runs: when the schema takes
 * an object, a body that is not one (`null`, an array, a bare string or number, no body at all)
 * is refused like any invalid body, 400 `validation.failed` with zod's "expected object" detail.
 * An object schema's own refinements may then assume an object: one that did not, given `null`,
 * threw, and the request ended in a 500.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'body' || !describesObject(route.schema)) return validate;
  // Answers a value that is not an object exactly as zod does (same error shape and message).
  const refuse = zodValidatorCompiler({ ...route, schema: z.object({}) });
  return (data) => (isObject(data) ? validate(data) : refuse(data));
};
