import { Newspaper } from 'lucide-react';
import { PublicPage } from '~/components/layouts/public-page';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { publicPageMeta } from '~/lib/page-meta';
import { sentenceCaseSlug } from '~/lib/slug-text';
import type { Route } from './+types/blog-post';

// The slug stands in for the title until the article comes from the content service.
export const meta = ({ params }: Route.MetaArgs) =>
  publicPageMeta(sentenceCaseSlug(params.slug), 'Um artigo do blog da Contábil Online.');

export default function BlogPostPage({ params }: Route.ComponentProps) {
  return (
    <PublicPage>
      <PageHeader eyebrow="Blog" title={sentenceCaseSlug(params.slug)} />
      <EmptyState icon={Newspaper} title="Em breve por aqui" action={{ to: '/blog', label: 'Ver o blog' }}>
        <p>
          O artigo deste endereço vai aparecer aqui, com o nome de quem escreveu, a data de publicação e sugestões de
          leitura sobre o mesmo assunto.
        </p>
      </EmptyState>
    </PublicPage>
  );
}
