import { useId, type ReactNode } from 'react';
import { emissionTypeLabels, formatCnpj, type NfsRequest } from '@contabil/contracts';
import { DescriptionList, type DescriptionItem } from '~/components/ui/detail-section';
import { CancellationFacts, NationalErrors, nationalNoteItems, XmlCheckFlags } from '~/features/nfs';
import { formatAddress } from '~/lib/format/address';
import { formatDate } from '~/lib/format/dates';
import { nfsFileHref } from '../api/nfs-admin-api';
import { formatInvoiceValue, formatRequestedAt, takerDocument } from '../nfs-format';

/** Everything the accountant types into the national system to issue the note, in its order. */
export function RequestDetails({ request }: { request: NfsRequest }) {
  return (
    <div className="grid gap-5">
      <DetailsGroup title="Prestador">
        <DescriptionList
          items={[
            { label: 'Empresa', value: request.companyName },
            { label: 'CNPJ', value: request.companyCnpj ? formatCnpj(request.companyCnpj) : null },
          ]}
        />
      </DetailsGroup>
      <DetailsGroup title="Tomador">
        <DescriptionList
          items={[
            { label: 'Tipo', value: emissionTypeLabels[request.emissionType] },
            { label: 'Documento', value: takerDocument(request) },
            { label: 'Nome ou razão social', value: request.taker.name },
            {
              label: 'E-mail',
              value: request.taker.email ? (
                <a href={`mailto:${request.taker.email}`} className="text-primary underline-offset-4 hover:underline">
                  {request.taker.email}
                </a>
              ) : null,
            },
            { label: 'Endereço', value: request.taker.address ? formatAddress(request.taker.address) : null },
          ]}
        />
      </DetailsGroup>
      <DetailsGroup title="Serviço">
        <DescriptionList
          items={[
            {
              label: 'Código do serviço (lista nacional)',
              value: (
                <span className="grid gap-0.5">
                  <span className="font-medium tabular-nums">{request.serviceCode}</span>
                  <span className="text-muted-foreground">{request.serviceCodeDescription}</span>
                </span>
              ),
            },
            { label: 'Valor', value: <span className="font-medium">{formatInvoiceValue(request.totalValue)}</span> },
            { label: 'Competência', value: formatDate(request.competenceDate) },
            {
              label: 'Pedido em',
              value: `${formatRequestedAt(request.createdAt)}${request.requestedBy ? ` por ${request.requestedBy.name}` : ''}${request.scheduleId ? ' (agendamento mensal)' : ''}`,
            },
          ]}
        />
        <LongText label="Descrição do serviço">{request.serviceDescription}</LongText>
        {request.notes && <LongText label="Observações do cliente">{request.notes}</LongText>}
      </DetailsGroup>
      <Outcome request={request} />
    </div>
  );
}

function Outcome({ request }: { request: NfsRequest }) {
  const national = request.nationalEmission;
  if (request.status === 'rejected') {
    return (
      <DetailsGroup title="Recusa">
        {national && national.errors.length > 0 ? (
          <div className="grid gap-1.5">
            <p className="text-xs font-medium text-muted-foreground">A Sefin Nacional recusou a nota</p>
            <NationalErrors errors={national.errors} />
          </div>
        ) : (
          <LongText label="Motivo enviado ao cliente">{request.rejectionReason ?? 'Sem motivo registrado'}</LongText>
        )}
      </DetailsGroup>
    );
  }
  if (request.status === 'cancelled' && national?.cancelledAt) {
    return (
      <DetailsGroup title="Nota cancelada">
        <DescriptionList
          items={[{ label: 'Número da nota', value: request.invoiceNumber }, ...nationalNoteItems(request)]}
        />
        <CancellationFacts emission={national} />
      </DetailsGroup>
    );
  }
  if (request.status !== 'issued') return null;
  const items: DescriptionItem[] = [
    { label: 'Número da nota', value: request.invoiceNumber },
    { label: 'Emitida em', value: request.issueDate ? formatDate(request.issueDate) : null },
    {
      label: 'Arquivos',
      value: (
        <span className="flex flex-wrap gap-3">
          {request.hasPdf && <FileLink href={nfsFileHref(request, 'pdf')}>Abrir o PDF</FileLink>}
          {request.hasXml && <FileLink href={nfsFileHref(request, 'xml')}>Abrir o XML</FileLink>}
        </span>
      ),
    },
  ];
  return (
    <DetailsGroup title="Nota emitida">
      <DescriptionList items={[...items, ...nationalNoteItems(request)]} />
      <XmlCheckFlags check={request.xmlCheck} />
    </DetailsGroup>
  );
}

export function FileLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      {children}
    </a>
  );
}

function DetailsGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-md border border-border p-3 sm:p-4">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function LongText({ label, children }: { label: string; children: string }) {
  return (
    <div className="grid gap-0.5">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{children}</p>
    </div>
  );
}
