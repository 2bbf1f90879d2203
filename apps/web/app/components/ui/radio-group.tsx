import { useId, type ComponentProps, type ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '~/lib/cn';

/** Arrow keys move between the options, Tab leaves the group (Radix RadioGroup). */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn('grid gap-2', className)} {...props} />;
}

interface RadioCardProps extends Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'> {
  label: ReactNode;
  /** A line under the label, e.g. why the option is not available. */
  description?: ReactNode;
}

/**
 * An option as a card the whole of which can be clicked: the radio, its label and an
 * optional description (linked with aria-describedby).
 */
export function RadioCard({ className, label, description, id, value, ...props }: RadioCardProps) {
  const generatedId = useId();
  const itemId = id ?? generatedId;
  const labelId = `${itemId}-label`;
  const descriptionId = description ? `${itemId}-description` : undefined;
  return (
    <label
      htmlFor={itemId}
      data-slot="radio-card"
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-md border border-input bg-surface p-3 text-sm shadow-xs transition-colors',
        'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-muted has-[:disabled]:opacity-70',
        className,
      )}
    >
      <RadioGroupPrimitive.Item
        id={itemId}
        value={value}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className={cn(
          'mt-0.5 flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-surface',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-not-allowed data-[state=checked]:border-primary',
        )}
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
      </RadioGroupPrimitive.Item>
      <span className="grid gap-1">
        <span id={labelId} className="leading-tight font-medium text-foreground">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
