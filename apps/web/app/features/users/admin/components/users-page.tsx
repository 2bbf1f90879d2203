import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Plus, ShieldAlert, Users } from 'lucide-react';
import { formatPhone, type AdminUser } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { AppDialog } from '~/components/ui/dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { adminUsersKeys, createAdminUser, fetchAdminUsers } from '../admin-users-api';
import type { CreateUserFormValues } from '../create-user-schema';
import { adminUserPath, readUsersFilters, userRoleSummary, writeUsersFilters } from '../users-filters';
import { CreateUserForm } from './create-user-form';
import { UserStatusBadge } from './user-status-badge';
import { UsersFiltersBar } from './users-filters-bar';

/** Everyone with an account: find, filter, create (with a "definir senha" e-mail) and open a person. */
export function UsersPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readUsersFilters(searchParams);
  const [isCreating, setCreating] = useState(false);
  const users = useQuery({
    queryKey: adminUsersKeys.list(filters),
    queryFn: ({ signal }) => fetchAdminUsers(client, filters, signal),
    placeholderData: keepPreviousData,
  });
  const setFilters = (next: typeof filters) => setSearchParams(writeUsersFilters(next), { preventScrollReset: true });
  const isRestricted = users.error instanceof ApiError && users.error.status === 403;
  const isFiltered = !!(filters.query || filters.role || filters.companyId || filters.status);

  const create = async (values: CreateUserFormValues) => {
    const created = await createAdminUser(client, values);
    toast.success(`Usuário ${created.displayName} criado. Enviamos o link para definir a senha a ${created.email}.`);
    setCreating(false);
    await queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Usuários"
        description={!isRestricted && 'Todas as pessoas com acesso à Contábil Online, da equipe e das empresas.'}
        actions={
          !isRestricted && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              Novo usuário
            </Button>
          )
        }
      />
      {isRestricted ? (
        <EmptyState icon={ShieldAlert} title="Acesso restrito" action={{ to: '/app/panel', label: 'Ir para o painel' }}>
          <p>
            Esta página é da equipe da Contábil Online: só administradores do sistema veem e cadastram usuários. Para
            chamar alguém para a sua empresa, use Convites.
          </p>
        </EmptyState>
      ) : (
        <>
          <UsersFiltersBar filters={filters} onChange={setFilters} />
          <QueryStates
            query={users}
            loading={<ListSkeleton label="Carregando usuários…" />}
            keepDataOnError
            empty={
              <EmptyState icon={Users} title={isFiltered ? 'Nenhum usuário com estes filtros' : 'Nenhum usuário ainda'}>
                <p>
                  {isFiltered
                    ? 'Confira o nome ou o e-mail, ou mude os filtros.'
                    : 'Crie o primeiro em “Novo usuário”.'}
                </p>
              </EmptyState>
            }
          >
            {(data) => (
              <div className="grid gap-4" aria-busy={users.isFetching || undefined}>
                <UsersTable users={data.items} />
                <ListPagination page={data} onChange={(offset) => setFilters({ ...filters, offset })} noun="usuários" />
              </div>
            )}
          </QueryStates>
        </>
      )}
      <AppDialog
        open={isCreating}
        onOpenChange={setCreating}
        title="Novo usuário"
        description="A conta é criada sem senha: a pessoa define a própria senha pelo link do e-mail."
      >
        {isCreating && <CreateUserForm onSubmit={create} onCancel={() => setCreating(false)} />}
      </AppDialog>
    </div>
  );
}

const CAPTION = 'Usuários';

const USER_COLUMNS: readonly DataTableColumn<AdminUser>[] = [
  { header: 'Pessoa', cell: (user) => <PersonCell user={user} />, card: 'title' },
  { header: 'Papéis', cell: (user) => <Roles user={user} /> },
  { header: 'Empresas', cell: (user) => <CompaniesCell user={user} /> },
  { header: 'Situação', cell: (user) => <UserStatusBadge user={user} />, card: 'badge' },
  {
    header: 'Cadastro',
    className: 'whitespace-nowrap tabular-nums',
    cell: (user) => formatDate(user.createdAt),
    card: 'none',
  },
];

function UsersTable({ users }: { users: readonly AdminUser[] }) {
  return <DataTable rows={users} rowKey={(user) => user.uid} columns={USER_COLUMNS} caption={CAPTION} />;
}

function PersonCell({ user }: { user: AdminUser }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <Link
        to={adminUserPath(user.uid)}
        className="rounded-sm font-medium break-words text-primary underline-offset-4 hover:underline"
      >
        {user.displayName}
      </Link>
      <span className="text-xs break-all text-muted-foreground">{user.email}</span>
      {user.phoneNumber && <span className="text-xs text-muted-foreground">{formatPhone(user.phoneNumber)}</span>}
    </div>
  );
}

function Roles({ user }: { user: AdminUser }) {
  const roles = userRoleSummary(user);
  if (roles.length === 0) return <span className="text-muted-foreground">Sem papel</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role} tone={role === 'Administrador do sistema' ? 'primary' : 'neutral'}>
          {role}
        </Badge>
      ))}
    </div>
  );
}

function CompaniesCell({ user }: { user: AdminUser }) {
  if (user.memberships.length === 0) return <span className="text-muted-foreground">Nenhuma</span>;
  return <span className="break-words">{user.memberships.map((membership) => membership.companyName).join(', ')}</span>;
}
