import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { clsx } from 'clsx';
import type { CnaeListData } from '../cnae-list-data';
import { cnaeSearchPath } from '../cnae-tool-paths';
import { CnaeIntro } from './cnae-intro';
import { CnaePagination, CnaeResultList } from './cnae-result-list';
import { CnaeSearchForm } from './cnae-search-form';
import { LucaCnaeFinder } from './luca-cnae-finder';

const count = new Intl.NumberFormat('pt-BR');

/** `/tools/cnae`: the search (server-rendered), Luca's "describe your business" and what CNAE is. */
export function CnaeListPage({ data }: { data: CnaeListData }) {
  const { q, page, pageCount, total, results } = data;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid max-w-3xl gap-3">
        <p className="text-sm font-medium text-primary">Ferramentas</p>
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">Consulta CNAE</h1>
        <p className="text-lg text-muted-foreground">
          Encontre o código da sua atividade entre as 1.332 subclasses da CNAE 2.3 e veja se ela pode ser MEI, como
          entra no Simples Nacional e se o Fator R se aplica.
        </p>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {/* On a phone: the form, then Luca before the whole table, or after the results of a search. */}
        <div className="contents lg:col-start-1 lg:row-start-1 lg:grid lg:min-w-0 lg:gap-6">
          <div className="order-1">
            <CnaeSearchForm q={q} />
          </div>
          <section aria-labelledby="resultados-titulo" className="order-3 grid min-w-0 gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="resultados-titulo" className="text-xl font-semibold tracking-tight">
                {q ? <>Resultados para “{q}”</> : 'Tabela CNAE 2.3 completa'}
              </h2>
              {results && total > 0 && (
                <p className="text-sm text-muted-foreground">
                  {total === 1 ? '1 atividade' : `${count.format(total)} atividades`}
                  {q ? (total === 1 ? ' encontrada' : ' encontradas') : ', em ordem de código'}
                </p>
              )}
            </div>
            {results === null ? (
              <p
                role="alert"
                className="rounded-md border border-destructive-border bg-destructive-soft px-4 py-3 text-sm text-destructive"
              >
                Não foi possível buscar as atividades agora. Tente novamente em instantes.
              </p>
            ) : results.length === 0 ? (
              <NothingFound q={q} />
            ) : (
              <>
                <CnaeResultList results={results} label={q ? `Resultados para ${q}` : 'Subclasses da CNAE'} />
                <CnaePagination q={q} page={page} pageCount={pageCount} />
              </>
            )}
          </section>
        </div>
        <div className={clsx('lg:col-start-2 lg:row-start-1', q ? 'order-4' : 'order-2')}>
          <LucaCnaeFinder />
        </div>
      </div>

      <CnaeIntro />
    </div>
  );
}

function NothingFound({ q }: { q: string }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-input p-6">
      <SearchX className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">Nenhuma atividade encontrada para “{q}”.</p>
      <p className="text-sm text-muted-foreground">
        Confira a grafia, use menos palavras ou palavras mais gerais (por exemplo, “bolo” em vez de “bolos de pote
        decorados”), ou descreva seu negócio para a Luca.
      </p>
      <Link to={cnaeSearchPath('')} className="text-sm font-medium text-primary underline underline-offset-4">
        Ver a tabela completa
      </Link>
    </div>
  );
}
