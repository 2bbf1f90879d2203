import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { StepPayloadInputs } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { toast } from '~/platform/toast';
import { applyApiError } from '~/lib/api-form-errors';
import { useApiClient } from '~/lib/api-client-context';
import { adminCompaniesKeys, completeAccountantStep, type AccountantStepId } from '../api/admin-companies-api';

/**
 * Sends an accountant step's payload, puts the API's field messages under the fields and
 * reloads the company.
 */
export function useAccountantStepSubmit<T extends FieldValues, S extends AccountantStepId>(
  companyId: string,
  stepId: S,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (payload: StepPayloadInputs[S]) => {
    setFormError(null);
    try {
      await completeAccountantStep(client, companyId, stepId, payload);
      toast.success('Etapa concluída. O cliente já vê no aplicativo.');
      await queryClient.invalidateQueries({ queryKey: adminCompaniesKeys.all });
    } catch (error) {
      setFormError(applyApiError(error, setError, fields));
    }
  };
  return { submit, formError };
}

export function AccountantStepFormShell({
  title,
  description,
  formError,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  formError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      className="grid gap-5 rounded-md border border-primary/30 bg-primary-soft/40 p-3 sm:p-4"
    >
      <div className="grid gap-1">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      {children}
    </form>
  );
}
