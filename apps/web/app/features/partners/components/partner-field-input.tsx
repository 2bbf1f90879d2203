import type { PartnerField } from '@contabil/contracts';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { MaskedInput } from '~/components/ui/masked-input';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';

interface PartnerFieldInputProps {
  field: PartnerField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** One of a partner's fields, by its type: text, e-mail, phone and CNPJ (masked), a list, or a long text. */
export function PartnerFieldInput({ field, value, error, onChange }: PartnerFieldInputProps) {
  const label = field.required ? field.label : `${field.label} (opcional)`;
  const id = `campo-${field.key}`;
  const common = { id, name: field.key, value, required: field.required };
  const control = (() => {
    switch (field.type) {
      case 'email':
        return (
          <Input
            {...common}
            type="email"
            inputMode="email"
            spellCheck={false}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      case 'phone':
        return (
          <MaskedInput
            {...common}
            type="tel"
            mask="phone"
            placeholder="(11) 91234-5678"
            onChange={(e) => onChange(e.target.value)}
          />
        );
      case 'cnpj':
        return (
          <MaskedInput
            {...common}
            mask="cnpj"
            placeholder="00.000.000/0000-00"
            onChange={(e) => onChange(e.target.value)}
          />
        );
      case 'textarea':
        return <Textarea {...common} maxLength={2000} onChange={(e) => onChange(e.target.value)} />;
      case 'select':
        return (
          <Select value={value || undefined} onValueChange={onChange}>
            <SelectTrigger
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <SelectValue placeholder="Escolha uma opção" />
            </SelectTrigger>
            <SelectContent>
              {(field.options ?? []).map((option) => (
                <SelectItem key={option} value={option}>
                  <SelectItemText>{option}</SelectItemText>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        );
      default:
        return <Input {...common} onChange={(e) => onChange(e.target.value)} />;
    }
  })();
  if (field.type === 'select') {
    // Radix's Select takes no id: the label points at its trigger instead.
    return (
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        {control}
        {error && (
          <p id={`${id}-error`} data-slot="form-field-error" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <FormField label={label} error={error} className={field.type === 'textarea' ? 'sm:col-span-2' : undefined}>
      {control}
    </FormField>
  );
}
