import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronRight, Search } from 'lucide-react';
import { clsx } from 'clsx';
import type { CnaeDetail } from '@contabil/contracts';
import type { BadgeView } from '../cnae-badges';
import { buttonVariants } from '~/components/ui/button-variants';
import { CNAE_TOOL_PATH, cnaeSearchPath, sentenceCase } from '../cnae-tool-paths';
import { explainSimples } from '../simples-explanation';
import { BadgeRow, ToolBadge } from './tool-badge';
import { CnaeNoteList } from './cnae-note-list';
import { SimplesAnnexCaveat } from './simples-annex-caveat';
import { SimplesBandsTable } from '~/components/simples-bands-table';

/** Activity index entries shown before "ver todas". */
export const FIRST_ACTIVITIES = 30;

const OPEN_COMPANY_PATH = '/abrir-empresa';
const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** `/tools/cnae/{code}-{text}`: one subclass, everything server-rendered. */
export function CnaeDetailPage({ cnae, badges }: { cnae: CnaeDetail; badges: readonly BadgeView[] }) {
  const { notes } = cnae;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <HierarchyBreadcrumb cnae={cnae} />

      <header className="grid gap-4">
        <p className="text-sm font-medium text-primary">Consulta CNAE 2.3 · subclasse</p>
        <h1 className="text-2xl font-semibold tracking-tight text-balance break-words sm:text-4xl">
          CNAE {cnae.code} – {cnae.text}
        </h1>
        <BadgeRow badges={badges} />
        {!cnae.isActive && (
          <p className="max-w-3xl rounded-md border border-warning-border bg-warning-soft px-4 py-3 text-sm text-warning">
            Este código saiu da tabela oficial da CNAE. Empresas antigas ainda podem tê-lo, mas não é possível usá-lo em
            uma empresa nova.
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={OPEN_COMPANY_PATH} className={buttonVariants({ size: 'lg' })}>
            Abrir empresa com este CNAE
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link to={CNAE_TOOL_PATH} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            <Search aria-hidden="true" />
            Buscar outro CNAE
          </Link>
        </div>
      </header>

      {/* One column on phones, ordered: MEI and Simples first, then the notes and the index,
          then the classification; two columns from lg, the facts at the side. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start">
        <div className="contents lg:col-start-1 lg:row-start-1 lg:grid lg:min-w-0 lg:gap-8">
          {notes.includes.length > 0 && (
            <ContentSection id="compreende" title="O que esta atividade compreende" className="order-3">
              <CnaeNoteList notes={notes.includes} references={cnae.referencedCnaes} />
            </ContentSection>
          )}
          {notes.alsoIncludes.length > 0 && (
            <ContentSection id="compreende-ainda" title="Esta atividade compreende ainda" className="order-3">
              <CnaeNoteList notes={notes.alsoIncludes} references={cnae.referencedCnaes} />
            </ContentSection>
          )}
          {notes.excludes.length > 0 && (
            <ContentSection
              id="nao-compreende"
              title="Esta atividade não compreende"
              lead="Estas atividades têm outro código, indicado ao lado de cada uma."
              className="order-3"
            >
              <CnaeNoteList notes={notes.excludes} references={cnae.referencedCnaes} />
            </ContentSection>
          )}
          {notes.remarks.length > 0 && (
            <ContentSection id="observacoes" title="Observações do IBGE" className="order-3">
              <CnaeNoteList notes={notes.remarks} references={cnae.referencedCnaes} />
            </ContentSection>
          )}
          <ActivityIndex activities={cnae.activities} className="order-4" />
        </div>

        <aside
          aria-label="MEI, Simples Nacional e classificação"
          className="contents lg:col-start-2 lg:row-start-1 lg:grid lg:gap-4"
        >
          <MeiCard cnae={cnae} className="order-1" />
          <SimplesCard cnae={cnae} className="order-2" />
          <HierarchyCard cnae={cnae} className="order-5" />
          <div className="order-6 grid gap-3 rounded-lg border border-primary/25 bg-primary-soft/40 p-4">
            <h2 className="text-base font-semibold">Vai abrir uma empresa com este CNAE?</h2>
            <p className="text-sm text-muted-foreground">
              Nossos contadores conferem as atividades, o regime de impostos e cuidam do CNPJ e das inscrições.
            </p>
            <Link to={OPEN_COMPANY_PATH} className={buttonVariants({ className: 'w-full' })}>
              Abrir empresa com este CNAE
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}

function HierarchyBreadcrumb({ cnae }: { cnae: CnaeDetail }) {
  const { section, division, group } = cnae.hierarchy;
  const levels: { label: string; title: string; to?: string }[] = [
    { label: `Seção ${section.code}`, title: sentenceCase(section.text) },
    { label: `Divisão ${division.code}`, title: sentenceCase(division.text), to: cnaeSearchPath(division.code) },
    { label: `Grupo ${group.code}`, title: group.text, to: cnaeSearchPath(group.code) },
    {
      label: `Classe ${cnae.hierarchy.class.code}`,
      title: cnae.hierarchy.class.text,
      to: cnaeSearchPath(cnae.hierarchy.class.code),
    },
  ];
  return (
    <nav aria-label="Hierarquia da atividade na CNAE">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <Link to={CNAE_TOOL_PATH} className="hover:text-foreground hover:underline">
            Consulta CNAE
          </Link>
        </li>
        {levels.map((level) => (
          <li key={level.label} className="flex items-center gap-1.5">
            <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
            {level.to ? (
              <Link to={level.to} title={level.title} className="hover:text-foreground hover:underline">
                {level.label}
              </Link>
            ) : (
              <span title={level.title}>{level.label}</span>
            )}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
          <span aria-current="page" className="font-medium text-foreground">
            {cnae.code}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function ContentSection({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-titulo`} className={clsx('grid min-w-0 gap-3', className)}>
      <h2 id={`${id}-titulo`} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {lead && <p className="text-sm text-muted-foreground">{lead}</p>}
      {children}
    </section>
  );
}

function ActivityList({ activities }: { activities: readonly string[] }) {
  return (
    <ul className="gap-x-8 text-sm sm:columns-2">
      {activities.map((activity, index) => (
        // The index may hold the same words twice: keyed by position.
        <li key={index} className="break-inside-avoid border-b border-border/60 py-1.5 leading-snug">
          {activity}
        </li>
      ))}
    </ul>
  );
}

/** The IBGE activity index: every entry in the HTML, the ones past the first 30 in a native <details>. */
function ActivityIndex({ activities, className }: { activities: readonly string[]; className?: string }) {
  if (activities.length === 0) return null;
  const first = activities.slice(0, FIRST_ACTIVITIES);
  const rest = activities.slice(FIRST_ACTIVITIES);
  return (
    <ContentSection
      id="atividades"
      className={className}
      title={`Atividades do índice do IBGE (${activities.length})`}
      lead="Como o IBGE nomeia, no índice de atividades, o que se classifica neste código. Ajuda a confirmar se é o código certo para o seu negócio."
    >
      <ActivityList activities={first} />
      {rest.length > 0 && (
        <details className="group grid gap-2">
          <summary className="w-fit cursor-pointer list-none rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">Ver mais {rest.length} atividades</span>
            <span className="hidden group-open:inline">Mostrar menos</span>
          </summary>
          <div className="pt-2">
            <ActivityList activities={rest} />
          </div>
        </details>
      )}
    </ContentSection>
  );
}

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx('grid gap-3 rounded-lg border border-border bg-surface p-4 shadow-xs', className)}
    >
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MeiCard({ cnae, className }: { cnae: CnaeDetail; className?: string }) {
  if (!cnae.isAllowedMei) {
    return (
      <Card title="MEI" className={className}>
        <ToolBadge>Não permitida para o MEI</ToolBadge>
        <p className="text-sm text-muted-foreground">
          Esta atividade não está entre as ocupações que o microempreendedor individual pode exercer. Para ela, a
          empresa precisa ser uma microempresa (ME) ou empresa de pequeno porte (EPP).
        </p>
      </Card>
    );
  }
  return (
    <Card title="MEI" className={className}>
      <ToolBadge tone="success">Permitida para o MEI</ToolBadge>
      <p className="text-sm text-muted-foreground">
        O MEI se registra pela ocupação. {cnae.meiOccupations.length === 1 ? 'A ocupação' : 'As ocupações'} deste
        código:
      </p>
      <ul className="grid gap-2">
        {cnae.meiOccupations.map((occupation) => (
          <li key={occupation.occupation} className="grid gap-1 rounded-md bg-muted/60 px-3 py-2">
            <span className="text-sm font-medium">{occupation.occupation}</span>
            <span className="flex flex-wrap gap-1.5 text-xs text-muted-foreground">
              {[
                occupation.isSubjectToIcms && 'ICMS (comércio ou indústria)',
                occupation.isSubjectToIss && 'ISS (serviço)',
              ]
                .filter(Boolean)
                .join(' e ') || 'Sem ICMS nem ISS'}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        Lista de ocupações da Resolução CGSN 140/2018, Anexo XI (versão de 2024).
      </p>
    </Card>
  );
}

function SimplesCard({ cnae, className }: { cnae: CnaeDetail; className?: string }) {
  const explanation = explainSimples(cnae);
  return (
    <Card title="Simples Nacional" className={className}>
      <ToolBadge tone={explanation.tone}>{explanation.verdict}</ToolBadge>
      {explanation.paragraphs.map((paragraph) => (
        <p key={paragraph} className="text-sm text-muted-foreground">
          {paragraph}
        </p>
      ))}
      {explanation.legalBasis && (
        <p className="text-sm">
          <span className="font-medium">Base legal:</span> {explanation.legalBasis}
        </p>
      )}
      <SimplesBandsTable taxRates={cnae.taxRates} />
      {!cnae.taxRates.isOfficial && <SimplesAnnexCaveat />}
    </Card>
  );
}

function HierarchyCard({ cnae, className }: { cnae: CnaeDetail; className?: string }) {
  const { section, division, group } = cnae.hierarchy;
  const rows = [
    { level: 'Seção', code: section.code, text: sentenceCase(section.text) },
    { level: 'Divisão', code: division.code, text: sentenceCase(division.text), to: cnaeSearchPath(division.code) },
    { level: 'Grupo', code: group.code, text: group.text, to: cnaeSearchPath(group.code) },
    {
      level: 'Classe',
      code: cnae.hierarchy.class.code,
      text: cnae.hierarchy.class.text,
      to: cnaeSearchPath(cnae.hierarchy.class.code),
    },
    { level: 'Subclasse', code: cnae.code, text: cnae.text },
  ];
  return (
    <Card title="Onde fica na CNAE" className={className}>
      <dl className="grid gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.level} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">
              {row.level}{' '}
              {row.to ? (
                <Link to={row.to} className={linkClass}>
                  {row.code}
                </Link>
              ) : (
                <span className="font-medium text-foreground">{row.code}</span>
              )}
            </dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
