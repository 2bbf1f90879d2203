import { describe, expect, test } from 'vitest';
import { documentMessages, storageMessages } from '@contabil/contracts';
import { FILE_MISSING_MESSAGE, PDF_OR_IMAGE_FILE } from '~/lib/files/document-files';
import { ApiError } from '~/lib/api-client';
import { brCompetenceToIso } from '~/lib/masks';
import {
  documentCreateBody,
  documentFormSchema,
  EMPTY_DOCUMENT_FORM,
  EMPTY_GUIDE_FORM,
  fileRuleFor,
  guideFormSchema,
  rejectFormSchema,
  withFormFieldNames,
} from './document-forms';

const pdf = (size = 1000, name = 'das-marco.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('guide form', () => {
  test('masked values become the contract body: YYYY-MM, ISO date, reais', () => {
    const file = pdf();
    const result = guideFormSchema.safeParse({
      type: 'das',
      competence: '03/2025',
      dueDate: '20/04/2025',
      amount: 'R$ 1.234,56',
      title: '  ',
      file,
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      type: 'das',
      competence: '2025-03',
      dueDate: '2025-04-20',
      amount: 1234.56,
      title: undefined,
      file,
    });
    expect(documentCreateBody(result.data!, 'docs/1.pdf')).toEqual({
      key: 'docs/1.pdf',
      type: 'das',
      competence: '2025-03',
      dueDate: '2025-04-20',
      amount: 1234.56,
    });
  });

  test('an empty form answers with the contract messages under each field', () => {
    expect(messagesOf(guideFormSchema.safeParse(EMPTY_GUIDE_FORM))).toEqual({
      type: 'Escolha o tipo do documento',
      competence: documentMessages.competenceRequired,
      dueDate: documentMessages.dueDateRequired,
      amount: documentMessages.amountRequired,
      file: FILE_MISSING_MESSAGE,
    });
  });

  test('refuses a month 13, an impossible date, a company document type and a long title', () => {
    const errors = messagesOf(
      guideFormSchema.safeParse({
        type: 'cnpj_card',
        competence: '13/2025',
        dueDate: '31/02/2025',
        amount: 'R$ 0,00',
        title: 'x'.repeat(121),
        file: pdf(),
      }),
    );
    expect(errors).toEqual({
      type: 'Escolha o tipo do documento',
      competence: documentMessages.competenceRequired,
      dueDate: 'Data inválida',
      amount: documentMessages.amountRequired,
      title: documentMessages.titleTooLong,
    });
  });

  test('a guide is a PDF or an image', () => {
    const base = { type: 'das', competence: '03/2025', dueDate: '20/04/2025', amount: 'R$ 10,00', title: '' };
    expect(guideFormSchema.safeParse({ ...base, file: pdf(10, 'guia.png', 'image/png') }).success).toBe(true);
    expect(messagesOf(guideFormSchema.safeParse({ ...base, file: pdf(10, 'guia.xml', 'text/xml') }))).toEqual({
      file: PDF_OR_IMAGE_FILE.message,
    });
  });
});

describe('document form', () => {
  test('company documents, statements and other; never guides', () => {
    const file = pdf(10, 'contrato.pdf');
    expect(documentFormSchema.safeParse({ type: 'articles_of_association', title: 'Contrato', file }).data).toEqual({
      type: 'articles_of_association',
      title: 'Contrato',
      file,
    });
    expect(messagesOf(documentFormSchema.safeParse({ ...EMPTY_DOCUMENT_FORM, type: 'das', file }))).toEqual({
      type: 'Escolha o tipo do documento',
    });
    expect(messagesOf(documentFormSchema.safeParse(EMPTY_DOCUMENT_FORM))).toEqual({
      type: 'Escolha o tipo do documento',
      file: FILE_MISSING_MESSAGE,
    });
  });

  test('company documents are a PDF or an image; statements and other take XML, OFX and ZIP too', () => {
    const ofx = new File(['OFXHEADER:100'], 'extrato.ofx');
    expect(fileRuleFor('cnpj_card')).toBe(PDF_OR_IMAGE_FILE);
    expect(messagesOf(documentFormSchema.safeParse({ type: 'cnpj_card', title: '', file: ofx }))).toEqual({
      file: PDF_OR_IMAGE_FILE.message,
    });
    expect(documentFormSchema.safeParse({ type: 'bank_statement', title: '', file: ofx }).success).toBe(true);
    expect(
      messagesOf(documentFormSchema.safeParse({ type: 'other', title: '', file: new File(['x'], 'planilha.xlsx') })),
    ).toEqual({ file: storageMessages.badType });
  });

  test('the body has no guide fields', () => {
    expect(documentCreateBody({ type: 'cnpj_card', title: undefined, file: pdf() }, 'k')).toEqual({
      key: 'k',
      type: 'cnpj_card',
    });
  });
});

test('mm/aaaa to YYYY-MM', () => {
  expect(brCompetenceToIso('03/2025')).toBe('2025-03');
  expect(brCompetenceToIso('3/2025')).toBe('3/2025');
});

test("the API's key error lands under the file field", () => {
  const renamed = withFormFieldNames(
    new ApiError(400, 'validation_error', 'Dados inválidos', { key: 'Envie o arquivo primeiro', amount: 'x' }),
  );
  expect(renamed).toBeInstanceOf(ApiError);
  expect((renamed as ApiError).fields).toEqual({ file: 'Envie o arquivo primeiro', amount: 'x' });
});

test('a rejection needs a reason', () => {
  expect(messagesOf(rejectFormSchema.safeParse({ reason: '   ' }))).toEqual({
    reason: documentMessages.rejectionReasonRequired,
  });
  expect(rejectFormSchema.safeParse({ reason: ' Ilegível ' }).data).toEqual({ reason: 'Ilegível' });
});
