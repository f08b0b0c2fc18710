import { Link } from 'react-router';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { statusLabel } from '@portal/shared/review/review';
import { RETURNING_FOUNDER_TEXTS as T } from '@portal/shared/cohorts/changes-since-last';
import type { ConsoleDetail } from '../api/console-types.ts';
import { DetailPanel } from '../components/detail-panel.tsx';

type AppliedBefore = NonNullable<ConsoleDetail['appliedBefore']>[number];
type FieldChange = NonNullable<ConsoleDetail['changesSinceLast']>[number];

/** "Applied before: Winter 2025 Cohort — Rejected", one line per earlier application (none in blind review). */
export const AppliedBeforeLines = ({ appliedBefore }: { appliedBefore: AppliedBefore[] | null }) =>
  appliedBefore && appliedBefore.length > 0 ? (
    <Stack gap={2} data-testid="applied-before">
      {appliedBefore.map((a) => (
        <Text key={a.applicationId} style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {T.appliedBefore}:
          </Text>{' '}
          <Anchor component={Link} to={`/console/applications/${a.applicationId}`}>
            {a.cohortName}
          </Anchor>{' '}
          — {a.decision ? statusLabel(a.decision) : T.noDecision}
        </Text>
      ))}
    </Stack>
  ) : null;

const Side = ({ label, text }: { label: string; text: string | null }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {text ?? T.blank}
    </Text>
  </div>
);

/** Field by field, what reads differently than in the founder's last application (none in blind review). */
export const ChangesSinceLastPanel = ({
  appliedBefore,
  changes,
}: {
  appliedBefore: AppliedBefore[] | null;
  changes: FieldChange[] | null;
}) => {
  const last = appliedBefore?.[0];
  if (!last || !changes) return null;
  return (
    <DetailPanel title={T.changesTitle}>
      <div data-testid="changes-since-last">
        <Text size="sm" c="dimmed" mb="sm">
          {T.changesIntro(last.cohortName)}
        </Text>
        {changes.length === 0 ? (
          <Text>{T.noChanges}</Text>
        ) : (
          <Stack gap="md">
            {changes.map((c) => (
              <div key={c.field} data-testid={`change-${c.field}`}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {c.label}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <Side label={T.before} text={c.before} />
                  <Side label={T.after} text={c.after} />
                </SimpleGrid>
              </div>
            ))}
          </Stack>
        )}
      </div>
    </DetailPanel>
  );
};
