import { describe, expect, test } from 'vitest';
import { isSafeUrl, renderMarkdown } from './markdown.server';

const html = (source: string) => renderMarkdown(source).html;

describe('renderMarkdown keeps content inert', () => {
  test('a <script> written in the post is shown as text', () => {
    const out = html('Antes\n\n<script>alert(1)</script>\n\nDepois <script>alert(2)</script>');
    expect(out).not.toMatch(/<script/i);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('<img onerror> and other raw HTML are escaped, not elements', () => {
    const out = html(
      '<img src=x onerror="alert(1)">\n\nTexto com <b onclick="x()">negrito</b> e <iframe src="https://x"></iframe>',
    );
    expect(out).not.toMatch(/<img|<b |<iframe/i);
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  test.each([
    '[clique](javascript:alert(1))',
    '[clique](JaVaScRiPt:alert(1))',
    '[clique](java\tscript:alert(1))',
    '[clique](&#106;avascript:alert(1))',
    '[clique](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[clique](vbscript:msgbox)',
    '<javascript:alert(1)>',
    '![imagem](javascript:alert(1))',
    '![imagem](data:image/png;base64,iVBORw0KGgo=)',
  ])('%s makes no link or image', (source) => {
    const out = html(source);
    expect(out).not.toMatch(/<a |<img /);
    expect(out).not.toMatch(/href="(javascript|data|vbscript)/i);
  });

  test('an attribute cannot be broken out of from a link', () => {
    const out = html('[x](https://exemplo.com.br/"onmouseover="alert(1))');
    expect(out).not.toMatch(/"\s*onmouseover=/);
  });
});

describe('renderMarkdown links and headings', () => {
  test('external links get rel="noopener noreferrer"; links on the site do not', () => {
    const out = html('[Receita](https://www.gov.br/receitafederal) e [abrir empresa](/abrir-empresa)');
    expect(out).toContain('<a href="https://www.gov.br/receitafederal" rel="noopener noreferrer">Receita</a>');
    expect(out).toContain('<a href="/abrir-empresa">abrir empresa</a>');
  });

  test('mailto and tel links are kept', () => {
    expect(html('[e-mail](mailto:contato@exemplo.com.br)')).toContain('href="mailto:contato@exemplo.com.br"');
    expect(html('[fone](tel:+551140000000)')).toContain('href="tel:+551140000000"');
  });

  test('sections get ids from their text, repeats numbered, and make the table of contents', () => {
    const { html: out, toc } = renderMarkdown(
      '# Título no corpo\n\n## O que é o Fator R?\n\n### Cálculo\n\n## Exemplo\n\n### Cálculo\n\n#### Detalhe',
    );
    expect(out).toContain('<h2 id="titulo-no-corpo">Título no corpo</h2>');
    expect(out).toContain('<h2 id="o-que-e-o-fator-r">O que é o Fator R?</h2>');
    expect(out).toContain('<h3 id="calculo-2">Cálculo</h3>');
    expect(toc).toEqual([
      { id: 'titulo-no-corpo', text: 'Título no corpo', level: 2 },
      { id: 'o-que-e-o-fator-r', text: 'O que é o Fator R?', level: 2 },
      { id: 'calculo', text: 'Cálculo', level: 3 },
      { id: 'exemplo', text: 'Exemplo', level: 2 },
      { id: 'calculo-2', text: 'Cálculo', level: 3 },
    ]);
  });

  test('a heading with markup inside still gets a clean id; its HTML stays escaped', () => {
    const { toc, html: out } = renderMarkdown('## O **DAS** e o <em>x</em>');
    expect(toc[0]).toEqual({ id: 'o-das-e-o-em-x-em', text: 'O DAS e o <em>x</em>', level: 2 });
    expect(out).toContain('<strong>DAS</strong> e o &lt;em&gt;x&lt;/em&gt;</h2>');
  });

  test('tables scroll inside their own box', () => {
    const out = html('| Faixa | Alíquota |\n| --- | --- |\n| 1 | 6% |');
    expect(out).toMatch(/^<div class="overflow-x-auto"[^>]*>\n<table>/);
  });
});

test('isSafeUrl', () => {
  for (const url of ['https://a.b', 'http://a.b', '/blog', '#secao', '?x=1', 'outro-post', 'mailto:a@b.c'])
    expect(isSafeUrl(url)).toBe(true);
  for (const url of ['javascript:x', ' javascript:x', 'java\nscript:x', 'data:text/html,x', 'file:///etc', 'ftp://x'])
    expect(isSafeUrl(url)).toBe(false);
});
