import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { FAIRNESS_TEXTS } from '@portal/shared/review/review-fairness';
import { useReviewerCalibration } from '../api/fairness-api.ts';

/** Admins: each reviewer's mean and spread, and whether they drift from the colleagues who read the same work. */
export const ReviewerCalibrationCard = () => {
  const list = useReviewerCalibration();
  if (!list.data || list.data.length === 0) return null;
  return (
    <Paper withBorder p="md" data-testid="reviewer-calibration">
      <Title order={2} size="h4" mb="xs">
        {FAIRNESS_TEXTS.reviewersTitle}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reviewer</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Scored</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Mean</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Spread</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Offset</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((r) => (
              <Table.Tr key={r.reviewerId}>
                <Table.Td>{r.reviewerName}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{r.count}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{r.mean.toFixed(2)}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{r.sd.toFixed(2)}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <Text span size="sm" title={`${r.shared} shared applications`}>
                    {r.offset > 0 ? '+' : ''}
                    {r.offset.toFixed(2)}
                  </Text>
                </Table.Td>
                <Table.Td>{r.drifting ? <Badge color="orange">{FAIRNESS_TEXTS.drifting}</Badge> : null}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
};
