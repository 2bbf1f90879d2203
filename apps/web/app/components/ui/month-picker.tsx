import { useState, type ReactNode } from 'react';
import { formatCompetence } from '~/lib/format/months';
import { COMPETENCE_MASK, competenceFieldSchema } from '~/lib/masks';
import { Button } from './button';
import { FormField } from './form-field';
import { MaskedInput } from './masked-input';

interface MonthPickerProps {
  label: string;
  submitLabel: string;
  /** The month shown, AAAA-MM. */
  month: string;
  /** Called with the month typed (AAAA-MM) once it is a valid mm/aaaa. */
  onMonth: (month: string) => void;
  /** Beside the button (a link to where the month's data comes from). */
  children?: ReactNode;
}

/** A month typed as mm/aaaa and a button that shows it; an invalid month is said under the field. */
export function MonthPicker({ label, submitLabel, month, onMonth, children }: MonthPickerProps) {
  const [typed, setTyped] = useState(() => formatCompetence(month));
  const [error, setError] = useState<string | null>(null);

  const choose = () => {
    const parsed = competenceFieldSchema.safeParse(typed);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Mês inválido');
    setError(null);
    onMonth(parsed.data);
  };

  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        choose();
      }}
    >
      <FormField label={label} hint="mm/aaaa" error={error ?? undefined}>
        <MaskedInput
          mask={COMPETENCE_MASK}
          className="w-32"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline">
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
