import { LoaderCircle } from 'lucide-react';
import type { useCnpjLookup } from '~/features/companies';

export const CNPJ_LOOKUP_NOT_FOUND_MESSAGE =
  'Não encontramos este CNPJ na Receita. Confira o número ou preencha os dados do tomador à mão.';
export const CNPJ_DIGITS_ONLY_MESSAGE =
  'O número do CNPJ é válido. A consulta à Receita não está disponível agora: preencha os dados do tomador.';
export const CNPJ_LOOKUP_UNAVAILABLE_MESSAGE =
  'Não foi possível consultar o CNPJ agora. Preencha os dados do tomador à mão.';

/** What the Receita said about the taker's CNPJ, announced politely as it changes. */
export function CnpjLookupStatus({ lookup }: { lookup: ReturnType<typeof useCnpjLookup> }) {
  let content = null;
  if (!lookup.isValid) content = null;
  else if (lookup.isFetching && !lookup.data) {
    content = (
      <span className="text-muted-foreground">
        <LoaderCircle className="mr-1 inline size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Consultando o CNPJ na Receita…
      </span>
    );
  } else if (lookup.isError) {
    content = <span className="text-muted-foreground">{CNPJ_LOOKUP_UNAVAILABLE_MESSAGE}</span>;
  } else if (lookup.data?.exists === false) {
    content = <span className="text-destructive">{CNPJ_LOOKUP_NOT_FOUND_MESSAGE}</span>;
  } else if (lookup.data?.company) {
    content = (
      <span className="text-success">
        Encontramos <strong className="font-semibold break-words">{lookup.data.company.legalName}</strong> na Receita e
        preenchemos os dados do tomador. Confira antes de enviar.
      </span>
    );
  } else if (lookup.data?.exists && lookup.data.checkedWith === 'receita') {
    content = <span className="text-success">CNPJ encontrado na Receita.</span>;
  } else if (lookup.data?.exists) {
    // Only the check digits were checked (the lookup is off): never claim the Receita found it.
    content = <span className="text-muted-foreground">{CNPJ_DIGITS_ONLY_MESSAGE}</span>;
  }
  return (
    <p role="status" className="text-sm">
      {content}
    </p>
  );
}
