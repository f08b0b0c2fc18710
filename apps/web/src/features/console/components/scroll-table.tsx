import type { ReactNode } from 'react';
import { Table, type TableProps } from '@mantine/core';

/** A console table that scrolls sideways below `minWidth`: a head row of column titles, then the given rows. */
export const ScrollTable = ({
  minWidth,
  columns,
  children,
  ...table
}: TableProps & { minWidth: number; columns: ReactNode[]; children: ReactNode }) => (
  <Table.ScrollContainer minWidth={minWidth}>
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((title, index) => (
            <Table.Th key={index}>{title}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
