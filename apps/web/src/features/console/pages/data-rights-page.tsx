import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  PRIVACY_PATHS,
  STAFF_ACCESS_ACTIONS,
  correctionsPath,
  type ConsoleCorrectionsPage,
  type StaffAccessLogPage,
} from '@portal/shared/privacy/privacy';
import { CONSOLE_PRIVACY_TEXTS as T } from '@portal/shared/privacy/privacy-messages';
import { CORRECTION_TEXTS, shortRequestId } from '@portal/shared/privacy/corrections';
import type { ConsoleCorrection } from '@portal/shared/privacy/privacy';
import { t } from '../../../lib/i18n.ts';
import { DisabledReason } from '../../../components/disabled-reason.tsx';
import { CorrectionEditor } from '../components/correction-editor.tsx';
import { privacyRequest } from '../../../lib/privacy-api.ts';
import type { ConsoleMeta } from '../api/console-types.ts';
import { formatDateTime } from '../lib/format.ts';
import { ScrollTable } from '../components/scroll-table.tsx';
import { AccessLogFilters } from '../components/access-log-filters.tsx';
import { accessLogPath, type AccessLogFilters as AccessLogFilterValues } from '../lib/access-log-query.ts';
import { TitledCard } from '../../../components/titled-card.tsx';
import { useConsoleCohort } from '../lib/console-cohort.ts';

const ACTION_LABELS: Record<string, string> = {
  [STAFF_ACCESS_ACTIONS.view]: T.ACTION_VIEW,
  [STAFF_ACCESS_ACTIONS.file]: T.ACTION_FILE,
  [STAFF_ACCESS_ACTIONS.export]: T.ACTION_EXPORT,
  [STAFF_ACCESS_ACTIONS.correct]: T.ACTION_CORRECT,
};

const ResolveCorrection = ({ id }: { id: string }) => {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const resolve = async () => {
    try {
      await privacyRequest(PRIVACY_PATHS.consoleResolveCorrection, { id, note: note || undefined });
      await queryClient.invalidateQueries({ queryKey: ['console-corrections'] });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <Group gap="xs" align="end" wrap="wrap">
      <TextInput size="xs" label={T.RESOLVE_NOTE} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <Button size="xs" onClick={() => void resolve()}>
        {T.RESOLVE}
      </Button>
      {problem ? (
        <Text c="red" size="xs">
          {problem}
        </Text>
      ) : null}
    </Group>
  );
};

/** A card of the page: its title (and what it keeps), the list's error, the empty list's line, then the list. */
const ListCard = ({
  title,
  intro,
  error,
  empty,
  children,
}: {
  title: string;
  intro?: string;
  error: Error | null;
  empty: string | null;
  children: ReactNode;
}) => (
  <TitledCard title={title} titleGap={intro ? 4 : 'sm'}>
    {intro ? (
      <Text size="sm" c="dimmed" mb="sm">
        {intro}
      </Text>
    ) : null}
    {error ? <Alert color="red">{error.message}</Alert> : null}
    {empty ? <Text c="dimmed">{empty}</Text> : null}
    {children}
  </TitledCard>
);

/**
 * A list's cursor paging: the cursors of the pages behind the first, as far as the user has gone (forward pushes,
 * back pops), and the buttons; `reset` goes back to the first page.
 */
const useCursorPages = () => {
  const [cursors, setCursors] = useState<string[]>([]);
  const buttons = (next: string | null, back: string, forward: string) =>
    cursors.length > 0 || next ? (
      <Group justify="center" mt="sm">
        <Button size="xs" variant="default" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
          {back}
        </Button>
        <Button size="xs" variant="default" disabled={!next} onClick={() => next && setCursors([...cursors, next])}>
          {forward}
        </Button>
      </Group>
    ) : null;
  return { cursor: cursors.at(-1), buttons, reset: () => setCursors([]) };
};

/**
 * One open request's actions: "Make this correction" (admins; a reviewer sees why it is not theirs) opens the editor,
 * "Mark resolved" closes it without a change.
 */
const OpenCorrectionActions = ({
  request,
  isAdmin,
  cohortId,
  onCorrected,
}: {
  request: ConsoleCorrection;
  isAdmin: boolean;
  cohortId: string | null;
  onCorrected: (message: string) => void;
}) => {
  const [editing, setEditing] = useState(false);
  const reasonId = useId();
  if (editing)
    return <CorrectionEditor request={request} cohortId={cohortId} onClose={() => setEditing(false)} onDone={onCorrected} />;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          onClick={() => setEditing(true)}
          disabled={!isAdmin}
          aria-describedby={!isAdmin ? reasonId : undefined}
        >
          {CORRECTION_TEXTS.MAKE}
        </Button>
      </Group>
      <DisabledReason id={reasonId} reason={isAdmin ? null : CORRECTION_TEXTS.ADMIN_ONLY} />
      <ResolveCorrection id={request.id} />
    </Stack>
  );
};

