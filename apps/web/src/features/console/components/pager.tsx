import { Group, Pagination, type PaginationProps } from '@mantine/core';

/** A list's page numbers, centred under it; nothing when it fits on one page. */
export const Pager = ({ pages, ...pagination }: { pages: number } & Omit<PaginationProps, 'total'>) =>
  pages > 1 ? (
    <Group justify="center">
      <Pagination total={pages} {...pagination} />
    </Group>
  ) : null;
