import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from './select';

interface ChoiceSelectProps {
  /** The choices: value to label, in the order shown. */
  labels: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  // Given by FormField.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** One of a few coded choices, by its label; FormField's id and aria links go to the trigger. */
export function ChoiceSelect({ labels, value, onChange, onBlur, name, disabled, ...aria }: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} {...(name ? { name } : {})} {...(disabled ? { disabled } : {})}>
      <SelectTrigger {...aria} onBlur={onBlur} className="aria-invalid:border-destructive">
        <SelectValue placeholder="Escolha" />
      </SelectTrigger>
      <SelectContent>
        <ChoiceItems labels={labels} />
      </SelectContent>
    </Select>
  );
}

/** A Select's items for a value-to-label record, in the record's order. */
export function ChoiceItems({ labels }: { labels: Readonly<Record<string, string>> }) {
  return Object.entries(labels).map(([code, label]) => (
    <SelectItem key={code} value={code}>
      <SelectItemText>{label}</SelectItemText>
    </SelectItem>
  ));
}
