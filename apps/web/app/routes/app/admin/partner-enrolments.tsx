import { PartnerEnrolmentsPage } from '~/features/partners/admin/partner-enrolments-page';
import { appPageMeta } from '~/lib/page-meta';
import type { Route } from './+types/partner-enrolments';

export const meta = () => appPageMeta('Adesões do parceiro');

export default function PartnerEnrolmentsRoute({ params }: Route.ComponentProps) {
  return <PartnerEnrolmentsPage key={params.slug} slug={params.slug} />;
}
