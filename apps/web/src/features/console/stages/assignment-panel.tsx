import { useState, useId } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_STAGE_TEXTS as T } from '@portal/shared/review/review-stages';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { useReviewStages, useStageLoads } from './stages-api.ts';
import { AssignmentStatusBadge } from './assignment-status-badge.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { DisabledReason } from '../../../components/disabled-reason.tsx';
import { DISABLED_REASONS } from '@portal/shared/review/disabled-reasons';

const key = (applicationId: string) => ['stages', 'application', applicationId] as const;

/** Admins on the application page: its stage (and moving it to another), who reviews it there, adding and removing reviewers by hand. */
export const AssignmentPanel = ({ applicationId }: { applicationId: string }) => {
  const client = useQueryClient();
  const info = useQuery({
    queryKey: key(applicationId),
    queryFn: async ({ signal }) => (await graphqlRequest('ApplicationStage', { applicationId }, signal)).applicationStage,
  });
  const change = useMutation({
    mutationFn: async (input: { operation: 'AssignReviewer' | 'UnassignReviewer'; reviewerId: string }) =>
      Object.values(await graphqlRequest(input.operation, { applicationId, reviewerId: input.reviewerId }))[0]!,
    onSuccess: (next) => {
      client.setQueryData(key(applicationId), next);
      void client.invalidateQueries({ queryKey: ['stages', 'loads'] });
    },
  });
  const move = useMutation({
    mutationFn: async (stageId: string) =>
      graphqlRequest('MoveApplicationsToStage', { applicationIds: [applicationId], stageId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: key(applicationId) });
      void client.invalidateQueries({ queryKey: ['stages'] });
      void client.invalidateQueries({ queryKey: ['console'] });
    },
  });
  // The application's own cohort's stages, whichever cohort the switcher shows.
  const stages = useReviewStages(info.data ? info.data.cohortId : undefined);
  const [pick, setPick] = useState<string | null>(null);
  const stage = info.data?.stage;
  if (!info.data) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {T.assignmentsTitle}
        </Title>
        <Select
          label={T.moveToStage}
          data={(stages.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={stage?.id ?? null}
          placeholder={T.noStage}
          onChange={(value) => value && value !== stage?.id && move.mutate(value)}
          allowDeselect={false}
          disabled={move.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        {info.data.assignments.map((a) => (
          <Group key={a.reviewerId} justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {a.reviewerName} <AssignmentStatusBadge size="xs" status={a.status} />
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => change.mutate({ operation: 'UnassignReviewer', reviewerId: a.reviewerId })}
            >
              {T.unassign}
            </Button>
          </Group>
        ))}
        {stage ? (
          <AddReviewer
            stageId={stage.id}
            taken={info.data.assignments.map((a) => a.reviewerId)}
            pick={pick}
            setPick={setPick}
            onAdd={(reviewerId) => change.mutate({ operation: 'AssignReviewer', reviewerId })}
          />
        ) : null}
        {info.data.declarations
          .filter((d) => d.conflict)
          .map((d) => (
            <Text key={d.id} size="sm" c="red.9">
              {T.declaredConflict}: {d.reviewerName} ({d.stageName}) — {d.note}
            </Text>
          ))}
        <ErrorAlert error={change.error ?? move.error} />
      </Stack>
    </Paper>
  );
};

const AddReviewer = ({
  stageId,
  taken,
  pick,
  setPick,
  onAdd,
}: {
  stageId: string;
  taken: string[];
  pick: string | null;
  setPick: (v: string | null) => void;
  onAdd: (id: string) => void;
}) => {
  const loads = useStageLoads(stageId);
  const reasonId = useId();
  const options = (loads.data ?? [])
    .filter((l) => !taken.includes(l.reviewerId))
    .map((l) => ({ value: l.reviewerId, label: `${l.name || l.email} (${l.assigned})` }));
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          label={T.assignReviewer}
          data={options}
          value={pick}
          onChange={setPick}
          style={{ flex: 1 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          size="sm"
          disabled={!pick}
          aria-describedby={!pick ? reasonId : undefined}
          onClick={() => pick && (onAdd(pick), setPick(null))}
        >
          {T.assign}
        </Button>
      </Group>
      <DisabledReason id={reasonId} reason={!pick ? DISABLED_REASONS.assignReviewer : null} />
    </Stack>
  );
};
