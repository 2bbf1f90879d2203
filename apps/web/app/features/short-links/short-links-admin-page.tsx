import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Check, Copy, ExternalLink, Link2, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ShortLink, ShortLinkInput } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { AppDialog } from '~/components/ui/dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { SearchFiltersBar } from '~/components/ui/search-filters-bar';
import { formatDateTime } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { ShortLinkForm } from './short-link-form';
import {
  createShortLink,
  deleteShortLink,
  fetchShortLinks,
  shortLinksKeys,
  shortLinkUrl,
  updateShortLink,
} from './short-links-admin-api';

const QUERY_PARAM = 'busca';
const OFFSET_PARAM = 'inicio';

type Editing = { mode: 'create' } | { mode: 'edit'; link: ShortLink } | null;

/** Short links (`{functions}/links/{alias}`): list, search, create, edit and delete; system administrators only. */
export function ShortLinksAdminPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { functionsBaseUrl } = useRuntimeConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get(QUERY_PARAM) ?? '';
  const rawOffset = Number(searchParams.get(OFFSET_PARAM));
  const offset = Number.isInteger(rawOffset) && rawOffset > 0 ? rawOffset : 0;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShortLink | null>(null);

  const links = useQuery({
    queryKey: [...shortLinksKeys.all, query, offset],
    queryFn: ({ signal }) => fetchShortLinks(client, { query, offset, signal }),
    placeholderData: keepPreviousData,
  });

  const goTo = (next: { query?: string; offset?: number }) => {
    const params: Record<string, string> = {};
    const nextQuery = next.query ?? query;
    if (nextQuery) params[QUERY_PARAM] = nextQuery;
    if (next.offset) params[OFFSET_PARAM] = String(next.offset);
    setSearchParams(params, { preventScrollReset: true });
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: shortLinksKeys.all });

  const save = async (values: ShortLinkInput) => {
    if (editing?.mode === 'edit') {
      const saved = await updateShortLink(client, editing.link.id, values);
      toast.success(`Link ${saved.alias} salvo.`);
    } else {
      const saved = await createShortLink(client, values);
      toast.success(`Link ${saved.alias} criado.`);
      if (offset > 0) goTo({ offset: 0 });
    }
    setEditing(null);
    await refresh();
  };

  const shortUrlPrefix = shortLinkUrl(functionsBaseUrl, '');

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Links curtos"
        description="Endereços curtos que levam a qualquer página (campanhas, materiais, formulários). Quem abre o link curto é redirecionado ao destino, e cada acesso é contado."
        actions={
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Novo link
          </Button>
        }
      />
      <SearchFiltersBar
        query={query}
        onSearch={(next) => goTo({ query: next.trim(), offset: 0 })}
        placeholder="Apelido ou endereço de destino"
        columnsClassName="md:grid-cols-1"
      >
        {null}
      </SearchFiltersBar>
      <QueryStates
        query={links}
        loading={<ListSkeleton label="Carregando links…" />}
        empty={
          query ? (
            <EmptyState icon={Link2} title="Nenhum link encontrado">
              <p>Nenhum apelido ou endereço contém “{query}”.</p>
            </EmptyState>
          ) : (
            <EmptyState icon={Link2} title="Nenhum link curto ainda">
              <p>Crie o primeiro em “Novo link”: escolha um apelido e o endereço de destino.</p>
            </EmptyState>
          )
        }
      >
        {(data) => (
          <div className="grid gap-4" aria-busy={links.isFetching || undefined}>
            <ul className="grid gap-3" aria-label="Links curtos">
              {data.items.map((link) => (
                <ShortLinkItem
                  key={link.id}
                  link={link}
                  shortUrl={shortLinkUrl(functionsBaseUrl, link.alias)}
                  onEdit={() => setEditing({ mode: 'edit', link })}
                  onDelete={() => setDeleting(link)}
                />
              ))}
            </ul>
            <ListPagination page={data} noun="links" onChange={(next) => goTo({ offset: next })} />
          </div>
        )}
      </QueryStates>

      <AppDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.mode === 'edit' ? `Editar o link ${editing.link.alias}` : 'Novo link curto'}
        description="O apelido forma o endereço curto; o destino é para onde ele leva."
      >
        {editing && (
          <ShortLinkForm
            key={editing.mode === 'edit' ? editing.link.id : 'novo'}
            {...(editing.mode === 'edit' ? { link: editing.link } : {})}
            shortUrlPrefix={shortUrlPrefix}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </AppDialog>

      <DeleteLinkDialog link={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </div>
  );
}

function ShortLinkItem({
  link,
  shortUrl,
  onEdit,
  onDelete,
}: {
  link: ShortLink;
  shortUrl: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `link-${link.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-border bg-surface p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start lg:gap-6"
    >
      <div className="grid min-w-0 gap-2">
        <h2 id={headingId} className="font-semibold break-all">
          {link.alias}
        </h2>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <code className="min-w-0 rounded-md bg-muted px-2 py-1 font-mono text-sm break-all select-all">
            {shortUrl}
          </code>
          <CopyButton value={shortUrl} alias={link.alias} />
        </div>
        <p className="flex min-w-0 items-start gap-1.5 text-sm">
          <span className="shrink-0 text-muted-foreground">Destino:</span>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="min-w-0 break-all text-primary underline-offset-4 hover:underline"
          >
            {link.url}
            <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" />{' '}
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        </p>
        <p className="text-xs text-muted-foreground">
          <span className="tabular-nums">
            {link.hitCount === 1 ? '1 acesso' : `${link.hitCount.toLocaleString('pt-BR')} acessos`}
          </span>
          {link.lastUsedAt && <> · último em {formatDateTime(link.lastUsedAt)}</>} · criado em{' '}
          {formatDateTime(link.createdAt)}
          {link.createdBy && <> por {link.createdBy.name}</>}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar o link ${link.alias}`}>
          <Pencil aria-hidden="true" />
          Editar
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Apagar o link ${link.alias}`}>
          <Trash2 aria-hidden="true" />
          Apagar
        </Button>
      </div>
    </li>
  );
}

function CopyButton({ value, alias }: { value: string; alias: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success('Link curto copiado');
      setTimeout(() => setCopied(false), 3_000);
    } catch {
      toast.error('Não foi possível copiar. Selecione o endereço e copie manualmente.');
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={`Copiar o link curto ${alias}`}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copiado' : 'Copiar'}
    </Button>
  );
}

function DeleteLinkDialog({
  link,
  onClose,
  onDeleted,
}: {
  link: ShortLink | null;
  onClose: () => void;
  onDeleted: () => Promise<unknown>;
}) {
  const client = useApiClient();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!link) return;
    setBusy(true);
    setError(null);
    try {
      await deleteShortLink(client, link.id);
      toast.success(`Link ${link.alias} apagado.`);
      onClose();
      await onDeleted();
    } catch (err) {
      // Already gone (another admin): the list just needs refreshing.
      if (err instanceof ApiError && err.status === 404) {
        onClose();
        await onDeleted();
      } else {
        setError(err instanceof ApiError ? err.message : 'Não foi possível apagar o link. Tente novamente.');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={link !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={`Apagar o link ${link?.alias ?? ''}?`}
      description="O link curto deixa de funcionar: quem abrir o endereço recebe “Link não encontrado”. Não é possível desfazer."
      confirmLabel="Apagar link"
      busyLabel="Apagando…"
      isBusy={isBusy}
      error={error}
      onConfirm={() => void confirm()}
      tone="destructive"
    />
  );
}
