import { Form } from 'react-router';
import { Search } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button-variants';
import { CNAE_SEARCH_MAX_LENGTH, CNAE_TOOL_PATH } from '../cnae-tool-paths';

const inputClass =
  'flex h-11 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40';

/**
 * A GET form to the page itself (`?q=`): without JavaScript it is a plain submit, with it a
 * client-side navigation. Page 1 of the new search, always.
 */
export function CnaeSearchForm({ q }: { q: string }) {
  return (
    <Form method="get" action={CNAE_TOOL_PATH} role="search" className="grid gap-2">
      <label htmlFor="cnae-busca" className="text-sm font-medium">
        Código ou atividade
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="cnae-busca"
          name="q"
          type="search"
          // The key resets the field when the search changes by navigation (back, a link).
          key={q}
          defaultValue={q}
          maxLength={CNAE_SEARCH_MAX_LENGTH}
          placeholder="Ex.: padaria ou 6201-5/01"
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="cnae-busca-dica"
          className={inputClass}
        />
        <button type="submit" className={buttonVariants({ size: 'lg', className: 'sm:w-auto' })}>
          <Search aria-hidden="true" />
          Buscar
        </button>
      </div>
      <p id="cnae-busca-dica" className="text-sm text-muted-foreground">
        Busque pelo número (com ou sem pontuação) ou por palavras da atividade; acentos e maiúsculas não importam.
      </p>
    </Form>
  );
}
