import { documentTypeLabels, type DocumentType } from '@contabil/contracts';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';

interface TypeSelectProps {
  types: readonly DocumentType[];
  value: string;
  onChange: (type: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  // Given by FormField.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The document type, by its label; the ids and aria links from FormField go to the trigger. */
export function TypeSelect({ types, value, onChange, onBlur, name, disabled, ...aria }: TypeSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} {...(name ? { name } : {})} {...(disabled ? { disabled } : {})}>
      <SelectTrigger {...aria} onBlur={onBlur} className="aria-invalid:border-destructive">
        <SelectValue placeholder="Escolha" />
      </SelectTrigger>
      <SelectContent>
        {types.map((type) => (
          <SelectItem key={type} value={type}>
            <SelectItemText>{documentTypeLabels[type]}</SelectItemText>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
