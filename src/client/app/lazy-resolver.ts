import type { FieldValues, Resolver } from 'react-hook-form';
import { loadErrorMessages } from '@/lib/i18n';

/**
 * A react-hook-form resolver whose zod schema, and zod itself, load at the form's first
 * validation (a submit), not with the page: the schema library costs 25 KB gzipped, more than a
 * page's own code, and the page paints and answers without it. The same schema as the API's
 * (shared/schemas), so both sides keep giving the same error codes.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<unknown>): Resolver<T> {
  let ready: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    // The error messages too: a field's error shows in words, never as its code.
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod'), loadErrorMessages()]).then(
      ([schema, { zodResolver }]) => (zodResolver as (s: unknown) => Resolver<T>)(schema),
    );
    return (await ready)(values, context, options);
  };
}

type SafeParse<T> = (
  value: unknown,
) =>
  | { success: true; data: T }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/** What a form's check found: the values the schema made, or the first error code of each field. */
export type FormCheck<T> = { values: T; errors?: never } | { values?: never; errors: Record<string, string> };

/**
 * The same check as lazyZodResolver for a form that does without react-hook-form (a field that
 * is on the first screen: the chat composer, the reflection writer): the schema, zod and the
 * error messages load at the first check.
 */
export function lazyZodCheck<T>(
  load: () => Promise<{ safeParse: SafeParse<T> }>,
): (values: unknown) => Promise<FormCheck<T>> {
  let ready: Promise<{ safeParse: SafeParse<T> }> | undefined;
  return async (values) => {
    ready ??= Promise.all([load(), loadErrorMessages()]).then(([schema]) => schema);
    const result = (await ready).safeParse(values);
    if (result.success) return { values: result.data };
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
    return { errors };
  };
}
