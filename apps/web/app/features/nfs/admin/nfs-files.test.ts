import { describe, expect, test } from 'vitest';
import { NFS_FILE_MAX_BYTES, nfsMessages } from '@contabil/contracts';
import { nfsFileProblem } from './nfs-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('nfsFileProblem', () => {
  test('a PDF and an XML of the right kind pass', () => {
    expect(nfsFileProblem('pdf', file('nota.pdf', 'application/pdf'))).toBeNull();
    expect(nfsFileProblem('xml', file('nota.xml', 'text/xml'))).toBeNull();
    expect(nfsFileProblem('xml', file('nota.xml', 'application/xml'))).toBeNull();
    // Some systems give XML files no type: the extension is enough.
    expect(nfsFileProblem('xml', file('NOTA.XML', ''))).toBeNull();
  });

  test("the wrong kind gets the contract's message", () => {
    expect(nfsFileProblem('pdf', file('nota.xml', 'text/xml'))).toBe(nfsMessages.pdfExpected);
    expect(nfsFileProblem('xml', file('nota.pdf', 'application/pdf'))).toBe(nfsMessages.xmlExpected);
  });

  test('missing, empty or too large', () => {
    expect(nfsFileProblem('pdf', null)).toBe(nfsMessages.fileMissing);
    expect(nfsFileProblem('pdf', file('nota.pdf', 'application/pdf', 0))).toBe(nfsMessages.fileMissing);
    expect(nfsFileProblem('pdf', file('nota.pdf', 'application/pdf', NFS_FILE_MAX_BYTES + 1))).toBe(
      nfsMessages.fileTooLarge,
    );
    expect(nfsFileProblem('pdf', file('nota.pdf', 'application/pdf', NFS_FILE_MAX_BYTES))).toBeNull();
  });
});
