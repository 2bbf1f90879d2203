import { Link } from 'react-router';
import { PageLinks } from '~/components/ui/page-links';
import { clsx } from 'clsx';
import type { BlogListData } from '../blog-page-data';
import { BLOG_PATH, blogListPath } from '../blog-paths';
import { BlogCta } from './blog-cta';
import { PostCard } from './post-card';

/** `/blog`: the posts, newest first, with the tag filter and the pages as plain links. */
export function BlogListPage({ data }: { data: BlogListData }) {
  const { posts, tags, tag, page, pageCount, total } = data;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid max-w-3xl gap-3">
        {tag && (
          <p className="text-sm font-medium text-primary">
            <Link to={BLOG_PATH} className="hover:underline">
              Blog
            </Link>
          </p>
        )}
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {tag ? `Artigos sobre ${tag.name}` : 'Blog'}
        </h1>
        <p className="text-lg text-muted-foreground">
          Contabilidade explicada sem juridiquês: o que donos de pequenas empresas precisam saber sobre MEI, Simples
          Nacional, impostos, notas fiscais e a rotina contábil, escrito pela nossa equipe de contadores.
        </p>
      </header>

      {tags.length > 0 && <TagFilter tags={tags} active={tag?.slug ?? null} />}

      {posts === null ? (
        <p
          role="alert"
          className="rounded-md border border-destructive-border bg-destructive-soft px-4 py-3 text-sm text-destructive"
        >
          Não foi possível carregar os artigos agora. Tente novamente em instantes.
        </p>
      ) : (
        <section aria-labelledby="artigos-titulo" className="grid gap-4">
          <h2 id="artigos-titulo" className="sr-only">
            {tag ? `Artigos sobre ${tag.name}` : 'Artigos mais recentes'}
          </h2>
          {posts.length === 0 ? (
            <p className="text-muted-foreground">Ainda não há artigos publicados.</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {total === 1 ? '1 artigo' : `${total} artigos`}, do mais recente para o mais antigo
              </p>
              <ol className="grid gap-4 md:grid-cols-2">
                {posts.map((post) => (
                  <li key={post.slug} className="grid">
                    <PostCard post={post} headingLevel={3} />
                  </li>
                ))}
              </ol>
            </>
          )}
          <PageLinks
            label="Páginas do blog"
            page={page}
            pageCount={pageCount}
            pathFor={(other) => blogListPath(tag?.slug, other)}
            previousLabel="Mais recentes"
            nextLabel="Mais antigos"
          />
        </section>
      )}

      <BlogCta />
    </div>
  );
}

const chipClass =
  'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function TagFilter({ tags, active }: { tags: BlogListData['tags']; active: string | null }) {
  const chips = [{ slug: null, name: 'Todos' }, ...tags];
  return (
    <nav aria-label="Assuntos do blog">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const current = chip.slug === active;
          return (
            <li key={chip.slug ?? 'todos'}>
              <Link
                to={blogListPath(chip.slug)}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  chipClass,
                  current
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-surface text-foreground hover:bg-muted',
                )}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
