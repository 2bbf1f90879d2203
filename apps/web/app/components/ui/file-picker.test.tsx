// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FilePicker, NO_FILE_CHOSEN } from './file-picker';

afterEach(cleanup);

const APP = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

// Issue 27, item 11: native date and file inputs show mm/dd/yyyy and "Choose File" in the
// browser's language; every screen uses the product's pt-BR controls instead.
describe('no native date or visible file input in the app', () => {
  const files = sources(APP);

  test('no type="date" or type="month" input: dates are typed dd/mm/aaaa', () => {
    const offenders = files.filter((file) => /type="(date|month|datetime-local)"/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(APP, file))).toEqual([]);
  });

  test('every file input is visually hidden behind a Portuguese button', () => {
    const offenders = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/type="file"/g)].some((match) => {
        const element = text.slice(text.lastIndexOf('<', match.index), text.indexOf('/>', match.index));
        return !element.includes('sr-only');
      });
    });
    expect(offenders.map((file) => path.relative(APP, file))).toEqual([]);
  });
});

describe('FilePicker', () => {
  test('a labelled input, "Escolher arquivo" and what was chosen, in Portuguese', () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="comprovante">Comprovante</label>
        <FilePicker id="comprovante" accept="application/pdf" chosenText={NO_FILE_CHOSEN} onChange={onChange} />
      </>,
    );
    const input = screen.getByLabelText('Comprovante');
    expect(input.getAttribute('type')).toBe('file');
    expect(screen.getByText('Escolher arquivo')).toBeTruthy();
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'guia.pdf', { type: 'application/pdf' })] } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
