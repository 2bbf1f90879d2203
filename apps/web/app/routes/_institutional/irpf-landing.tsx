import { IRPF_YEARS, irpfFaq } from '~/features/irpf/irpf-content';
import { IrpfPage } from '~/features/irpf/components/irpf-page';
import { loaderCacheHeaders } from '~/lib/public-cache';
import { publicSeoMeta } from '~/lib/seo';
import type { Route } from './+types/irpf-landing';

// One module for every /lp/irpf/{year} (a route id per year in routes.ts): the year is in the path.
export { irpfLoader as loader } from '~/features/irpf/irpf-route.server';
export { leadFormAction as action } from '~/features/leads/lead-form-action.server';
export { leadFormShouldRevalidate as shouldRevalidate } from '~/features/leads/lead-form-revalidate';

export const headers = loaderCacheHeaders;

export const meta = (args: Route.MetaArgs) => {
  if (!args.loaderData) return [];
  const irpf = IRPF_YEARS[args.loaderData.year];
  return publicSeoMeta(args, {
    title: `IRPF ${irpf.year}: quem declara, prazos e contador online`,
    description: `Declaração do Imposto de Renda ${irpf.year} (ano-calendário ${irpf.calendarYear}) feita por contador: quem é obrigado a declarar, prazos, restituição, o que separar e como entregar em atraso.`,
    breadcrumbs: [{ name: `IRPF ${irpf.year}`, path: `/lp/irpf/${irpf.year}` }],
    faq: irpfFaq(irpf),
  });
};

export default function IrpfLandingPage({ loaderData }: Route.ComponentProps) {
  return <IrpfPage irpf={IRPF_YEARS[loaderData.year]} today={loaderData.today} />;
}
