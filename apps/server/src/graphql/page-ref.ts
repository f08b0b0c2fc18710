import type { ObjectRef } from '@pothos/core';
import { builder } from './builder.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** One page of a list the console pages through. */
export interface Page<Item> {
  total: number;
  page: number;
  pageSize: number;
  items: Item[];
}

/** The GraphQL type of a `Page` of `itemRef`s: total, page, pageSize, items. */
export const pageRef = <Item>(name: string, itemRef: ObjectRef<Types, Item>): ObjectRef<Types, Page<Item>> =>
  builder.objectRef<Page<Item>>(name).implement({
    fields: (t) => ({
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
      items: t.field({ type: [itemRef], resolve: (p) => p.items }),
    }),
  });
