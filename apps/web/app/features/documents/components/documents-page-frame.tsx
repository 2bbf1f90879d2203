import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button-variants';
import { PageHeader } from '~/components/ui/page-header';
import type { ContextCompany } from '~/lib/session-cookies';
import { ForContextCompany } from '~/session/for-context-company';

/** A documents page: its header with the link to the other documents page, then its content for the company in context. */
export function DocumentsPageFrame({
  title,
  description,
  otherPage,
  noCompanyText,
  className,
  children,
}: {
  title: string;
  description: string;
  otherPage: { to: string; icon: LucideIcon; label: string };
  noCompanyText: string;
  className: string;
  children: (company: ContextCompany) => ReactNode;
}) {
  const { icon: Icon } = otherPage;
  return (
    <div className={className}>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link to={otherPage.to} className={buttonVariants({ variant: 'outline' })}>
            <Icon aria-hidden="true" />
            {otherPage.label}
          </Link>
        }
      />
      <ForContextCompany noCompanyText={noCompanyText}>{children}</ForContextCompany>
    </div>
  );
}
