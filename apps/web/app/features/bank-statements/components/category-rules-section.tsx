import { useId, useState, type FormEvent } from 'react';
import { Pencil, Play, Plus, Trash2 } from 'lucide-react';
import {
  categoryRuleInputSchema,
  normaliseCounterpart,
  type CategoryRule,
  type TaxCategory,
} from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { AppDialog } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { toast } from '~/platform/toast';
import {
  useApplyCategoryRule,
  useCategoryRules,
  useDeleteCategoryRule,
  useSaveCategoryRule,
  useTaxCategories,
} from '../api/use-bank-statements';
import { plural } from '../bank-format';
import { taxCategoryLabel } from '../tax-category-search';
import { TaxCategoryCombobox } from './tax-category-picker';
import { FormActions } from '~/components/ui/form-actions';

type Editing = { rule: CategoryRule | null } | null;

/**
 * "Regras de categorização": the texts the company taught (a description containing the
 * text gets the category on every import), to change, remove or apply again.
 */
export function CategoryRulesSection({ companyId }: { companyId: string }) {
  const rules = useCategoryRules(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CategoryRule | null>(null);
  const [applying, setApplying] = useState<CategoryRule | null>(null);

  return (
    <section aria-labelledby="regras-titulo" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="regras-titulo" className="text-xl font-semibold tracking-tight">
            Regras de categorização
          </h2>
          <p className="max-w-3xl text-sm text-muted-foreground">
            Quando a descrição de uma transação contém o texto da regra, ela recebe a categoria sozinha a cada
            importação. As regras nascem quando você categoriza uma transação e pede para lembrar, ou aqui.
          </p>
        </div>
        <Button variant="outline" onClick={() => setEditing({ rule: null })}>
          <Plus aria-hidden="true" />
          Nova regra
        </Button>
      </div>
      <QueryStates
        query={rules}
        loading={<ListSkeleton rows={2} label="Carregando as regras…" />}
        empty={
          <p className="rounded-lg border border-dashed border-input bg-surface p-4 text-sm text-muted-foreground">
            Nenhuma regra ainda. Categorize uma transação e escolha “Lembrar nas próximas importações” para criar a
            primeira.
          </p>
        }
      >
        {(data) => (
          <ul className="divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Regras">
            {data.map((rule) => (
              <li key={rule.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="grid min-w-0 gap-1">
                  <span className="font-medium [overflow-wrap:anywhere]">
                    <span className="sr-only">Texto: </span>“{rule.match}”
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {taxCategoryLabel(rule.taxCategory)} · categorizou{' '}
                    {plural(rule.appliedCount, 'transação', 'transações')} até agora
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setApplying(rule)}>
                    <Play aria-hidden="true" />
                    Aplicar de novo<span className="sr-only">: {rule.match}</span>
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setEditing({ rule })}>
                    <Pencil aria-hidden="true" />
                    Editar<span className="sr-only">: {rule.match}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    onClick={() => setDeleting(rule)}
                  >
                    <Trash2 aria-hidden="true" />
                    Excluir<span className="sr-only">: {rule.match}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {editing && (
        <RuleDialog
          companyId={companyId}
          rule={editing.rule}
          onClose={() => setEditing(null)}
          // A new rule offers at once to file the transactions already imported.
          onCreated={setApplying}
        />
      )}
      <DeleteRuleDialog companyId={companyId} rule={deleting} onClose={() => setDeleting(null)} />
      <ApplyRuleDialog companyId={companyId} rule={applying} onClose={() => setApplying(null)} />
    </section>
  );
}

/** New or changed rule: the text and the category. */
function RuleDialog({
  companyId,
  rule,
  onClose,
  onCreated,
}: {
  companyId: string;
  rule: CategoryRule | null;
  onClose: () => void;
  onCreated: (rule: CategoryRule) => void;
}) {
  const id = useId();
  const categories = useTaxCategories();
  const save = useSaveCategoryRule(companyId);
  const [match, setMatch] = useState(rule?.match ?? '');
  const [category, setCategory] = useState<Pick<TaxCategory, 'id' | 'code' | 'name'> | null>(rule?.taxCategory ?? null);
  const [errors, setErrors] = useState<{ match?: string; category?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = categoryRuleInputSchema.safeParse({ match, taxCategoryId: category?.id });
    if (!parsed.success) {
      const found: { match?: string; category?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'match') found.match ??= issue.message;
        else found.category ??= 'Escolha a categoria';
      }
      return setErrors(found);
    }
    setErrors({});
    save.mutate(
      { ruleId: rule?.id ?? null, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(rule ? 'Regra alterada.' : `Regra “${saved.match}” criada.`);
          onClose();
          if (!rule) onCreated(saved);
        },
      },
    );
  };

  const normalised = normaliseCounterpart(match);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={rule ? 'Editar regra' : 'Nova regra'}
      description="Transações cuja descrição contém este texto recebem a categoria escolhida nas próximas importações."
      isBusy={save.isPending}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <FormField
          label="Texto da descrição"
          hint={normalised ? `Comparado como “${normalised}” (sem acentos, números e símbolos).` : undefined}
          error={errors.match}
        >
          <Input value={match} maxLength={200} onChange={(event) => setMatch(event.target.value)} />
        </FormField>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-categoria`}>Categoria</Label>
          {category && (
            <p className="text-sm">
              Escolhida: <strong>{taxCategoryLabel(category)}</strong>
            </p>
          )}
          <TaxCategoryCombobox
            id={`${id}-categoria`}
            label="Categoria"
            categories={categories.data ?? []}
            placeholder={category ? 'Buscar outra categoria' : 'Buscar categoria'}
            onSelect={setCategory}
          />
          {errors.category && <p className="text-sm text-destructive">{errors.category}</p>}
        </div>
        {save.isError && <Alert tone="error">{save.error.message}</Alert>}
        <FormActions
          closeLabel="Cancelar"
          onClose={onClose}
          submitLabel="Salvar regra"
          busyLabel="Salvando…"
          isSubmitting={save.isPending}
        />
      </form>
    </AppDialog>
  );
}

function DeleteRuleDialog({
  companyId,
  rule,
  onClose,
}: {
  companyId: string;
  rule: CategoryRule | null;
  onClose: () => void;
}) {
  const remove = useDeleteCategoryRule(companyId);
  return (
    <ConfirmDialog
      open={!!rule}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={`Excluir a regra “${rule?.match ?? ''}”?`}
      description="As próximas importações não vão mais usar esta regra. As transações já categorizadas continuam com a categoria."
      confirmLabel="Excluir regra"
      busyLabel="Excluindo…"
      tone="destructive"
      isBusy={remove.isPending}
      error={remove.error?.message ?? null}
      onConfirm={() =>
        rule &&
        remove.mutate(rule.id, {
          onSuccess: () => {
            toast.success('Regra excluída.');
            onClose();
          },
        })
      }
    />
  );
}

/** Applies a rule to the transactions already imported; optionally also to the ones with a category. */
function ApplyRuleDialog({
  companyId,
  rule,
  onClose,
}: {
  companyId: string;
  rule: CategoryRule | null;
  onClose: () => void;
}) {
  const id = useId();
  const apply = useApplyCategoryRule(companyId);
  const [overwrite, setOverwrite] = useState(false);
  const close = () => {
    apply.reset();
    setOverwrite(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={!!rule}
      onOpenChange={(open) => !open && close()}
      title={`Aplicar a regra “${rule?.match ?? ''}”?`}
      description={
        <span className="grid gap-3">
          <span>
            As transações já importadas cuja descrição contém o texto recebem a categoria{' '}
            {rule ? taxCategoryLabel(rule.taxCategory) : ''}.
          </span>
          <span className="flex items-start gap-2 text-foreground">
            <Checkbox id={id} checked={overwrite} onCheckedChange={(checked) => setOverwrite(checked === true)} />
            <Label htmlFor={id} className="leading-snug font-normal">
              Trocar também a categoria das que já têm uma
            </Label>
          </span>
        </span>
      }
      confirmLabel="Aplicar regra"
      busyLabel="Aplicando…"
      isBusy={apply.isPending}
      error={apply.error?.message ?? null}
      onConfirm={() =>
        rule &&
        apply.mutate(
          { ruleId: rule.id, overwrite },
          {
            onSuccess: (updated) => {
              toast.success(
                updated === 0
                  ? 'Nenhuma transação precisou mudar.'
                  : `${plural(updated, 'transação categorizada', 'transações categorizadas')}.`,
              );
              close();
            },
          },
        )
      }
    />
  );
}
