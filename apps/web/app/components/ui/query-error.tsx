import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';

/** A query that failed: the API's message and a way to try again. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert tone="error" className="grid gap-3 sm:flex sm:items-center sm:justify-between">
      <span>{error.message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert>
  );
}
