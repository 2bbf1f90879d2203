import { DetailSection } from '~/components/ui/detail-section';
import { useId } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, Info, Loader2 } from 'lucide-react';
import type { OfxUploadResult } from '@contabil/contracts';
import { UploadField } from '~/components/ui/upload-field';
import type { FileRule } from '~/lib/files/document-files';
import { accountImportText, importCountsText, importDetails, importHeadline } from '../import-summary';
import { useOfxUpload } from '../use-ofx-upload';
import { transactionsPath } from '../bank-paths';

/** The OFX input: the type and the extension (some systems give OFX files no type). */
export const OFX_FILE: FileRule = {
  extensions: ['ofx'],
  accept: 'application/x-ofx,application/ofx,.ofx',
  message: 'Envie o extrato em arquivo OFX (.ofx)',
  hint: 'Arquivo OFX (.ofx) exportado do internet banking, até 10 MB. Pode enviar de novo o mesmo período: o que já foi importado não se repete.',
};

/** Sends an OFX file with its progress, then says what the import did, per account. */
export function OfxImportCard({ companyId }: { companyId: string }) {
  const id = useId();
  const upload = useOfxUpload(companyId);
  // The bytes are out; the API is reading the statement.
  const isReading = upload.isUploading && upload.progress >= 1;

  return (
    <DetailSection
      title="Importar extrato OFX"
      description="Cada conta do arquivo aparece na lista abaixo, com as transações prontas para você categorizar."
      className="shadow-sm"
    >
      <UploadField
        id={`${id}-arquivo`}
        upload={upload}
        label="Arquivo do extrato"
        rule={OFX_FILE}
        progressLabel="Envio do extrato"
        doneText={(fileName) => `${fileName} importado`}
        onFile={(file) => file && void upload.start(file)}
      />
      {isReading && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Arquivo enviado. Lendo as transações…
        </p>
      )}
      {upload.result && <ImportResult result={upload.result} />}
      <WhereToFindOfx />
    </DetailSection>
  );
}

function ImportResult({ result }: { result: OfxUploadResult }) {
  const needsReview = result.flagged > 0;
  const Icon = result.imported === 0 ? Info : needsReview ? AlertTriangle : CheckCircle2;
  return (
    <div
      role="status"
      aria-label="Resultado da importação"
      className="grid gap-3 rounded-md border border-border bg-muted/40 p-4 text-sm"
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon
          className={needsReview ? 'size-5 shrink-0 text-warning' : 'size-5 shrink-0 text-success'}
          aria-hidden="true"
        />
        {importHeadline(result)}
      </p>
      <p data-testid="import-counts">{importCountsText(result)}.</p>
      {[...importDetails(result), ...result.notes].map((line) => (
        <p key={line} className="text-muted-foreground">
          {line}
        </p>
      ))}
      {result.accounts.length > 0 && (
        <ul className="grid gap-2" aria-label="Contas do arquivo">
          {result.accounts.map((account) => (
            <li key={account.accountId} className="grid gap-1 rounded-md border border-border bg-surface p-3">
              <span className="[overflow-wrap:anywhere]">{accountImportText(account)}</span>
              <Link
                to={transactionsPath(account.accountId)}
                className="w-fit text-primary underline-offset-4 hover:underline"
              >
                {account.flagged > 0 ? 'Revisar as duplicidades e categorizar' : 'Ver e categorizar as transações'}{' '}
                <span className="sr-only">de {account.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Where the OFX export usually is, for a first-time user. */
export function WhereToFindOfx() {
  return (
    <details className="group rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Onde encontro o arquivo OFX?</summary>
      <div className="mt-3 grid gap-2 text-muted-foreground">
        <p>
          No internet banking da empresa (no computador), abra o extrato da conta, escolha o período e procure
          “Exportar”, “Salvar como” ou “Baixar”, no formato <strong>OFX</strong> (às vezes chamado de “Money” ou
          “Quicken”).
        </p>
        <p>
          Exporte um período de cada vez (um mês, por exemplo). Se a empresa tem mais de uma conta, envie um arquivo de
          cada conta, ou um arquivo com todas, se o banco permitir.
        </p>
      </div>
    </details>
  );
}
