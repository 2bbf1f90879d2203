import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messages } from '@contabil/contracts';
import { ApiError } from './api-client';

/**
 * Puts the API's field messages under the matching form fields and returns the
 * message for the form's alert region, or null when every message found a field.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: ReadonlyArray<Path<T>>,
): string | null {
  if (!(error instanceof ApiError)) return messages.internalError;
  let unplaced = false;
  const entries = Object.entries(error.fields);
  for (const [name, message] of entries) {
    const field = formFields.find((candidate) => candidate === name);
    if (field) setError(field, { type: 'server', message });
    else unplaced = true;
  }
  return entries.length === 0 || unplaced ? error.message : null;
}
