import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button-variants';
import { SITE_TITLE } from '~/lib/site';

export default function HomePage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col justify-center gap-6 px-4 py-16 sm:px-6">
      <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{SITE_TITLE}</h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        Abra, migre e administre a sua empresa sem papelada: contabilidade, notas fiscais, extratos bancários e
        documentos em um só lugar, com rapidez, segurança e o melhor preço.
      </p>
      {/* Only the button styles: the public home stays free of the Button component's extra JS. */}
      <div className="flex flex-wrap gap-3">
        <Link to="/abrir-empresa" prefetch="intent" className={buttonVariants({ size: 'lg' })}>
          Abrir minha empresa
        </Link>
        <Link to="/trocar-contador" prefetch="intent" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Trocar de contador
        </Link>
      </div>
    </div>
  );
}
