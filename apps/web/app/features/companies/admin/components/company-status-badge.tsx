import { companyStatusLabels, type CompanyStatus } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { companyStatusTones } from '../company-labels';

export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return <Badge tone={companyStatusTones[status]}>{companyStatusLabels[status]}</Badge>;
}
