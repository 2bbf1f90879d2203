import { LIST_GROUPS, type ListGroup } from './document-status';

/** The documents list's state lives in the URL (?tipo=guide&tipo=invoice&inicio=10): it can be shared and reloaded. */
export const DOCUMENTS_PARAMS = { group: 'tipo', offset: 'inicio' } as const;

export interface DocumentsFilters {
  /** None: every group of the list. */
  groups: ListGroup[];
  offset: number;
}

export const NO_DOCUMENT_FILTERS: DocumentsFilters = { groups: [], offset: 0 };

export function readDocumentsFilters(params: URLSearchParams): DocumentsFilters {
  const chosen = new Set(params.getAll(DOCUMENTS_PARAMS.group));
  const offset = Number(params.get(DOCUMENTS_PARAMS.offset));
  return {
    // The chips' order, whatever the URL's, so the same choice is the same query.
    groups: LIST_GROUPS.filter((group) => chosen.has(group)),
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The URL with `filters` in place of the list's params; other params stay. */
export function writeDocumentsFilters(params: URLSearchParams, filters: DocumentsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(DOCUMENTS_PARAMS)) next.delete(name);
  for (const group of LIST_GROUPS) if (filters.groups.includes(group)) next.append(DOCUMENTS_PARAMS.group, group);
  if (filters.offset > 0) next.set(DOCUMENTS_PARAMS.offset, String(filters.offset));
  return next;
}

/** A chip pressed or released: the list starts again from its first page. */
export function toggleGroup(filters: DocumentsFilters, group: ListGroup): DocumentsFilters {
  const groups = filters.groups.includes(group)
    ? filters.groups.filter((chosen) => chosen !== group)
    : LIST_GROUPS.filter((chosen) => chosen === group || filters.groups.includes(chosen));
  return { groups, offset: 0 };
}
