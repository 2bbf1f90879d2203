import { MAX_SECONDARY_CNAES, type LucaCnaeMatch, type LucaCnaeSuggestion } from '@contabil/contracts';

/** The activities chosen in the form: the main one ("" when none) and the secondary ones, 7 digits each. */
export interface CnaeChoice {
  mainCnae: string;
  secondaryCnaes: string[];
}

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'destructive';

export interface SuggestionBadge {
  label: string;
  tone: BadgeTone;
  title: string;
}

const digits = (code: string) => code.replace(/\D/g, '');

/** The Simples Nacional situation of a suggestion, as a badge. */
export function simplesBadge(
  suggestion: Pick<LucaCnaeSuggestion, 'simplesSituation' | 'simplesAnnex' | 'fatorR'>,
): SuggestionBadge {
  if (suggestion.simplesSituation === 'barred') {
    return { label: 'Fora do Simples', tone: 'destructive', title: 'Esta atividade impede o Simples Nacional' };
  }
  if (suggestion.simplesSituation === 'ambiguous') {
    return {
      label: 'Simples: depende',
      tone: 'warning',
      title: 'O código abrange atividades permitidas e vedadas no Simples Nacional: confirmamos com você',
    };
  }
  if (suggestion.fatorR) {
    return {
      label: 'Simples: Anexo III ou V',
      tone: 'neutral',
      title: 'O Fator R decide: Anexo III com folha de pagamento de pelo menos 28% do faturamento, senão Anexo V',
    };
  }
  if (suggestion.simplesAnnex) {
    return {
      label: `Simples: Anexo ${suggestion.simplesAnnex}`,
      tone: 'neutral',
      title: `Permitida no Simples Nacional, Anexo ${suggestion.simplesAnnex}`,
    };
  }
  return { label: 'Simples', tone: 'neutral', title: 'Permitida no Simples Nacional' };
}

/** The MEI badge: allowed, or (when the company is an MEI) a warning that it is not. */
export function meiBadge(suggestion: Pick<LucaCnaeSuggestion, 'isAllowedMei'>, isMei: boolean): SuggestionBadge | null {
  if (suggestion.isAllowedMei) return { label: 'MEI', tone: 'success', title: 'Permitida para o MEI' };
  if (isMei) return { label: 'Não permitida no MEI', tone: 'warning', title: 'O MEI não pode exercer esta atividade' };
  return null;
}

/** Whether a code is already the main or a secondary activity of the form. */
export function chosenAs(code: string, choice: CnaeChoice): 'main' | 'secondary' | null {
  const wanted = digits(code);
  if (digits(choice.mainCnae) === wanted) return 'main';
  if (choice.secondaryCnaes.some((other) => digits(other) === wanted)) return 'secondary';
  return null;
}

/** The code becomes the main activity (and leaves the secondary ones if it was there). */
export function chooseAsMain(code: string, choice: CnaeChoice): CnaeChoice {
  const wanted = digits(code);
  return {
    mainCnae: wanted,
    secondaryCnaes: choice.secondaryCnaes.map(digits).filter((other) => other !== wanted),
  };
}

/** The code joins the secondary activities, unless it is the main one, already there, or the list is full. */
export function chooseAsSecondary(code: string, choice: CnaeChoice): CnaeChoice {
  const wanted = digits(code);
  const secondary = choice.secondaryCnaes.map(digits);
  if (wanted === digits(choice.mainCnae) || secondary.includes(wanted) || secondary.length >= MAX_SECONDARY_CNAES) {
    return { mainCnae: digits(choice.mainCnae), secondaryCnaes: secondary };
  }
  return { mainCnae: digits(choice.mainCnae), secondaryCnaes: [...secondary, wanted] };
}

/** Luca's whole proposal: its main activity as the main one, its secondary ones added to those chosen. */
export function acceptMatch(match: Pick<LucaCnaeMatch, 'main' | 'secondary'>, choice: CnaeChoice): CnaeChoice {
  if (!match.main) return choice;
  let next = chooseAsMain(match.main.code, choice);
  for (const suggestion of match.secondary) next = chooseAsSecondary(suggestion.code, next);
  return next;
}

/**
 * What Luca proposed for a suggestion in this answer: main, secondary, or only an alternative.
 * While its question is open, the main is proposed only if it is one of the options: the
 * question, not the ranking, says what the main activity is.
 */
export function proposedAs(
  code: string,
  match: Pick<LucaCnaeMatch, 'main' | 'secondary'> & { question?: LucaCnaeMatch['question'] },
): 'main' | 'secondary' | null {
  if (match.main?.code === code) return isOpenOption(code, match.question) ? 'main' : null;
  if (match.secondary.some((suggestion) => suggestion.code === code)) return 'secondary';
  return null;
}

/** True without a question, or when the code is one of the open question's options. */
function isOpenOption(code: string, question: LucaCnaeMatch['question'] | undefined): boolean {
  return !question || question.options.some((option) => option.cnae === code);
}
