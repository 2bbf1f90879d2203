import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhone, type CurrentUser } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { SubmitButton } from '~/components/ui/submit-button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MaskedInput } from '~/components/ui/masked-input';
import { DetailSection } from '~/components/ui/detail-section';
import { toast } from '~/platform/toast';
import { applyApiError } from '~/lib/api-form-errors';
import { useApiClient } from '~/lib/api-client-context';
import { updateProfile } from '../profile-api';
import { profileFormSchema, type ProfileFormInput, type ProfileFormValues } from '../profile-forms';
import { useRefreshProfile } from './use-refresh-profile';

export function PersonalDataSection({ user }: { user: CurrentUser }) {
  const client = useApiClient();
  const refreshProfile = useRefreshProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.displayName, phone: user.phoneNumber ? formatPhone(user.phoneNumber) : '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await updateProfile(client, user.uid, values);
      await refreshProfile();
      form.reset({ name: values.name, phone: values.phone ? formatPhone(values.phone) : '' });
      toast.success('Dados salvos.');
    } catch (error) {
      setFormError(applyApiError(error, form.setError, ['name', 'phone']));
    }
  });

  return (
    <DetailSection title="Dados pessoais">
      <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Dados pessoais">
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label="Nome" error={errors.name?.message}>
            <Input autoComplete="name" autoCapitalize="words" {...form.register('name')} />
          </FormField>
          <FormField label="Celular" error={errors.phone?.message}>
            <MaskedInput
              type="tel"
              mask="phone"
              autoComplete="tel-national"
              placeholder="(11) 91234-5678"
              {...form.register('phone')}
            />
          </FormField>
        </div>
        <div className="flex justify-end">
          <SubmitButton label="Salvar dados" busyLabel="Salvando…" isSubmitting={isSubmitting} disabled={!isDirty} />
        </div>
      </form>
    </DetailSection>
  );
}
