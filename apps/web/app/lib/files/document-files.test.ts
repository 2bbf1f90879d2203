import { describe, expect, test } from 'vitest';
import { STORAGE_MAX_BYTES, storageMessages } from '@contabil/contracts';
import {
  ANY_DOCUMENT_FILE,
  declaredContentType,
  FILE_EMPTY_MESSAGE,
  FILE_MISSING_MESSAGE,
  formatFileSize,
  PDF_OR_IMAGE_FILE,
  previewKind,
  uploadFileProblem,
} from './document-files';

const file = (name: string, size = 1000) => ({ name, size });

describe('uploadFileProblem', () => {
  test('every type storage keeps passes the general rule, whatever the case of the extension', () => {
    for (const name of [
      'guia.pdf',
      'foto.JPG',
      'foto.jpeg',
      'a.png',
      'a.webp',
      'nota.xml',
      'extrato.OFX',
      'pacote.zip',
    ])
      expect(uploadFileProblem(file(name))).toBeNull();
  });

  test("a file of another kind: the contract's message", () => {
    expect(uploadFileProblem(file('planilha.xlsx'))).toBe(storageMessages.badType);
    expect(uploadFileProblem(file('sem-extensao'))).toBe(storageMessages.badType);
    expect(uploadFileProblem(file('.pdf'))).toBe(storageMessages.badType);
  });

  test('company documents and receipts take PDFs and pictures only', () => {
    expect(uploadFileProblem(file('contrato.pdf'), PDF_OR_IMAGE_FILE)).toBeNull();
    expect(uploadFileProblem(file('cartao.png'), PDF_OR_IMAGE_FILE)).toBeNull();
    expect(uploadFileProblem(file('nota.xml'), PDF_OR_IMAGE_FILE)).toBe(PDF_OR_IMAGE_FILE.message);
    expect(uploadFileProblem(file('pacote.zip'), PDF_OR_IMAGE_FILE)).toBe(PDF_OR_IMAGE_FILE.message);
  });

  test('up to 20 MB, not empty, and a file at all', () => {
    expect(uploadFileProblem(file('a.pdf', STORAGE_MAX_BYTES))).toBeNull();
    expect(uploadFileProblem(file('a.pdf', STORAGE_MAX_BYTES + 1))).toBe(storageMessages.tooLarge);
    expect(uploadFileProblem(file('a.pdf', 0))).toBe(FILE_EMPTY_MESSAGE);
    expect(uploadFileProblem(null)).toBe(FILE_MISSING_MESSAGE);
  });

  test('the inputs accept the types and the extensions', () => {
    expect(PDF_OR_IMAGE_FILE.accept).toBe('application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp');
    expect(ANY_DOCUMENT_FILE.accept).toContain('.ofx');
    expect(ANY_DOCUMENT_FILE.accept).toContain('application/x-ofx');
  });
});

describe('declaredContentType', () => {
  test("the browser's type when storage knows it, else the extension's", () => {
    expect(declaredContentType({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(declaredContentType({ name: 'extrato.ofx', type: '' })).toBe('application/x-ofx');
    expect(declaredContentType({ name: 'nota.xml', type: 'text/xml' })).toBe('application/xml');
    expect(declaredContentType({ name: 'foto.JPG', type: '' })).toBe('image/jpeg');
    expect(declaredContentType({ name: 'x.bin', type: '' })).toBe('application/octet-stream');
  });
});

test('PDFs and pictures open in the page; the rest is download only', () => {
  expect(previewKind({ contentType: 'application/pdf' })).toBe('pdf');
  expect(previewKind({ contentType: 'image/png' })).toBe('image');
  expect(previewKind({ contentType: 'image/webp' })).toBe('image');
  for (const contentType of ['application/xml', 'application/x-ofx', 'application/zip'])
    expect(previewKind({ contentType })).toBeNull();
});

test('formatFileSize', () => {
  expect(formatFileSize(512)).toBe('512 B');
  expect(formatFileSize(1536)).toBe('1,5 KB');
  expect(formatFileSize(2_500_000)).toBe('2,4 MB');
  expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
});
