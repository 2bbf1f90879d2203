import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { shortLinkInputSchema, type ShortLink, type ShortLinkInput, type ShortLinkValues } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { applyApiError } from '~/lib/api-form-errors';
import { FormActions } from '~/components/ui/form-actions';

const FIELDS = ['alias', 'url'] as const;

interface ShortLinkFormProps {
  /** The link being edited; none for a new one. */
  link?: ShortLink;
  /** Where the short address starts, shown before the alias ("https://api…/functions/links/"). */
  shortUrlPrefix: string;
  onSubmit: (values: ShortLinkInput) => Promise<void>;
  onCancel: () => void;
}

/** Alias and address of a short link, checked with the API's own rules before sending. */
export function ShortLinkForm({ link, shortUrlPrefix, onSubmit, onCancel }: ShortLinkFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ShortLinkInput, unknown, ShortLinkValues>({
    resolver: zodResolver(shortLinkInputSchema),
    defaultValues: { alias: link?.alias ?? '', url: link?.url ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const alias = form.watch('alias');

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, FIELDS));
    }
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="grid gap-5"
      aria-label={link ? 'Editar link' : 'Novo link'}
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid gap-2">
        <FormField
          label="Apelido"
          hint="Letras sem acento, números e hífens, de 2 a 64 caracteres. Maiúsculas e minúsculas são o mesmo apelido."
          error={errors.alias?.message}
        >
          <Input id="link-apelido" autoComplete="off" spellCheck={false} maxLength={64} {...form.register('alias')} />
        </FormField>
        <p className="text-sm break-all text-muted-foreground">
          Link curto: {shortUrlPrefix}
          <strong className="text-foreground">{(alias ?? '').trim().toLowerCase() || 'apelido'}</strong>
        </p>
      </div>
      <FormField
        label="Endereço de destino"
        hint="O endereço completo, começando com https:// ou http://."
        error={errors.url?.message}
      >
        <Input
          id="link-destino"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          {...form.register('url')}
        />
      </FormField>
      <FormActions
        closeLabel="Cancelar"
        onClose={onCancel}
        submitLabel={link ? 'Salvar link' : 'Criar link'}
        busyLabel="Salvando…"
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
