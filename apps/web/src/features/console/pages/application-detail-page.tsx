import { Link, useParams } from 'react-router';
import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useConsoleApplication, useReviewAction } from '../api/console-api.ts';
import type { ConsoleMeta } from '../api/console-types.ts';
import { CommentsPanel } from '../components/comments-panel.tsx';
import { TeamMembersPanel } from '../components/team-members-panel.tsx';
import { AssignmentPanel } from '../stages/assignment-panel.tsx';
import { ApplicationBody } from '../components/application-body.tsx';
import { HistoryList } from '../components/history-list.tsx';
import { ApplicationMessagesPanel } from '../messages/application-messages-panel.tsx';
import { ApplicationRemindersPanel } from '../messages/application-reminders-panel.tsx';
import { ScorePanel } from '../components/score-panel.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StatusPanel } from '../components/status-panel.tsx';
import { WhereItIsPanel } from '../components/where-it-is-panel.tsx';
import { QueryState } from '../components/query-state.tsx';
import { DetailStepper } from '../fairness/detail-stepper.tsx';
import { DuplicatesPanel } from '../fairness/duplicates-panel.tsx';
import { AppliedBeforeLines } from '../cohorts/returning-founder.tsx';

/** One application: every field, the video and documents, the history, and the reviewer's actions. */
export const ApplicationDetailPage = ({ meta }: { meta: ConsoleMeta }) => {
  const { id = '' } = useParams();
  const detail = useConsoleApplication(id);
  const action = useReviewAction(id);
  const data = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/console/applications" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            All applications
          </Group>
        </Anchor>
        <DetailStepper id={id} />
      </Group>
      <QueryState error={detail.error} data={data} height={480}>
        {(data) => (
          <>
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                  {data.companyName || 'Untitled'}
                </Title>
                <Text c="dimmed">
                  {[data.name, [data.city, data.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
                </Text>
                <AppliedBeforeLines appliedBefore={data.appliedBefore} />
              </div>
              <StatusBadge status={data.status} />
            </Group>
            <DuplicatesPanel duplicates={data.duplicates} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <ApplicationBody detail={data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="md">
                  <TeamMembersPanel members={data.members} />
                  <WhereItIsPanel detail={data} />
                  <StatusPanel
                    key={`${data.status}-${data.history.length}`}
                    detail={data}
                    statuses={meta.statuses}
                    action={action}
                  />
                  <ScorePanel
                    key={data.scores.map((s) => `${s.reviewerId}${s.criterion}${s.score}`).join()}
                    detail={data}
                    meta={meta}
                    action={action}
                  />
                  {meta.role === 'admin' ? <AssignmentPanel applicationId={data.id} /> : null}
                  <HistoryList history={data.history} submittedAt={data.submittedAt} />
                  <ApplicationMessagesPanel applicationId={data.id} />
                  <ApplicationRemindersPanel applicationId={data.id} />
                  <CommentsPanel comments={data.comments} action={action} />
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </QueryState>
    </Stack>
  );
};
