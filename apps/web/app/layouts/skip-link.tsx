export const MAIN_CONTENT_ID = 'conteudo';

/** The first stop of the Tab key on every page: jumps over header and menus to the page itself. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
    >
      Pular para o conteúdo
    </a>
  );
}
