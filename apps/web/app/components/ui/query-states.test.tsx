// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { QueryStates } from './query-states';

afterEach(cleanup);

type Page = { items: string[] };

/** The fields QueryStates reads of a query result, in one of its states. */
function query<T>(state: { isPending?: boolean; isError?: boolean; data?: T; error?: Error }) {
  const refetch = vi.fn(() => Promise.resolve());
  const result = {
    isPending: false,
    isError: false,
    data: undefined,
    error: null,
    ...state,
    refetch,
  } as unknown as UseQueryResult<T>;
  return { result, refetch };
}

function renderStates<T>(
  result: UseQueryResult<T>,
  props: { keepDataOnError?: boolean; isEmpty?: (data: T) => boolean; withEmpty?: boolean } = {},
) {
  render(
    <QueryStates
      query={result}
      loading={<p>carregando</p>}
      keepDataOnError={props.keepDataOnError}
      isEmpty={props.isEmpty}
      empty={props.withEmpty === false ? undefined : <p>vazio</p>}
    >
      {(data) => <p>dados: {JSON.stringify(data)}</p>}
    </QueryStates>,
  );
}

describe('QueryStates', () => {
  test('while the first answer loads: the loading state only', () => {
    renderStates(query<Page>({ isPending: true }).result);
    expect(screen.getByText('carregando')).toBeTruthy();
    expect(screen.queryByText(/dados/)).toBeNull();
  });

  test('an error: its message and "Tentar novamente", which fetches again', () => {
    const { result, refetch } = query<Page>({ isError: true, error: new Error('Falhou agora.') });
    renderStates(result);
    expect(screen.getByText('Falhou agora.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('a failed refetch replaces the data, unless keepDataOnError', () => {
    const failed = { isError: true, error: new Error('Falhou agora.'), data: { items: ['a'] } };
    renderStates(query<Page>(failed).result);
    expect(screen.getByText('Falhou agora.')).toBeTruthy();
    expect(screen.queryByText(/dados/)).toBeNull();
    cleanup();
    renderStates(query<Page>(failed).result, { keepDataOnError: true });
    expect(screen.getByText('dados: {"items":["a"]}')).toBeTruthy();
    expect(screen.queryByText('Falhou agora.')).toBeNull();
  });

  test('keepDataOnError with no data at hand: the error', () => {
    renderStates(query<Page>({ isError: true, error: new Error('Falhou agora.') }).result, { keepDataOnError: true });
    expect(screen.getByText('Falhou agora.')).toBeTruthy();
  });

  test('empty by default: a list or a page of items with no item', () => {
    renderStates(query<string[]>({ data: [] }).result);
    expect(screen.getByText('vazio')).toBeTruthy();
    cleanup();
    renderStates(query<Page>({ data: { items: [] } }).result);
    expect(screen.getByText('vazio')).toBeTruthy();
    cleanup();
    renderStates(query<Page>({ data: { items: ['a'] } }).result);
    expect(screen.getByText('dados: {"items":["a"]}')).toBeTruthy();
  });

  test('isEmpty decides when given; without an empty state the data renders', () => {
    renderStates(query<{ data: string[] }>({ data: { data: [] } }).result, {
      isEmpty: (page) => page.data.length === 0,
    });
    expect(screen.getByText('vazio')).toBeTruthy();
    cleanup();
    renderStates(query<string[]>({ data: [] }).result, { withEmpty: false });
    expect(screen.getByText('dados: []')).toBeTruthy();
    cleanup();
    renderStates(query<null>({ data: null }).result);
    expect(screen.getByText('dados: null')).toBeTruthy();
  });
});
