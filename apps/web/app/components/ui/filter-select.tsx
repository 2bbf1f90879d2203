import { useId } from 'react';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';
import { ChoiceItems } from '~/components/ui/choice-select';

const ALL = 'todos';

interface FilterSelectProps<T extends string> {
  label: string;
  value: T | null;
  options: Readonly<Record<T, string>>;
  onChange: (value: T | null) => void;
  allLabel?: string;
}

/** A list filter: one of the options, or "Todos" (Radix items cannot hold an empty value). */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  allLabel = 'Todos',
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? null : (next as T))}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>
            <SelectItemText>{allLabel}</SelectItemText>
          </SelectItem>
          <ChoiceItems labels={options} />
        </SelectContent>
      </Select>
    </div>
  );
}
