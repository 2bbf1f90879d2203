import { Download } from 'lucide-react';
import type { Company, Track } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { buttonVariants } from '~/components/ui/button-variants';
import { companyFileHref } from '../api/admin-companies-api';
import { stepActorLabels, stepStatusLabels, stepStatusTones, trackStatusLabels } from '../company-labels';
import { CnaeTitle } from '~/features/cnaes';
import { summarizeStepPayload } from '../step-payload-summary';
import { AwaitingGuideForm } from '../steps/awaiting-guide-form';
import { DownloadCompanyInfoForm } from '../steps/download-company-info-form';
import { guideReceiptFileId, pendingAccountantStep, trackStepsView } from '../track-steps';
import { DetailSection } from '~/components/ui/detail-section';

/** The track, step by step: who does it, where it stands, what was sent, and our forms when it waits on us. */
export function CompanyTrack({ company, track }: { company: Company; track: Track }) {
  const steps = trackStepsView(track);
  const pending = pendingAccountantStep(steps);
  const receiptId = guideReceiptFileId(steps);

  return (
    <DetailSection
      title="Etapas"
      actions={<Badge tone={track.status === 'done' ? 'success' : 'neutral'}>{trackStatusLabels[track.status]}</Badge>}
    >
      {receiptId && (
        <a
          href={companyFileHref(company.id, receiptId)}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit' })}
        >
          <Download aria-hidden="true" />
          Baixar comprovante da guia
        </a>
      )}
      {steps.length === 0 ? (
        <p className="text-sm text-muted-foreground">Esta empresa não está em uma trilha de abertura nem de troca.</p>
      ) : (
        <ol className="grid gap-3">
          {steps.map((step, index) => {
            const rows = summarizeStepPayload(step.stepId, step.payload, company.id);
            return (
              <li
                key={step.stepId}
                aria-current={step.isCurrent ? 'step' : undefined}
                className={
                  step.isCurrent
                    ? 'grid gap-3 rounded-md border-2 border-primary p-3 sm:p-4'
                    : 'grid gap-3 rounded-md border border-border p-3 sm:p-4'
                }
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-medium">
                    {index + 1}. {step.label}
                    <span className="ml-2 text-xs font-normal text-muted-foreground">
                      {stepActorLabels[step.actor]}
                    </span>
                  </h3>
                  <Badge tone={step.isCurrent && step.status === 'pending' ? 'primary' : stepStatusTones[step.status]}>
                    {step.isCurrent && step.status === 'pending' ? 'Etapa atual' : stepStatusLabels[step.status]}
                  </Badge>
                </div>
                {rows.length > 0 && (
                  <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:gap-y-2">
                    {rows.map((row, rowIndex) => (
                      <div key={`${row.label}-${rowIndex}`} className="grid min-w-0 gap-0.5 sm:contents">
                        <dt className="text-xs text-muted-foreground sm:text-sm">{row.label}</dt>
                        <dd className="min-w-0 [overflow-wrap:anywhere]">
                          {row.href ? (
                            <a href={row.href} download className="text-primary underline underline-offset-4">
                              {row.value}
                            </a>
                          ) : row.cnaes ? (
                            <ul className="grid gap-1">
                              {row.cnaes.map((code) => (
                                <li key={code}>
                                  <CnaeTitle code={code} />
                                </li>
                              ))}
                            </ul>
                          ) : (
                            row.value
                          )}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
                {step.stepId === pending && pending === 'awaiting-guide' && (
                  <AwaitingGuideForm companyId={company.id} />
                )}
                {step.stepId === pending && pending === 'download-company-info' && (
                  <DownloadCompanyInfoForm company={company} />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
