import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { cohortName, type CohortState } from '@portal/shared/cohorts/cohort';
import { istDateTime } from '@portal/shared/format/ist-time';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { t, useLocale } from '../../../lib/i18n.ts';
import { ScrollTable } from '../components/scroll-table.tsx';
import { FormEditor } from '../own-questions/form-editor.tsx';
import { EligibilityEditor } from '../eligibility/eligibility-editor.tsx';
import { CohortForm } from './cohort-form.tsx';
import { useCohortAction, useConsoleCohorts, type CohortAction, type ConsoleCohort } from './cohorts-api.ts';

const STATE_LOOK: Record<CohortState, { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'blue' },
  open: { label: 'Open', color: 'green' },
  closed: { label: 'Closed', color: 'gray' },
  archived: { label: 'Archived', color: 'dark' },
};

const ACTIONS: Record<CohortAction, { button: string; says: (name: string) => string; color: string }> = {
  open: {
    button: 'Open now',
    says: (name) => `Open ${name} now? From this moment founders can start and submit applications for it.`,
    color: 'green',
  },
  close: {
    button: 'Close now',
    says: (name) =>
      `Close ${name} now? From this moment no new applications or submissions are accepted for it. Drafts are kept.`,
    color: 'orange',
  },
  archive: {
    button: 'Archive',
    says: (name) => `Archive ${name}? It can no longer be edited, opened or closed. Every application and review in it is kept.`,
    color: 'red',
  },
};

/** A cohort held for a missing Hindi text (opening-hold.ts), said on its row. */
const HELD_FOR_HINDI =
  'Takes no applications while a question lacks its Hindi text, even after its opening time. Write it under Questions or Eligibility and the cohort opens at its time.';

/** Which of the actions a cohort in this state allows (the server refuses the others too). */
const actionsFor = (state: string): CohortAction[] =>
  state === 'upcoming' ? ['open'] : state === 'open' ? ['close'] : state === 'closed' ? ['archive'] : [];

