import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form validated by a contract schema, so the browser and the server reject the same input in
 * the same words. The schema's input is the wire's (optional fields, numbers), not the form's
 * (empty strings, `null` for nothing picked): the one cast between the two is here. `prepare`
 * turns the form's values into what the schema reads (an empty password meaning "keep it").
 */
export function contractResolver<V extends FieldValues>(
  schema: z.ZodType,
  prepare?: (values: V) => Record<string, unknown>,
): Resolver<V> {
  const resolve = zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<V>;
  if (!prepare) return resolve;
  return (values, context, options) => resolve(prepare(values) as V, context, options);
}
