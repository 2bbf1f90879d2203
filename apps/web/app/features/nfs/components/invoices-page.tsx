import { Link, useSearchParams } from 'react-router';
import { FileCog, FilePlus2 } from 'lucide-react';
import { NFS_COMPANY_STATUSES, nfsMessages, type NfsRequest } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { buttonVariants } from '~/components/ui/button-variants';
import { PageHeader } from '~/components/ui/page-header';
import { ForContextCompany } from '~/session/for-context-company';
import { useSession } from '~/session/use-session';
import type { ContextCompany } from '~/lib/session-cookies';
import { REQUEST_DETAIL_PARAM, REQUESTS_PARAMS } from '../requests-filters';
import { RequestForm } from './request-form';
import { RequestsSection } from './requests-section';
import { SchedulesSection } from './schedules-section';

const FORM_ID = 'pedir-nota';

/** Whether the company in context may ask for notes, as far as the session knows (the API decides). */
function canRequestNotes(company: ContextCompany): boolean {
  return !!company.cnpj && (NFS_COMPANY_STATUSES as readonly string[]).includes(company.status);
}

/** `/app/invoices`: ask for a service invoice, follow the requests, and set up monthly ones. */
export function InvoicesPage() {
  const { contextCompany } = useSession();
  return (
    <div className="grid gap-10">
      <PageHeader
        title="Notas fiscais"
        description="Peça a nota fiscal de serviço (NFS-e) e baixe o PDF e o XML aqui. A nota é emitida no sistema nacional: na hora, com o certificado da empresa, ou pelos nossos contadores, como estiver nas configurações fiscais."
        actions={
          contextCompany && (
            <>
              <Link to="/app/invoices/configuracoes-fiscais" className={buttonVariants({ variant: 'outline' })}>
                <FileCog aria-hidden="true" />
                Configurações fiscais
              </Link>
              <a href={`#${FORM_ID}`} className={buttonVariants()}>
                <FilePlus2 aria-hidden="true" />
                Pedir nota fiscal
              </a>
            </>
          )
        }
      />
      <ForContextCompany noCompanyText="As notas fiscais são de uma empresa. Escolha a empresa no topo da página para pedir e acompanhar as notas.">
        {(company) => <CompanyInvoices company={company} />}
      </ForContextCompany>
    </div>
  );
}

function CompanyInvoices({ company }: { company: ContextCompany }) {
  const [params, setParams] = useSearchParams();

  // The new request goes to the top of the list: clear the filters and the page that could hide it.
  const showNewRequest = (_request: NfsRequest) => {
    const next = new URLSearchParams(params);
    for (const name of [...Object.values(REQUESTS_PARAMS), REQUEST_DETAIL_PARAM]) next.delete(name);
    if (next.toString() !== params.toString()) setParams(next, { preventScrollReset: true });
  };

  return (
    <>
      {/* The list first (the notes and their files are what people come back for), then the form. */}
      <RequestsSection companyId={company.id} formAnchor={FORM_ID} />
      <section
        id={FORM_ID}
        aria-labelledby="pedir-nota-titulo"
        className="grid scroll-mt-20 gap-6 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-1">
          <h2 id="pedir-nota-titulo" className="text-xl font-semibold tracking-tight">
            Pedir nota fiscal
          </h2>
          <p className="text-sm text-muted-foreground">
            Diga para quem foi o serviço, o que foi feito e o valor. Avisamos por e-mail quando a nota for emitida.
          </p>
        </div>
        {!canRequestNotes(company) && <Alert tone="info">{nfsMessages.companyCannotRequest}.</Alert>}
        <RequestForm companyId={company.id} onCreated={showNewRequest} />
      </section>
      <SchedulesSection companyId={company.id} />
    </>
  );
}
