import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { StepId, StepPayloadInputs, Track } from '@contabil/contracts';
import { ApiError } from '~/lib/api-client';
import { trackQueryKey } from './api/track-api';
import { useSaveStep } from './api/use-save-step';
import { applyStepApiError } from '~/lib/step-form';

interface StepSubmissionOptions<S extends StepId, TForm extends FieldValues> {
  companyId: string;
  stepId: S;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed output type
  form: UseFormReturn<TForm, unknown, any>;
  onSaved: (track: Track) => void;
}

/**
 * Posts a step's payload; the API's field errors go under the fields, anything else
 * (a locked step, previous steps pending, no connection) in the form's alert. A 409
 * means the track moved on elsewhere: it is loaded again.
 */
export function useStepSubmission<S extends StepId, TForm extends FieldValues>({
  companyId,
  stepId,
  form,
  onSaved,
}: StepSubmissionOptions<S, TForm>) {
  const save = useSaveStep(companyId, stepId);
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (payload: StepPayloadInputs[S]) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync(payload));
    } catch (error) {
      setFormError(applyStepApiError(error, form.setError, form.getValues()));
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: trackQueryKey(companyId) });
      }
    }
  };

  return { submit, formError, setFormError };
}
