import type { ReactNode } from 'react';
import { listLook } from './mantine-look.ts';

/** Mantine's List size="sm" as plain elements (docs/decisions/017-plain-elements-with-mantine-classes.md). */
export const PlainList = ({ items, gap = 2 }: { items: readonly ReactNode[]; gap?: number }) => (
  <ul {...listLook(gap)}>
    {items.map((item, i) => (
      <li key={i} className="m_abb6bec2 mantine-List-item">
        <div className="m_75cd9f71 mantine-List-itemWrapper">
          <span className="mantine-List-itemLabel">{item}</span>
        </div>
      </li>
    ))}
  </ul>
);
