import type { OfxUploadResult } from '@contabil/contracts';
import { plural } from './bank-format';

type ImportCounts = Pick<OfxUploadResult, 'imported' | 'skippedDuplicates' | 'flagged'>;

/**
 * "10 importadas, 2 ignoradas por já existirem, 1 possível duplicidade para revisar": what
 * an import did, the three counts always said (a re-upload reads "0 importadas").
 */
export function importCountsText({ imported, skippedDuplicates, flagged }: ImportCounts): string {
  return [
    plural(imported, 'importada', 'importadas'),
    `${plural(skippedDuplicates, 'ignorada', 'ignoradas')} por já existirem`,
    `${plural(flagged, 'possível duplicidade', 'possíveis duplicidades')} para revisar`,
  ].join(', ');
}

/** The lines under the counts: balance rows left out, transactions a learned rule filed. */
export function importDetails(result: Pick<OfxUploadResult, 'ignoredBalanceRows' | 'categorised'>): string[] {
  const details: string[] = [];
  if (result.ignoredBalanceRows > 0) {
    details.push(
      result.ignoredBalanceRows === 1
        ? '1 linha de saldo do banco (como "Saldo do dia") foi ignorada: não é uma transação.'
        : `${plural(result.ignoredBalanceRows, 'linha', 'linhas')} de saldo do banco (como "Saldo do dia") foram ignoradas: não são transações.`,
    );
  }
  if (result.categorised > 0) {
    details.push(
      `${plural(result.categorised, 'transação nova já recebeu', 'transações novas já receberam')} a categoria pelas suas regras.`,
    );
  }
  return details;
}

/** One account of an upload: "Banco do Brasil · ag. 3210-4 (nova conta): 10 importadas, …". */
export function accountImportText(account: OfxUploadResult['accounts'][number]): string {
  return `${account.name}${account.created ? ' (nova conta)' : ''}: ${importCountsText(account)}`;
}

/** The title of an upload's result: good news, nothing new, or something to review. */
export function importHeadline(result: ImportCounts): string {
  if (result.imported === 0) return 'Nenhuma transação nova neste arquivo';
  if (result.flagged > 0) return 'Extrato importado, com duplicidades para revisar';
  return 'Extrato importado';
}
