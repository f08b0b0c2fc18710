import { Group, Pagination, type PaginationProps } from '@mantine/core';
import { PAGER_CONTROL_LABELS } from '@portal/shared/review/review';

const controlProps = (control: keyof typeof PAGER_CONTROL_LABELS) => ({ 'aria-label': PAGER_CONTROL_LABELS[control] });

/** A list's page numbers, centred under it; nothing when it fits on one page. Every control has a name. */
export const Pager = ({ pages, ...pagination }: { pages: number } & Omit<PaginationProps, 'total' | 'getControlProps'>) =>
  pages > 1 ? (
    <Group justify="center">
      <Pagination total={pages} getControlProps={controlProps} {...pagination} />
    </Group>
  ) : null;
