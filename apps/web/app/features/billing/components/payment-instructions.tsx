import { useState } from 'react';
import { Check, Copy, FileText } from 'lucide-react';
import type { BoletoCharge, PixCharge } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { cn } from '~/lib/cn';
import { formatDate, formatDateTime } from '~/lib/format/dates';

export const PIX_COPY_LABEL = 'Copiar código Pix';
export const BOLETO_COPY_LABEL = 'Copiar linha digitável';

/** Copies a text; says "Copiado" for a moment (or how to copy by hand when the browser refuses). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      setTimeout(() => setState('idle'), 3_000);
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="grid gap-1">
      <Button type="button" variant="outline" onClick={() => void copy()} className="w-full sm:w-fit">
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? 'Copiado' : label}
      </Button>
      <span role="status" className="text-xs text-muted-foreground">
        {state === 'failed' ? 'Não foi possível copiar. Selecione o texto e copie manualmente.' : ''}
      </span>
    </div>
  );
}

/** Pix: the QR code to scan, the copia-e-cola with a copy button, and until when it is valid. */
export const TEST_CHARGE_NOTE = 'Ambiente de testes: este código é uma simulação e não pode ser pago.';

/** Under a sandbox Pix or boleto: nothing there may look like a real charge. */
function TestChargeNote({ className }: { className?: string }) {
  return (
    <p role="note" className={cn('text-sm font-medium text-warning', className)}>
      {TEST_CHARGE_NOTE}
    </p>
  );
}

export function PixInstructions({
  pix,
  showExpiry = true,
  testEnvironment = false,
}: {
  pix: PixCharge;
  showExpiry?: boolean;
  testEnvironment?: boolean;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start sm:gap-4">
      {testEnvironment && <TestChargeNote className="sm:col-span-2" />}
      <img
        src={pix.qrCodeDataUrl}
        alt="QR code do Pix"
        width={176}
        height={176}
        className="mx-auto size-44 rounded-md border border-border bg-white sm:mx-0"
      />
      <div className="grid min-w-0 gap-2">
        <p className="text-sm">Abra o app do seu banco, escolha pagar com Pix e leia o QR code ou cole o código.</p>
        <label className="grid gap-1 text-sm">
          <span className="text-muted-foreground">Pix copia e cola</span>
          <textarea
            readOnly
            value={pix.code}
            rows={3}
            className="w-full resize-none rounded-md border border-border bg-muted px-2 py-1 font-mono text-xs break-all"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <CopyButton text={pix.code} label={PIX_COPY_LABEL} />
        {showExpiry && (
          <p className="text-sm">
            Válido até <strong className="tabular-nums">{formatDateTime(pix.expiresAt)}</strong>
          </p>
        )}
      </div>
    </div>
  );
}

/** Boleto: the digitable line with a copy button, the due date and the PDF. */
export function BoletoInstructions({
  boleto,
  showDueDate = true,
  testEnvironment = false,
}: {
  boleto: BoletoCharge;
  showDueDate?: boolean;
  testEnvironment?: boolean;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      {testEnvironment && <TestChargeNote />}
      <p className="text-sm">Pague no app ou no site do seu banco com a linha digitável, ou imprima o boleto.</p>
      <p className="text-sm text-muted-foreground">Linha digitável</p>
      <p
        className="rounded-md border border-border bg-muted px-2 py-2 font-mono text-sm break-words"
        data-testid="boleto-line"
      >
        {boleto.line}
      </p>
      {showDueDate && (
        <p className="text-sm">
          Vencimento: <strong className="tabular-nums">{formatDate(boleto.dueDate)}</strong>
        </p>
      )}
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-start">
        <CopyButton text={boleto.line} label={BOLETO_COPY_LABEL} />
        <a
          href={boleto.pdfUrl}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-fit' })}
        >
          <FileText className="size-4" aria-hidden="true" />
          Abrir o PDF do boleto
        </a>
      </div>
    </div>
  );
}
