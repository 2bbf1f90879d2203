import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyApiError } from '~/lib/api-form-errors';

/**
 * A resolver for a form whose fields hold what people type (masked documents, dates in
 * dd/mm/aaaa, "R$ 1.234,56") and whose submit gets the step's payload: `toInput` turns
 * the form values into the contract's input, and the contract's schema (with its
 * Portuguese messages) validates it. Field names match the payload's, so messages land
 * on the right fields.
 */
export function stepResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toInput: (values: TForm) => unknown,
  /** A clearer message for a field left empty than the contract's generic one ("CNAE inválido"). */
  emptyMessages: Readonly<Record<string, string>> = {},
): Resolver<TForm, unknown, z.output<TSchema>> {
  // The contract's schema types its own input; the form's values differ on purpose.
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<TSchema>>;
  return (async (values, context, options) => {
    const result = await resolve(toInput(values) as FieldValues, context, options as never);
    for (const [name, message] of Object.entries(emptyMessages)) {
      const error = valueAt(result.errors, name) as { message?: string } | undefined;
      const value = valueAt(values, name);
      if (error && (value === '' || value === undefined || value === null)) error.message = message;
    }
    return result;
  }) as Resolver<TForm, unknown, z.output<TSchema>>;
}

/** The value at a dotted path ("address.state"), or undefined. */
function valueAt(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      source,
    );
}

/** Every field path in `values` ("partners", "partners.0", "partners.0.cpf"...), for the API's field errors. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object') return prefix ? [prefix] : [];
  const entries = Array.isArray(values)
    ? values.map((value, index) => [String(index), value] as const)
    : Object.entries(values);
  const nested = entries.flatMap(([key, value]) => fieldPaths(value, prefix ? `${prefix}.${key}` : key));
  return prefix ? [prefix, ...nested] : nested;
}

/** Puts the API's field messages on the form's fields; returns the message for the form's alert, if any. */
export function applyStepApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  values: T,
  extraFields: readonly string[] = [],
): string | null {
  return applyApiError(error, setError, [...fieldPaths(values), ...extraFields] as Path<T>[]);
}

/** "" and whitespace become undefined: optional fields the person left empty. */
export function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
