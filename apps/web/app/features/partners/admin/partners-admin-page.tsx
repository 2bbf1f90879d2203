import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Handshake, ListChecks, Pencil, Plus } from 'lucide-react';
import type { PartnerProgram, PartnerUpsertInput } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { AppDialog } from '~/components/ui/dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { toast } from '~/platform/toast';
import { useApiClient } from '~/lib/api-client-context';
import { createPartner, fetchPartners, partnersKeys, updatePartner } from '../partners-api';
import { PartnerForm } from './partner-form';

export function adminPartnerPath(slug: string): string {
  return `/app/admin/partners/${encodeURIComponent(slug)}`;
}

type Editing = { mode: 'create' } | { mode: 'edit'; partner: PartnerProgram } | null;

/** The partners companies can join: create and edit them (with their form), and open their enrolments. */
export function PartnersAdminPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const partners = useQuery({ queryKey: partnersKeys.list, queryFn: ({ signal }) => fetchPartners(client, signal) });

  const save = async (input: PartnerUpsertInput) => {
    const saved =
      editing?.mode === 'edit'
        ? await updatePartner(client, editing.partner.slug, input)
        : await createPartner(client, input);
    toast.success(`Parceiro ${saved.name} salvo.`);
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: partnersKeys.all });
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Parceiros"
        description="Empresas parceiras que oferecem benefícios aos nossos clientes, com o formulário de adesão de cada uma."
        actions={
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Novo parceiro
          </Button>
        }
      />
      <QueryStates
        query={partners}
        loading={<ListSkeleton rows={2} label="Carregando parceiros…" />}
        empty={
          <EmptyState icon={Handshake} title="Nenhum parceiro ainda">
            <p>Crie o primeiro em “Novo parceiro”.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="grid gap-4" aria-label="Parceiros">
            {data.map((partner) => (
              <li
                key={partner.id}
                aria-labelledby={`parceiro-${partner.slug}`}
                className="grid gap-3 rounded-lg border border-border bg-surface p-4 sm:p-6"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id={`parceiro-${partner.slug}`} className="text-lg font-semibold tracking-tight">
                    {partner.name}
                  </h2>
                  <Badge tone={partner.active ? 'success' : 'neutral'}>
                    {partner.active ? 'Recebendo adesões' : 'Pausado'}
                  </Badge>
                </div>
                <p className="line-clamp-3 text-sm text-muted-foreground">{partner.description}</p>
                <p className="text-xs text-muted-foreground">
                  {partner.fields.length === 1 ? '1 campo' : `${partner.fields.length} campos`} no formulário ·{' '}
                  {partner.benefits.length === 1 ? '1 benefício' : `${partner.benefits.length} benefícios`}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Link to={adminPartnerPath(partner.slug)} className={buttonVariants({ size: 'sm' })}>
                    <ListChecks aria-hidden="true" />
                    Ver adesões
                  </Link>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing({ mode: 'edit', partner })}
                    aria-label={`Editar o parceiro ${partner.name}`}
                  >
                    <Pencil aria-hidden="true" />
                    Editar
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <AppDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.mode === 'edit' ? `Editar ${editing.partner.name}` : 'Novo parceiro'}
        description="A descrição e os benefícios aparecem na página do parceiro; os campos formam o formulário de adesão."
        className="w-[min(44rem,calc(100vw-1rem))]"
      >
        {editing && (
          <PartnerForm
            key={editing.mode === 'edit' ? editing.partner.id : 'novo'}
            {...(editing.mode === 'edit' ? { partner: editing.partner } : {})}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </AppDialog>
    </div>
  );
}
