import { useState } from 'react';
import { Building2 } from 'lucide-react';
import type { CompanyDocument } from '@contabil/contracts';
import { CustomerUploadForm } from './customer-upload-form';
import { DocumentPreviewDialog } from './document-preview-dialog';
import { DocumentsPageFrame } from './documents-page-frame';
import { DocumentsSection } from './documents-section';
import { GuidesSection } from './guides-section';
import { MonthArchive } from './month-archive';

/** `/app/documents`: the guides to pay first, then every document, sending one, and a month's ZIP. */
export function DocumentsPage() {
  return (
    <DocumentsPageFrame
      className="grid gap-10"
      title="Documentos"
      description="O que a contabilidade prepara para a sua empresa e o que você envia para ela."
      otherPage={{ to: '/app/documents/company', icon: Building2, label: 'Documentos da empresa' }}
      noCompanyText="Os documentos são de uma empresa. Escolha a empresa no topo da página para ver as guias e os documentos."
    >
      {(company) => <CompanyDocuments companyId={company.id} />}
    </DocumentsPageFrame>
  );
}

function CompanyDocuments({ companyId }: { companyId: string }) {
  const [previewing, setPreviewing] = useState<CompanyDocument | null>(null);
  return (
    <>
      <GuidesSection companyId={companyId} onPreview={setPreviewing} />
      <DocumentsSection companyId={companyId} onPreview={setPreviewing} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CustomerUploadForm companyId={companyId} />
        <MonthArchive companyId={companyId} />
      </div>
      <DocumentPreviewDialog companyId={companyId} document={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
