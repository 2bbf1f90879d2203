import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { toast } from '~/platform/toast';
import { isoToBrDate } from '~/lib/masks';
import { formatReais } from '~/lib/format/money';
import { formatBarcode } from '~/lib/format/barcode';

export interface Guide {
  description: string;
  /** In reais. */
  amount: number;
  dueDate: string;
  barcode: string;
  instructions?: string | undefined;
}

/** Reads the awaiting-guide payload; null when it is not a guide. */
export function guideFromPayload(payload: Record<string, unknown> | null | undefined): Guide | null {
  if (!payload) return null;
  const { description, amount, dueDate, barcode, instructions } = payload;
  if (typeof description !== 'string' || typeof amount !== 'number') return null;
  if (typeof dueDate !== 'string' || typeof barcode !== 'string') return null;
  return {
    description,
    amount,
    dueDate,
    barcode,
    instructions: typeof instructions === 'string' ? instructions : undefined,
  };
}

/** The guide our accountant issued: what it is, how much, until when, and the line to pay it with. */
export function GuideDetails({ guide }: { guide: Guide }) {
  const [copied, setCopied] = useState(false);
  const digits = guide.barcode.replace(/\D/g, '');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(digits);
      setCopied(true);
      toast.success('Linha digitável copiada');
      setTimeout(() => setCopied(false), 3_000);
    } catch {
      toast.error('Não foi possível copiar. Selecione o número e copie manualmente.');
    }
  };

  return (
    <section aria-labelledby="guide-title" className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6">
      <h3 id="guide-title" className="font-semibold">
        {guide.description}
      </h3>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-sm text-muted-foreground">Valor</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatReais(guide.amount)}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm text-muted-foreground">Vencimento</dt>
          <dd className="text-xl font-semibold tabular-nums">{isoToBrDate(guide.dueDate)}</dd>
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <dt className="text-sm text-muted-foreground">Linha digitável</dt>
          <dd className="grid gap-2 sm:flex sm:items-center sm:gap-3">
            <code className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all">
              {formatBarcode(guide.barcode)}
            </code>
            <Button variant="outline" onClick={() => void copy()} className="justify-self-start">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copiada' : 'Copiar'} <span className="sr-only">linha digitável</span>
            </Button>
          </dd>
        </div>
      </dl>
      {guide.instructions && <p className="text-sm whitespace-pre-line text-muted-foreground">{guide.instructions}</p>}
    </section>
  );
}
