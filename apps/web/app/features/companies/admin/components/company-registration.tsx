import { CnaeTitle } from '~/features/cnaes';
import {
  companySizeLabels,
  formatCnpj,
  formatCpf,
  legalNatureLabels,
  type Company,
  type CompanyUpdate,
} from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { formatDate } from '~/lib/format/dates';
import { formatAddress } from '~/lib/format/address';
import { trackLabels } from '../company-labels';
import { DescriptionList, DetailSection } from '~/components/ui/detail-section';
import { CompanyEditButton } from './company-edit-sheet';

const BRANCH_LABELS: Record<NonNullable<CompanyUpdate['branchType']>, string> = { matriz: 'Matriz' };

export function CompanyRegistration({ company }: { company: Company }) {
  return (
    <DetailSection title="Dados cadastrais" actions={<CompanyEditButton company={company} />}>
      <DescriptionList
        items={[
          { label: 'Razão social', value: company.name },
          { label: 'Nome fantasia', value: company.alias },
          {
            label: 'CNPJ',
            value: company.cnpj ? <span className="tabular-nums">{formatCnpj(company.cnpj)}</span> : 'Ainda sem CNPJ',
          },
          { label: 'Inscrição municipal', value: company.municipalInscription },
          { label: 'Data de abertura', value: company.openedOn && formatDate(company.openedOn) },
          { label: 'Natureza jurídica', value: company.legalNature && legalNatureLabels[company.legalNature] },
          { label: 'Porte', value: company.size && companySizeLabels[company.size] },
          { label: 'Tipo', value: company.branchType && BRANCH_LABELS[company.branchType] },
          { label: 'Trilha', value: company.trackId ? trackLabels[company.trackId] : 'Sem trilha' },
          { label: 'Cadastrada em', value: formatDate(company.createdAt) },
        ]}
      />
    </DetailSection>
  );
}

export function CompanyPartners({ company }: { company: Company }) {
  return (
    <DetailSection title="Sócios">
      {company.partners.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum sócio informado ainda.</p>
      ) : (
        <ul className="divide-y divide-border">
          {company.partners.map((partner) => (
            <li
              key={partner.cpf}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium break-words">{partner.name}</span>
                <span className="text-sm text-muted-foreground tabular-nums">CPF {formatCpf(partner.cpf)}</span>
              </div>
              <div className="flex items-center gap-2">
                {partner.isAdministrator && <Badge tone="primary">Administrador</Badge>}
                <span className="text-sm tabular-nums">{partner.sharePercent.toLocaleString('pt-BR')}%</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

export function CompanyAddressAndActivities({ company }: { company: Company }) {
  return (
    <DetailSection title="Endereço fiscal e atividades">
      <DescriptionList
        className="sm:grid-cols-1"
        items={[
          { label: 'Endereço fiscal', value: company.address && formatAddress(company.address) },
          {
            label: 'Atividade principal (CNAE)',
            value: company.mainCnae && <CnaeTitle code={company.mainCnae} />,
          },
          {
            label: 'Atividades secundárias (CNAE)',
            value:
              company.secondaryCnaes.length > 0 ? (
                <ul className="grid gap-1">
                  {company.secondaryCnaes.map((code) => (
                    <li key={code}>
                      <CnaeTitle code={code} />
                    </li>
                  ))}
                </ul>
              ) : (
                'Nenhuma'
              ),
          },
        ]}
      />
    </DetailSection>
  );
}