const Corrections = ({ cohortId, isAdmin }: { cohortId: string | null; isAdmin: boolean }) => {
  const pages = useCursorPages();
  const [done, setDone] = useState<string>();
  const list = useQuery({
    queryKey: ['console-corrections', cohortId, pages.cursor],
    queryFn: () => privacyRequest<ConsoleCorrectionsPage>(correctionsPath(cohortId, pages.cursor)),
  });
  const rows = list.data?.corrections ?? [];
  return (
    <ListCard title={T.CORRECTIONS_TITLE} error={list.error} empty={list.data && rows.length === 0 ? T.CORRECTIONS_EMPTY : null}>
      {done ? (
        <Alert color="green" role="status" mb="sm" withCloseButton onClose={() => setDone(undefined)}>
          {done}
        </Alert>
      ) : null}
      <Stack gap="sm">
        {rows.map((c) => (
          <Paper key={c.id} withBorder p="sm" data-testid="correction-request">
            <Group justify="space-between" wrap="wrap">
              <Anchor component={Link} to={`/console/applications/${c.applicationId}`} fw={600}>
                {c.companyName ?? c.founderName ?? c.applicationId}
              </Anchor>
              <Badge color={c.status === 'resolved' ? 'green' : 'orange'} variant="light">
                {c.status}
              </Badge>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <b>{c.field}</b>: {c.correction}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(c.createdAt)} · {T.REQUEST_ID} {shortRequestId(c.id)}
              {c.note ? ` · ${t(c.note)}` : ''}
            </Text>
            {c.status === 'open' ? (
              <OpenCorrectionActions request={c} isAdmin={isAdmin} cohortId={cohortId} onCorrected={setDone} />
            ) : null}
          </Paper>
        ))}
      </Stack>
      {pages.buttons(list.data?.next ?? null, T.CORRECTIONS_PREVIOUS, T.CORRECTIONS_NEXT)}
    </ListCard>
  );
};

const AccessLog = ({ cohortId }: { cohortId: string | null }) => {
  const [filters, setFilters] = useState<AccessLogFilterValues>({});
  // Pages behind the newest one: Older goes on, Newer back.
  const pages = useCursorPages();
  const log = useQuery({
    queryKey: ['console-access-log', cohortId, filters, pages.cursor],
    queryFn: () => privacyRequest<StaffAccessLogPage>(accessLogPath({ ...filters, cohort: cohortId ?? undefined }, pages.cursor)),
  });
  const rows = log.data?.entries ?? [];
  const next = log.data?.next ?? null;
  const filtered = Object.values(filters).some((value) => value?.trim());
  const apply = (chosen: AccessLogFilterValues) => {
    setFilters(chosen);
    pages.reset();
  };
  const empty = log.data && rows.length === 0 ? (filtered ? T.ACCESS_LOG_NONE_MATCH : T.ACCESS_LOG_EMPTY) : null;
  return (
    <ListCard title={T.ACCESS_LOG_TITLE} intro={T.ACCESS_LOG_KEPT} error={log.error} empty={empty}>
      <AccessLogFilters onApply={apply} />
      {rows.length > 0 ? (
        <ScrollTable minWidth={560} striped columns={['When', 'Who', 'What', 'Application']}>
          {rows.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{formatDateTime(e.at)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.staffEmail}</Table.Td>
              <Table.Td>{ACTION_LABELS[e.action] ?? e.action}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.applicationId ?? e.detail ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      ) : null}
      {pages.buttons(next, T.ACCESS_LOG_NEWER, T.ACCESS_LOG_OLDER)}
    </ListCard>
  );
};

/**
 * /console/data-rights: correction requests for the team; the staff access log for admins. Both follow the cohort
 * switcher (each list starts again at its first page when the cohort changes).
 */
export const DataRightsPage = ({ meta }: { meta: ConsoleMeta }) => {
  const { cohortId } = useConsoleCohort();
  return (
    <Stack gap="lg">
      <Corrections key={`corrections-${cohortId}`} cohortId={cohortId} isAdmin={meta.role === 'admin'} />
      {meta.role === 'admin' ? <AccessLog key={`log-${cohortId}`} cohortId={cohortId} /> : null}
    </Stack>
  );
};
