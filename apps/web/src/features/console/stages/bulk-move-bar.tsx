import { useState, useId } from 'react';
import { Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { BULK_MOVE_TEXTS as T } from '@portal/shared/review/bulk-move';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useMoveSelected, type ReviewStage } from './stages-api.ts';
import { DisabledReason } from '../../../components/disabled-reason.tsx';
import { DISABLED_REASONS } from '@portal/shared/review/disabled-reasons';

export interface BulkMoveBarProps {
  selected: string[];
  stages: ReviewStage[];
  onClear: () => void;
}

/** Admins on the applications list: how many rows are chosen, and moving them to a stage after a confirmation. */
export const BulkMoveBar = ({ selected, stages, onClear }: BulkMoveBarProps) => {
  const [stageId, setStageId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const move = useMoveSelected();
  const target = stages.find((s) => s.id === stageId);
  const count = selected.length;
  const moveReasonId = useId();
  const moveReason =
    count === 0
      ? DISABLED_REASONS.moveSelectedNone
      : stages.length === 0
        ? DISABLED_REASONS.noStages
        : !target
          ? DISABLED_REASONS.moveSelectedStage
          : null;

  const confirm = () => {
    if (!target) return;
    move.mutate(
      { applicationIds: selected, stageId: target.id },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setDone(T.moved(result.moved, target.name));
          onClear();
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={T.confirmTitle} data-testid="bulk-move">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <Text fw={600} aria-live="polite" data-testid="selection-count" w={{ base: '100%', xs: 'auto' }}>
            {T.selected(count)}
          </Text>
          <Select
            label={T.targetStage}
            data={stages.map((s) => ({ value: s.id, label: s.name }))}
            value={stageId}
            onChange={setStageId}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            disabled={moveReason !== null}
            aria-describedby={moveReason ? moveReasonId : undefined}
            onClick={() => (setDone(null), move.reset(), setConfirming(true))}
          >
            {T.moveSelected}
          </Button>
          {count > 0 ? (
            <Button variant="subtle" onClick={onClear}>
              {T.clearSelection}
            </Button>
          ) : null}
        </Group>
        <DisabledReason id={moveReasonId} reason={moveReason} />
        {done ? <Text role="status">{done}</Text> : null}
        <ErrorAlert error={move.error} />
      </Stack>
      <Modal opened={confirming && !!target} onClose={() => setConfirming(false)} title={T.confirmTitle} centered>
        {target ? (
          <Stack gap="sm">
            <Text size="sm" data-testid="bulk-move-confirm-text">
              {T.confirmText(count, target.name)}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {T.cancel}
              </Button>
              <Button onClick={confirm} loading={move.isPending}>
                {T.confirm(count, target.name)}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
};
