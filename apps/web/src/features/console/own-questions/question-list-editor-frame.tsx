import type { ReactNode } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';

/**
 * The frame of a question list editor in the console (own-questions/form-editor.tsx, eligibility/eligibility-editor.tsx):
 * its title and Close, what the list is for, and the texts still without Hindi, which keep the cohort from opening.
 */
export const QuestionListEditorFrame = ({
  testId,
  title,
  onDone,
  intro,
  missingHindi,
  missingHindiTitle,
  children,
}: {
  testId: string;
  title: string;
  onDone: () => void;
  intro: ReactNode;
  missingHindi: readonly string[];
  missingHindiTitle: string;
  children: ReactNode;
}) => (
  <Paper withBorder p="md" data-testid={testId}>
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Button variant="default" onClick={onDone}>
          Close
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      {missingHindi.length > 0 ? (
        <Alert color="orange" title={missingHindiTitle} data-testid="missing-hindi">
          <List size="sm">
            {missingHindi.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {children}
    </Stack>
  </Paper>
);

/** Why a question list was not saved: the first problem the shared schema found, or the server's refusal. */
export const SaveProblems = ({ problem, error }: { problem: string | null; error: Error | null | undefined }) => (
  <>
    {problem ? (
      <Alert color="red" role="alert">
        {problem}
      </Alert>
    ) : null}
    <ErrorAlert error={error} />
  </>
);
