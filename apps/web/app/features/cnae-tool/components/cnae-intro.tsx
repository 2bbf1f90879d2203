import { Link } from 'react-router';

/** "O que é CNAE": for someone about to open a company, server-rendered text for readers and search engines. */
export function CnaeIntro() {
  return (
    <section aria-labelledby="o-que-e-cnae" className="grid gap-6">
      <h2 id="o-que-e-cnae" className="text-2xl font-semibold tracking-tight">
        O que é CNAE e por que ele importa para abrir empresa
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <IntroBlock title="Um código para cada atividade">
          A Classificação Nacional de Atividades Econômicas (CNAE), mantida pelo IBGE, dá um código a cada atividade: a
          versão 2.3 tem 1.332 subclasses, como <span className="whitespace-nowrap">6201-5/01</span> para o
          desenvolvimento de software sob encomenda. O CNPJ, a inscrição municipal e o alvará registram as atividades da
          empresa por esses códigos.
        </IntroBlock>
        <IntroBlock title="Atividade principal e secundárias">
          Toda empresa tem uma atividade principal, a que mais gera receita, e pode ter atividades secundárias. Escolha
          códigos que descrevam o que a empresa faz de fato: uma atividade que não está no CNPJ não pode ser faturada.
        </IntroBlock>
        <IntroBlock title="MEI, Simples Nacional e impostos">
          O código decide se a empresa pode ser MEI, se pode optar pelo Simples Nacional e em qual anexo ela paga os
          impostos, com alíquotas de 4% a 33%. Em algumas atividades de serviço, o Fator R (a relação entre a folha de
          pagamento e o faturamento) define se o anexo é o III ou o V.
        </IntroBlock>
        <IntroBlock title="Na dúvida, pergunte">
          Cada página de código mostra o que a atividade compreende e não compreende e as palavras do índice do IBGE.
          Ainda assim, o enquadramento é uma decisão técnica: ao{' '}
          <Link to="/abrir-empresa" className="font-medium text-primary underline underline-offset-4">
            abrir sua empresa com a gente
          </Link>
          , um contador confere os códigos com você.
        </IntroBlock>
      </div>
    </section>
  );
}

function IntroBlock({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}
