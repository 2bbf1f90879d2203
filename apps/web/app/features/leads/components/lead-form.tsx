import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { clsx } from 'clsx';
import type { LeadSource, Plan } from '@contabil/contracts';
import { buttonVariants } from '~/components/ui/button-variants';
import { formatMonthlyPrice } from '~/lib/format/money';
import { PRIVACY_POLICY_PATH } from '~/lib/legal-paths';
import type { LeadField, LeadFieldErrors } from '../lead-form-data';
import { isLeadFieldFixed } from '../lead-field-fixed';
import type { LeadFormResult } from '../lead-form-result';
import { formatLeadPhone } from '../lead-phone-mask';

export const LEAD_SENT_MESSAGE =
  'Recebemos seus dados. Um contador vai falar com você em até um dia útil, no horário comercial.';

// Plain elements with the design system's classes: public pages stay free of Radix and tailwind-merge.
const controlClass =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm';

/**
 * "Prefere falar com um contador?": posts to the page's action (which sends `POST /leads`),
 * in place with JavaScript and as a plain form without it.
 */
/** Without plans (a page that sells no plan, or the plans could not be loaded) the plan choice is left out. */
export function LeadForm({ plans, source }: { plans: readonly Plan[] | null; source: LeadSource }) {
  const fetcher = useFetcher<LeadFormResult>();
  // Without JavaScript the form posts as a navigation and the answer comes back as action data.
  const actionData = useActionData<LeadFormResult>();
  const result = fetcher.data ?? actionData;
  const formRef = useRef<HTMLFormElement>(null);
  const isSending = fetcher.state !== 'idle';
  const statusId = useId();
  // The fields fixed since the answer came back: their messages go away as the person types.
  const [fixed, setFixed] = useState<{ result: LeadFormResult | undefined; fields: readonly LeadField[] }>({
    result: undefined,
    fields: [],
  });
  const fixedFields = fixed.result === result ? fixed.fields : [];
  const fieldErrors: LeadFieldErrors =
    result?.status === 'invalid'
      ? Object.fromEntries(
          Object.entries(result.fieldErrors).filter(([field]) => !fixedFields.includes(field as LeadField)),
        )
      : {};

  // React's change event bubbles from every control (typing included) to the form.
  const onFieldChange = (event: FormEvent<HTMLFormElement>) => {
    const control = event.target as HTMLInputElement | HTMLSelectElement;
    const field = control.name as LeadField;
    if (!fieldErrors[field] || !isLeadFieldFixed(field, control)) return;
    setFixed({ result, fields: [...fixedFields, field] });
  };

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.status === 'sent') formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onChange={onFieldChange}
      className="grid gap-4"
      aria-describedby={result && result.status !== 'invalid' ? statusId : undefined}
    >
      <input type="hidden" name="source" value={source} />
      {result?.status === 'sent' && (
        <p
          id={statusId}
          role="status"
          className="rounded-md border border-success-border bg-success-soft px-4 py-3 text-sm text-success"
        >
          {LEAD_SENT_MESSAGE}
        </p>
      )}
      {result?.status === 'error' && (
        <p
          id={statusId}
          role="alert"
          className="rounded-md border border-destructive-border bg-destructive-soft px-4 py-3 text-sm text-destructive"
        >
          {result.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <LeadFormField name="name" label="Nome" error={fieldErrors.name}>
          {(props) => <input {...props} autoComplete="name" className={controlClass} />}
        </LeadFormField>
        <LeadFormField name="email" label="E-mail" error={fieldErrors.email}>
          {(props) => (
            <input
              {...props}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              className={controlClass}
            />
          )}
        </LeadFormField>
        <LeadFormField name="phone" label="Celular (opcional)" error={fieldErrors.phone}>
          {(props) => (
            <input
              {...props}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+55 (11) 91234-5678"
              maxLength={19}
              onChange={(event) => {
                event.target.value = formatLeadPhone(event.target.value);
              }}
              className={controlClass}
            />
          )}
        </LeadFormField>
        {plans && plans.length > 0 && (
          <LeadFormField name="planId" label="Plano de interesse (opcional)" error={fieldErrors.planId}>
            {(props) => (
              <select {...props} defaultValue="" className={clsx(controlClass, 'cursor-pointer')}>
                <option value="">Ainda não sei</option>
                {plans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name} ({formatMonthlyPrice(plan.price)})
                  </option>
                ))}
              </select>
            )}
          </LeadFormField>
        )}
      </div>
      <button
        type="submit"
        disabled={isSending}
        aria-busy={isSending || undefined}
        className={buttonVariants({ size: 'lg', className: 'w-full sm:w-fit' })}
      >
        {isSending ? 'Enviando…' : 'Quero falar com um contador'}
      </button>
      <p className="text-xs text-muted-foreground">
        Usamos estes dados só para falar com você sobre a contabilidade da sua empresa. Veja a{' '}
        <Link to={PRIVACY_POLICY_PATH} className="font-medium text-primary underline underline-offset-4">
          política de privacidade
        </Link>
        .
      </p>
    </fetcher.Form>
  );
}

interface ControlProps {
  id: string;
  name: LeadField;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function LeadFormField({
  name,
  label,
  error,
  children,
}: {
  name: LeadField;
  label: string;
  error: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = `lead-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
