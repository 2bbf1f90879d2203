import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button-variants';

/** The way from an article to the product: open a company or bring one over. */
export function BlogCta() {
  return (
    <aside
      aria-labelledby="blog-cta-titulo"
      className="grid gap-4 rounded-lg border border-border bg-primary-soft p-6 sm:p-8"
    >
      <h2 id="blog-cta-titulo" className="text-xl font-semibold tracking-tight text-balance">
        Deixe a contabilidade da sua empresa com a gente
      </h2>
      <p className="max-w-2xl text-foreground">
        Abrimos o seu CNPJ ou assumimos a contabilidade da empresa que você já tem, com impostos calculados, notas
        emitidas e tudo acompanhado pelo app.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/abrir-empresa" className={buttonVariants({ size: 'lg' })}>
          Abrir minha empresa
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/trocar-contador" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Trocar de contador
        </Link>
      </div>
    </aside>
  );
}
