import { Calculator } from 'lucide-react';
import { useLocation } from 'react-router';
import { PublicPage } from '~/components/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { publicPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/irpf-landing';

// One module for /lp/irpf/2024 and /lp/irpf/2025 (two route ids in routes.ts): the year is in the path.
function yearIn(pathname: string): string {
  return /\/lp\/irpf\/(\d{4})/.exec(pathname)?.[1] ?? '';
}

export const meta = ({ location }: Route.MetaArgs) =>
  publicPageMeta(
    `IRPF ${yearIn(location.pathname)}`,
    `Declaração do Imposto de Renda ${yearIn(location.pathname)} feita por contadores, online.`,
  );

export default function IrpfLandingPage() {
  const year = yearIn(useLocation().pathname);
  return (
    <PublicPage>
      <PageHeader
        eyebrow="Imposto de Renda Pessoa Física"
        title={`IRPF ${year}`}
        description={`A sua declaração do Imposto de Renda ${year} feita por um contador, sem filas e sem sustos.`}
      />
      <EmptyState icon={Calculator} title="Em breve por aqui">
        <p>
          Aqui você vai saber quem precisa declarar o Imposto de Renda em {year}, os prazos da Receita Federal, os
          documentos a separar e como contratar um dos nossos contadores para fazer a sua declaração.
        </p>
      </EmptyState>
    </PublicPage>
  );
}
