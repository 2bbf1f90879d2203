import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';

interface StepActionsProps {
  isSaving: boolean;
  /** Going back to the previous step, when it can still be changed. */
  onBack?: (() => void) | undefined;
  submitLabel?: string;
  savingLabel?: string;
}

/** "Voltar" and "Continuar" under a step's form; Continuar is busy while the step is saved. */
export function StepActions({
  isSaving,
  onBack,
  submitLabel = 'Continuar',
  savingLabel = 'Salvando…',
}: StepActionsProps) {
  const isHydrated = useHydrated();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button variant="outline" size="lg" onClick={onBack} disabled={isSaving}>
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button type="submit" size="lg" disabled={!isHydrated || isSaving} aria-busy={isSaving || undefined}>
        {isSaving && <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
        {isSaving ? savingLabel : submitLabel}
      </Button>
    </div>
  );
}
