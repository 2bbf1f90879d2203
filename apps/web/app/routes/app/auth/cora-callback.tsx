import { Plug } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Conexão com o Cora');

/** Where the Cora bank sends the user back after they authorise the connection. */
export default function CoraCallbackPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Conexão com o Cora" description="A volta do banco Cora depois da sua autorização." />
      <EmptyState
        icon={Plug}
        title="Em breve por aqui"
        action={{ to: '/app/bank-statements/accounts', label: 'Ir para os extratos bancários' }}
      >
        <p>
          Quando você autorizar a Contábil Online no banco Cora, o banco traz você de volta para esta página. Aqui vamos
          concluir a conexão da conta e levar você aos extratos bancários, com as transações já importadas.
        </p>
      </EmptyState>
    </div>
  );
}
