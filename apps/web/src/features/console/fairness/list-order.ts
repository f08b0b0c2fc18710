import type { ListParams } from '../lib/list-params.ts';

/** The list the reviewer last looked at, so the detail page can step through it in the same order. */
export interface ListOrder {
  params: ListParams;
  ids: string[];
  pageSize: number;
  total: number;
}

const KEY = 'console-list-order';

export const saveListOrder = (order: ListOrder): void => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Private windows may refuse storage: the detail page then simply shows no next/previous.
  }
};

export const readListOrder = (): ListOrder | null => {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ListOrder) : null;
  } catch {
    return null;
  }
};
