import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { CONFLICT_NOTE_MAX, REVIEW_STAGE_TEXTS as T } from '@portal/shared/review/review-stages';
import { useDeclare, type MyReview } from './stages-api.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';

/** One fact of the application being declared about: its name above its value. */
const Fact = ({ label, value }: { label: string; value: ReactNode }) => (
  <div>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fw={600}>{value}</Text>
  </div>
);

/** Before the reviewer sees anything else: company name, city, and "No conflict" or "Conflict" with a note. */
export const DeclareForm = ({ review }: { review: MyReview }) => {
  const [conflict, setConflict] = useState(false);
  const [note, setNote] = useState('');
  const declare = useDeclare(review.applicationId);
  const navigate = useNavigate();
  const send = (hasConflict: boolean) =>
    declare.mutate(
      { conflict: hasConflict, note: hasConflict ? note : null },
      { onSuccess: (result) => (result ? undefined : navigate('/console/reviews', { state: { conflictRecorded: true } })) },
    );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.declareTitle}
        </Title>
        <Text>{T.declareIntro}</Text>
        <Group gap="xl">
          <Fact label={T.company} value={review.companyName} />
          <Fact label={T.city} value={review.city} />
        </Group>
        {conflict ? (
          <Stack gap="xs">
            <Textarea
              label={T.conflictNote}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={CONFLICT_NOTE_MAX}
              autosize
              minRows={2}
              required
            />
            <Group>
              <Button color="red" onClick={() => send(true)} loading={declare.isPending}>
                {T.declareConflictButton}
              </Button>
              <Button variant="default" onClick={() => setConflict(false)}>
                {T.noConflict}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button onClick={() => send(false)} loading={declare.isPending}>
              {T.noConflict}
            </Button>
            <Button variant="default" color="red" onClick={() => setConflict(true)}>
              {T.conflict}
            </Button>
          </Group>
        )}
        <ErrorAlert error={declare.error} />
      </Stack>
    </Paper>
  );
};
