import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  REVIEWERS_PER_APPLICATION_MAX,
  REVIEWERS_PER_APPLICATION_MIN,
  REVIEW_STAGE_TEXTS as T,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from '@portal/shared/review/review-stages';
import { useSaveStage, type ReviewStage } from './stages-api.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';

interface Row {
  id: string | null;
  label: string;
  weight: number | string;
}

/**
 * Adds a stage (no `stage`) or edits one: name, reviewers per application, blind, rubric criteria with weights. The
 * cohort's first stage starts from `seed`, the global rubric (RUBRIC_CRITERIA), each weighing 1. Cancel or a save
 * closes it (`onDone`).
 */
export const StageForm = ({
  stage,
  seed,
  onDone,
}: {
  stage?: ReviewStage;
  seed?: { label: string; weight: number }[];
  onDone: () => void;
}) => {
  const [name, setName] = useState(stage?.name ?? '');
  const [reviewers, setReviewers] = useState<number | string>(stage?.reviewersPerApplication ?? 2);
  const [blind, setBlind] = useState(stage?.blind ?? false);
  const [rows, setRows] = useState<Row[]>(
    stage?.criteria.map((c) => ({ id: c.id, label: c.label, weight: c.weight })) ??
      seed?.map((c) => ({ id: null, ...c })) ?? [{ id: null, label: '', weight: 1 }],
  );
  const save = useSaveStage();
  const update = (index: number, change: Partial<Row>) =>
    setRows((all) => all.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const submit = () =>
    save.mutate(
      {
        id: stage?.id ?? null,
        name,
        reviewersPerApplication: Number(reviewers),
        blind,
        criteria: rows.map((r) => ({ id: r.id, label: r.label, weight: Number(r.weight) })),
      },
      { onSuccess: onDone },
    );
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={(e) => (e.preventDefault(), submit())}
      aria-label={stage ? `${T.editStage} ${stage.name}` : T.addStage}
    >
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={T.stageName} value={name} onChange={(e) => setName(e.currentTarget.value)} miw={200} required />
          <NumberInput
            label={T.reviewersPerApplication}
            value={reviewers}
            onChange={setReviewers}
            min={REVIEWERS_PER_APPLICATION_MIN}
            max={REVIEWERS_PER_APPLICATION_MAX}
            miw={160}
          />
        </Group>
        <Switch label={T.blind} checked={blind} onChange={(e) => setBlind(e.currentTarget.checked)} />
        <Text fw={600} size="sm">
          {T.criteria}
        </Text>
        {rows.map((row, index) => (
          <Group key={row.id ?? `new-${index}`} align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              label={`${T.criterionLabel} ${index + 1}`}
              value={row.label}
              onChange={(e) => update(index, { label: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <NumberInput
              label={T.criterionWeight}
              value={row.weight}
              onChange={(weight) => update(index, { weight })}
              min={WEIGHT_MIN}
              max={WEIGHT_MAX}
              step={0.5}
              decimalScale={2}
              w={96}
            />
            <Button
              variant="subtle"
              color="red"
              disabled={rows.length === 1}
              onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
              aria-label={`${T.removeCriterion} ${row.label || index + 1}`}
            >
              {T.removeCriterion}
            </Button>
          </Group>
        ))}
        <Group justify="space-between">
          <Button variant="light" onClick={() => setRows((all) => [...all, { id: null, label: '', weight: 1 }])}>
            {T.addCriterion}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {T.cancelStage}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {T.saveStage}
            </Button>
          </Group>
        </Group>
        <ErrorAlert error={save.error} />
      </Stack>
    </Paper>
  );
};