const CohortRow = ({
  cohort,
  canEdit,
  onEdit,
  onQuestions,
  onEligibility,
  onAction,
}: {
  cohort: ConsoleCohort;
  canEdit: boolean;
  onEdit: () => void;
  onQuestions: () => void;
  onEligibility: () => void;
  onAction: (action: CohortAction) => void;
}) => {
  const locale = useLocale();
  const look = STATE_LOOK[cohort.state as CohortState] ?? { label: cohort.state, color: 'gray' };
  return (
    <Table.Tr data-testid={`cohort-${cohort.nameEn}`}>
      <Table.Td style={{ overflowWrap: 'anywhere' }} lang={locale}>
        <Text fw={600} size="sm">
          {cohortName(cohort, locale)}
        </Text>
        {cohort.description ? (
          <Text size="xs" c="dimmed">
            {cohort.description}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Badge color={look.color} variant="light">
          {look.label}
        </Badge>
        {cohort.heldForHindi ? (
          <Text size="xs" c="red" mt={4} data-testid="cohort-held-for-hindi">
            {HELD_FOR_HINDI}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{istDateTime(cohort.opensAt, locale)}</Table.Td>
      <Table.Td>{istDateTime(cohort.closesAt, locale)}</Table.Td>
      {canEdit ? (
        <Table.Td>
          <Group gap="xs" wrap="wrap">
            {cohort.state !== 'archived' ? (
              <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${cohort.nameEn}`}>
                Edit
              </Button>
            ) : null}
            {cohort.state !== 'archived' ? (
              <Button size="xs" variant="default" onClick={onQuestions} aria-label={`Questions of ${cohort.nameEn}`}>
                Questions
              </Button>
            ) : null}
            {cohort.state !== 'archived' ? (
              <Button size="xs" variant="default" onClick={onEligibility} aria-label={`Eligibility of ${cohort.nameEn}`}>
                Eligibility
              </Button>
            ) : null}
            {actionsFor(cohort.state).map((action) => (
              <Button
                key={action}
                size="xs"
                variant="light"
                color={ACTIONS[action].color}
                onClick={() => onAction(action)}
                aria-label={`${ACTIONS[action].button}: ${cohort.nameEn}`}
              >
                {ACTIONS[action].button}
              </Button>
            ))}
          </Group>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
};

/** Cohorts (docs/cohorts.md): admins create, edit, open, close and archive them; reviewers may look. */
export const CohortsPage = ({ canEdit }: { canEdit: boolean }) => {
  const cohorts = useConsoleCohorts();
  const locale = useLocale();
  const [editing, setEditing] = useState<ConsoleCohort | 'new' | null>(null);
  const [asking, setAsking] = useState<{ cohort: ConsoleCohort; action: CohortAction } | null>(null);
  const [questionsOf, setQuestionsOf] = useState<ConsoleCohort | null>(null);
  const [eligibilityOf, setEligibilityOf] = useState<ConsoleCohort | null>(null);
  const act = useCohortAction();
  const confirm = () =>
    asking && act.mutate({ cohortId: asking.cohort.id, action: asking.action }, { onSuccess: () => setAsking(null) });
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Title order={1} size="h2">
          Cohorts
        </Title>
        <Text c="dimmed">
          Each cohort is one season of applications. Times are India Standard Time (UTC+05:30); founders apply to an open cohort.
        </Text>
      </div>
      <ErrorAlert error={cohorts.error ? new Error(t(cohorts.error.message)) : null} />
      {canEdit && editing === 'new' ? <CohortForm onDone={() => setEditing(null)} /> : null}
      {canEdit && editing && editing !== 'new' ? <CohortForm cohort={editing} onDone={() => setEditing(null)} /> : null}
      {canEdit && questionsOf ? (
        <FormEditor
          key={questionsOf.id}
          cohortId={questionsOf.id}
          cohortName={questionsOf.nameEn}
          onDone={() => setQuestionsOf(null)}
        />
      ) : null}
      {canEdit && eligibilityOf ? (
        <EligibilityEditor
          key={eligibilityOf.id}
          cohortId={eligibilityOf.id}
          cohortName={eligibilityOf.nameEn}
          onDone={() => setEligibilityOf(null)}
        />
      ) : null}
      {canEdit && editing === null ? (
        <Group>
          <Button variant="light" onClick={() => setEditing('new')}>
            New cohort
          </Button>
        </Group>
      ) : null}
      <Paper withBorder>
        <ScrollTable
          minWidth={720}
          verticalSpacing="sm"
          data-testid="cohorts-table"
          aria-label="Cohorts"
          columns={['Cohort', 'State', 'Opens (IST)', 'Closes (IST)', ...(canEdit ? ['Actions'] : [])]}
        >
          {(cohorts.data ?? []).map((cohort) => (
            <CohortRow
              key={cohort.id}
              cohort={cohort}
              canEdit={canEdit}
              onEdit={() => setEditing(cohort)}
              onQuestions={() => setQuestionsOf(cohort)}
              onEligibility={() => setEligibilityOf(cohort)}
              onAction={(action) => (act.reset(), setAsking({ cohort, action }))}
            />
          ))}
        </ScrollTable>
      </Paper>
      {cohorts.data && cohorts.data.length === 0 ? <Text c="dimmed">No cohorts yet.</Text> : null}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `${ACTIONS[asking.action].button}: ${cohortName(asking.cohort, locale)}` : ''}
        centered
      >
        {asking ? (
          <Stack gap="sm" data-testid="cohort-confirm">
            <Text size="sm">{ACTIONS[asking.action].says(cohortName(asking.cohort, locale))}</Text>
            <ErrorAlert error={act.error ? new Error(t(act.error.message)) : null} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAsking(null)}>
                Cancel
              </Button>
              <Button color={ACTIONS[asking.action].color} onClick={confirm} loading={act.isPending}>
                {ACTIONS[asking.action].button}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
};
