import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { FAIRNESS_TEXTS } from '@portal/shared/review/review-fairness';
import { graphqlRequest } from '../../../lib/graphql.ts';
import type { ConsolePage } from '../api/console-types.ts';
import { listVariables, type ListParams } from '../lib/list-params.ts';
import { readListOrder, saveListOrder } from './list-order.ts';

// The same variables as the list (the stage filter included), so a step across a page edge stays in that list.
const fetchPage = async (params: ListParams): Promise<ConsolePage> =>
  (await graphqlRequest('ConsoleApplications', listVariables(params))).consoleApplications;

/** Previous and next application in the list's current order (filters, sort and page the reviewer last saw). */
export const DetailStepper = ({ id }: { id: string }) => {
  const navigate = useNavigate();
  // Read on every render: the list page or a step across pages may have replaced it.
  const order = readListOrder();
  const [busy, setBusy] = useState(false);
  const index = order ? order.ids.indexOf(id) : -1;
  if (!order || index === -1) return null;
  const position = (order.params.page - 1) * order.pageSize + index + 1;

  const step = async (delta: -1 | 1) => {
    const target = order.ids[index + delta];
    if (target) return navigate(`/console/applications/${target}`);
    // At a page's edge: load the neighbouring page of the same list and continue there.
    setBusy(true);
    try {
      const params = { ...order.params, page: order.params.page + delta };
      const page = await fetchPage(params);
      const ids = page.items.map((r) => r.id);
      const next = delta === 1 ? ids[0] : ids.at(-1);
      if (!next) return;
      saveListOrder({ params, ids, pageSize: page.pageSize, total: page.total });
      await navigate(`/console/applications/${next}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" data-testid="detail-stepper">
      <Button
        onClick={() => void step(-1)}
        variant="default"
        size="xs"
        disabled={position <= 1 || busy}
        leftSection={<IconChevronLeft size={14} aria-hidden />}
      >
        {FAIRNESS_TEXTS.previous}
      </Button>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {position} / {order.total}
      </Text>
      <Button
        onClick={() => void step(1)}
        variant="default"
        size="xs"
        disabled={position >= order.total || busy}
        rightSection={<IconChevronRight size={14} aria-hidden />}
      >
        {FAIRNESS_TEXTS.next}
      </Button>
    </Group>
  );
};
