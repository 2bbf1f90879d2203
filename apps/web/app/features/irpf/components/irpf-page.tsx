import { Link } from 'react-router';
import { CalendarClock, CircleAlert, CircleCheck, MessageCircle } from 'lucide-react';
import { LandingSection } from '~/layouts/landing-section';
import { buttonVariants } from '~/components/ui/button-variants';
import { LeadForm } from '~/features/leads';
import { FaqList } from '~/features/plans';
import {
  IRPF_DOCUMENTS,
  LATE_FINE_MINIMUM,
  SIMPLIFIED_DISCOUNT_LIMIT,
  deliveryClosed,
  formatLongDate,
  formatShortDate,
  irpfFaq,
  type IrpfYear,
} from '../irpf-content';

export const IRPF_LEAD_SECTION_ID = 'fale-com-um-contador';

/** `/lp/irpf/{year}`: who must declare that year, the deadlines, what to gather, and a talk-to-us form. */
export function IrpfPage({ irpf, today }: { irpf: IrpfYear; today: string }) {
  const closed = deliveryClosed(irpf, today);
  return (
    <>
      <section className="border-b border-border bg-surface">
        <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-medium text-primary">Imposto de Renda Pessoa Física</p>
          <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
            IRPF {irpf.year}: declaração do Imposto de Renda feita por contador
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            A declaração de {irpf.year} informa os rendimentos e os bens de {irpf.calendarYear}. Um contador confere os
            seus informes, escolhe o melhor modelo e entrega por você, sem malha fina por descuido.
          </p>
          <div
            role="note"
            className={`flex max-w-3xl gap-3 rounded-lg border p-4 ${closed ? 'border-warning-border bg-warning-soft' : 'border-primary/30 bg-primary-soft/40'}`}
          >
            {closed ? (
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
            ) : (
              <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            )}
            <p>
              O prazo de entrega foi de {formatLongDate(irpf.deliveryFrom)} a {formatLongDate(irpf.deliveryUntil)}.
              {closed &&
                ` Ainda dá para entregar em atraso ou retificar: a multa mínima é de ${LATE_FINE_MINIMUM}, e diminui quanto antes você regularizar.`}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={`#${IRPF_LEAD_SECTION_ID}`} className={buttonVariants({ size: 'lg' })}>
              <MessageCircle aria-hidden="true" />
              Quero um contador para o meu IRPF
            </a>
            <Link to="/abrir-empresa" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Tenho renda como PJ: abrir empresa
            </Link>
          </div>
        </div>
      </section>

      <LandingSection id="quem-declara" title={`Quem precisa declarar o IRPF ${irpf.year}`}>
        <p className="max-w-3xl text-muted-foreground">
          É obrigado a declarar quem, em {irpf.calendarYear}, se encaixou em pelo menos uma destas situações:
        </p>
        <ul className="grid max-w-3xl gap-3">
          {irpf.obligations.map((item) => (
            <li key={item} className="flex gap-2">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">Regras da {irpf.source}.</p>
      </LandingSection>

      <LandingSection id="prazos" title="Prazos e datas" tone="surface">
        <div className="overflow-hidden rounded-lg border border-border bg-background">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Datas do IRPF {irpf.year}</caption>
            <tbody className="divide-y divide-border">
              <DateRow label="Início da entrega" day={irpf.deliveryFrom} />
              <DateRow label="Fim da entrega e vencimento da quota única ou da 1ª quota" day={irpf.deliveryUntil} />
              {irpf.refundBatches.map((day, index) => (
                <DateRow key={day} label={`${index + 1}º lote de restituição`} day={day} />
              ))}
            </tbody>
          </table>
        </div>
        <p className="max-w-3xl text-sm text-muted-foreground">
          O imposto a pagar pode ser dividido em até 8 quotas mensais, de no mínimo R$ 50,00 cada; valores abaixo de R$
          100,00 são pagos em quota única.
        </p>
      </LandingSection>

      <LandingSection id="novidades" title={`O que mudou em ${irpf.year}`}>
        <ul className="grid max-w-3xl list-disc gap-2 pl-5">
          {irpf.news.map((item) => (
            <li key={item}>{item}</li>
          ))}
          <li>
            O desconto do modelo simplificado é de 20% dos rendimentos tributáveis, limitado a{' '}
            {SIMPLIFIED_DISCOUNT_LIMIT}.
          </li>
        </ul>
      </LandingSection>

      <LandingSection id="documentos" title="O que separar antes de começar" tone="surface">
        <ul className="grid max-w-3xl gap-3">
          {IRPF_DOCUMENTS.map((item) => (
            <li key={item} className="flex gap-2">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection
        id={IRPF_LEAD_SECTION_ID}
        title="Fale com um contador"
        lead="Deixe o seu contato: um contador responde em até um dia útil com o que falta e o valor fechado da declaração."
      >
        <div className="max-w-3xl rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6">
          <LeadForm plans={null} source={`irpf-${irpf.year}`} />
        </div>
      </LandingSection>

      <LandingSection id="perguntas" title="Perguntas frequentes" tone="surface">
        <div className="max-w-3xl">
          <FaqList questions={irpfFaq(irpf)} />
        </div>
      </LandingSection>
    </>
  );
}

function DateRow({ label, day }: { label: string; day: string }) {
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-normal">
        {label}
      </th>
      <td className="px-4 py-3 text-right font-medium whitespace-nowrap tabular-nums">{formatShortDate(day)}</td>
    </tr>
  );
}
