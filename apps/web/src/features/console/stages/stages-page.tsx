import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, NumberInput, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { RANK_BY, RANK_BY_LABELS, REVIEW_STAGE_TEXTS as T } from '@portal/shared/review/review-stages';
import { StageForm } from './stage-form.tsx';
import {
  useAutoAssign,
  useDeclarations,
  useDeleteStage,
  useMoveTop,
  useReviewStages,
  useStageLoads,
  type ReviewStage,
} from './stages-api.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useConsoleMeta } from '../api/console-api.ts';

const NOT_IN_STAGE = '';

const Loads = ({ stageId }: { stageId: string }) => {
  const loads = useStageLoads(stageId);
  if (loads.error) return <ErrorAlert error={loads.error} />;
  if (!loads.data || loads.data.length === 0) return null;
  return (
    <ScrollTable minWidth={320} verticalSpacing={4} aria-label={T.loadsTitle} columns={[T.reviewer, T.loadsTitle]}>
      {loads.data.map((l) => (
        <Table.Tr key={l.reviewerId}>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.name || l.email}</Table.Td>
          <Table.Td>{T.loadLine(l.assigned, l.done)}</Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
};

/** What a run of automatic assignment did; with nobody in the Reviewer role, where to invite them. */
const AutoAssignOutcome = ({ created, reviewers }: { created: number; reviewers: number }) => (
  <Text size="sm" role="status">
    {reviewers === 0 ? (
      <>
        {T.noReviewers}{' '}
        <Anchor component={Link} to="/console/team">
          {T.teamAndRoles}
        </Anchor>
        .
      </>
    ) : created === 0 ? (
      T.everySeatFilled
    ) : (
      T.autoAssigned(created)
    )}
  </Text>
);

const StageCard = ({ stage }: { stage: ReviewStage }) => {
  const [editing, setEditing] = useState(false);
  const assign = useAutoAssign();
  const remove = useDeleteStage();
  const emptyReasonId = useId();
  const empty = stage.applicationCount === 0;
  if (editing) return <StageForm stage={stage} onDone={() => setEditing(false)} />;
  return (
    <Paper withBorder p="md" data-testid={`stage-${stage.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h4">
              {stage.position + 1}. {stage.name}
            </Title>
            <Badge variant="light">{T.applicationsInStage(stage.applicationCount)}</Badge>
            {stage.blind ? <Badge variant="outline">{T.blind}</Badge> : null}
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              {T.editStage}
            </Button>
            <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate(stage.id)}>
              {T.deleteStage}
            </Button>
          </Group>
        </Group>
        <Text size="sm">
          {T.reviewersPerApplication}: {stage.reviewersPerApplication} ·{' '}
          {stage.criteria.map((c) => `${c.label} ×${c.weight}`).join(', ')}
        </Text>
        <Group>
          <Button
            size="sm"
            onClick={() => assign.mutate(stage.id)}
            loading={assign.isPending}
            disabled={empty}
            aria-describedby={empty ? emptyReasonId : undefined}
          >
            {T.autoAssign}
          </Button>
          {empty ? (
            <Text size="sm" c="dimmed" id={emptyReasonId}>
              {T.emptyStageReason}
            </Text>
          ) : null}
          {assign.data ? <AutoAssignOutcome created={assign.data.created} reviewers={assign.data.reviewers} /> : null}
        </Group>
        <ErrorAlert error={assign.error ?? remove.error} />
        <Loads stageId={stage.id} />
      </Stack>
    </Paper>
  );
};

const MoveTop = ({ stages }: { stages: ReviewStage[] }) => {
  const [from, setFrom] = useState<string>(NOT_IN_STAGE);
  const [to, setTo] = useState<string | null>(stages[0]?.id ?? null);
  const [count, setCount] = useState<number | string>(50);
  const [rankBy, setRankBy] = useState<string>(RANK_BY[0]);
  const move = useMoveTop();
  const target = stages.find((s) => s.id === to);
  const moveReasonId = useId();
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-label={T.moveTitle}
      onSubmit={(e) => (
        e.preventDefault(),
        to && move.mutate({ fromStageId: from || null, toStageId: to, count: Number(count), rankBy })
      )}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.moveTitle}
        </Title>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <NumberInput label={`${T.moveTop} (${T.moveCount.toLowerCase()})`} value={count} onChange={setCount} min={1} w={160} />
          <Select
            label={T.moveFrom}
            data={[{ value: NOT_IN_STAGE, label: T.noStage }, ...stages.map((s) => ({ value: s.id, label: s.name }))]}
            value={from}
            onChange={(v) => setFrom(v ?? NOT_IN_STAGE)}
            allowDeselect={false}
            w={200}
          />
          <Select
            label={T.rankBy}
            data={RANK_BY.map((r) => ({ value: r, label: RANK_BY_LABELS[r] }))}
            value={rankBy}
            onChange={(v) => v && setRankBy(v)}
            allowDeselect={false}
            disabled={!from}
            description={!from ? T.rankByReason : undefined}
            w={200}
          />
          <Select
            label={T.moveTo}
            data={stages.map((s) => ({ value: s.id, label: s.name }))}
            value={to}
            onChange={setTo}
            allowDeselect={false}
            w={200}
          />
          <Button
            type="submit"
            loading={move.isPending}
            disabled={!to}
            title={!to ? T.moveToReason : undefined}
            aria-describedby={!to ? moveReasonId : undefined}
          >
            {T.moveButton}
          </Button>
        </Group>
        {!to ? (
          <Text size="sm" c="dimmed" id={moveReasonId}>
            {T.moveToReason}
          </Text>
        ) : null}
        {move.data && target ? <Text role="status">{T.moved(move.data.moved, target.name)}</Text> : null}
        <ErrorAlert error={move.error} />
      </Stack>
    </Paper>
  );
};

const Declarations = () => {
  const declarations = useDeclarations();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {T.declarationsTitle}
      </Title>
      {declarations.data && declarations.data.length === 0 ? <Text c="dimmed">{T.noDeclarations}</Text> : null}
      {declarations.data && declarations.data.length > 0 ? (
        <ScrollTable
          minWidth={560}
          verticalSpacing="xs"
          data-testid="declarations"
          columns={[T.company, T.stage, T.reviewer, T.status, T.note]}
        >
          {declarations.data.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.companyName}</Table.Td>
              <Table.Td>{d.stageName}</Table.Td>
              <Table.Td>{d.reviewerName}</Table.Td>
              <Table.Td>
                <Badge color={d.conflict ? 'red' : 'gray'} variant="light">
                  {d.conflict ? T.declaredConflict : T.declaredNoConflict}
                </Badge>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.note}</Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      ) : null}
    </Paper>
  );
};

/**
 * Admins: the pipeline of stages, automatic assignment and loads, bulk moves, conflict declarations. "Add a stage"
 * sits beside the heading, above everything that loads: the stage cards grow as their reviewer loads arrive, and a
 * button below them moved under the admin's finger.
 */
export const StagesPage = () => {
  const stages = useReviewStages();
  const meta = useConsoleMeta();
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div style={{ flex: '1 1 20rem' }}>
          <Title order={1} size="h2">
            {T.stagesTitle}
          </Title>
          <Text c="dimmed">{T.stagesIntro}</Text>
        </div>
        {stages.data && !adding ? (
          <Button variant="light" onClick={() => setAdding(true)}>
            {T.addStage}
          </Button>
        ) : null}
      </Group>
      {adding ? (
        <StageForm
          onDone={() => setAdding(false)}
          seed={stages.data?.length === 0 ? meta.data?.criteria.map((c) => ({ label: c.label, weight: 1 })) : undefined}
        />
      ) : null}
      <QueryState error={stages.error} data={stages.data} height={160}>
        {(list) => (
          <>
            {list.map((stage) => (
              <StageCard key={stage.id} stage={stage} />
            ))}
            {list.length > 0 ? <MoveTop stages={list} /> : null}
          </>
        )}
      </QueryState>
      <Declarations />
    </Stack>
  );
};
