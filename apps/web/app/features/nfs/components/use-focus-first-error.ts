import { useEffect, type RefObject } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';

const INVALID_CONTROL = ':is(input, textarea, button)[aria-invalid="true"]';

/**
 * After a refused submit, the focus goes to the first field with a message in the page's
 * order (react-hook-form's own choice follows the order the fields registered in). Use
 * with `shouldFocusError: false`.
 */
export function useFocusFirstError<T extends FieldValues>(
  formRef: RefObject<HTMLFormElement | null>,
  { submitCount, isSubmitSuccessful }: Pick<FormState<T>, 'submitCount' | 'isSubmitSuccessful'>,
): void {
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    focusFirstInvalid(formRef.current);
  }, [submitCount, isSubmitSuccessful, formRef]);
}

/** Focuses the first control of `form` marked invalid; false when there is none. */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const control = form?.querySelector<HTMLElement>(INVALID_CONTROL);
  control?.focus();
  return !!control;
}
