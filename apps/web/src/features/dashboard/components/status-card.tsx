import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/messages';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/founder-help-texts';
import { DECISION_TEXTS, isDecision } from '@portal/shared/review';
import type { PublishedDecision, ViewerApplication } from '../api/viewer.ts';
import { IN_PROGRESS_STATUS, SUBMITTED_STATUS } from '@portal/shared/application-status';
import { t } from '../../../lib/i18n.ts';

export interface StatusCardProps {
  application: ViewerApplication | null;
  /** Shown instead of 'Submitted' once the program team publishes it. */
  decision?: PublishedDecision | null;
  /** COHORT_CLOSES_AT has passed: nothing new can be started or submitted. */
  applicationsClosed?: boolean;
  cohortName: string;
  /** Opens the application wizard (Apply Now / Continue Application / View your application). */
  onOpenApplication: () => void;
}

const BADGE_STYLES = { root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2, maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } } as const;

/** A card's title with its status badge beside it (below it when the card is narrow). */
const CardHeading = ({ title, badge, color, icon }: { title: string; badge: string; color: string; icon?: ReactNode }) => (
  <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
    <Title order={2} size="h3">
      {title}
    </Title>
    <Badge color={color} size="lg" variant="light" styles={BADGE_STYLES} leftSection={icon}>
      {badge}
    </Badge>
  </Group>
);

const ViewApplication = ({ onOpen }: { onOpen: () => void }) => (
  <Group>
    <Button variant="default" size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={onOpen}>
      {FOUNDER_HELP_TEXTS.viewApplication}
    </Button>
  </Group>
);

const SubmittedCard = ({ companyName, onView }: { companyName: string | null; onView: () => void }) => (
  <Stack gap="sm">
    <CardHeading title={t('Application Submitted')} badge={t('Submitted')} color="green" icon={<IconCircleCheck size={14} aria-hidden />} />
    <Text>
      {companyName
        ? t('Thank you for applying with {companyName}! We have received your application and our team is reviewing it. We will be in touch by email.', { companyName })
        : t('Thank you for applying! We have received your application and our team is reviewing it. We will be in touch by email.')}
    </Text>
    <ViewApplication onOpen={onView} />
  </Stack>
);

/** The published decision, in the words of packages/shared (never an internal review state). */
const DecisionCard = ({ decision, companyName, onView }: { decision: PublishedDecision; companyName: string | null; onView: () => void }) => {
  const texts = isDecision(decision.outcome) ? DECISION_TEXTS[decision.outcome] : undefined;
  if (!texts) return <SubmittedCard companyName={companyName} onView={onView} />;
  return (
    <Stack gap="sm" data-testid="decision-card">
      <CardHeading title={texts.title} badge={texts.badge} color={texts.color} />
      <Text>{texts.text}</Text>
      <ViewApplication onOpen={onView} />
    </Stack>
  );
};

const ClosedCard = ({ cohortName, hasDraft }: { cohortName: string; hasDraft: boolean }) => (
  <Stack gap="sm" data-testid="closed-card">
    <CardHeading title={cohortName} badge={t('Closed')} color="gray" />
    <Text>{MESSAGES.APPLICATIONS_CLOSED}</Text>
    {hasDraft ? <Text c="dimmed">{t('Your unfinished application stays saved, but it can no longer be submitted.')}</Text> : null}
  </Stack>
);

const ActionCard = (props: { badge: string; badgeColor: string; title: string; text: string; action: string; onAction: () => void }) => (
  <Stack gap="sm">
    <CardHeading title={props.title} badge={props.badge} color={props.badgeColor} />
    <Text>{props.text}</Text>
    <Group>
      <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={props.onAction}>
        {props.action}
      </Button>
    </Group>
  </Stack>
);

/** The dashboard's status card, chosen by application status (anything else counts as active). */
export const StatusCard = ({ application, decision, applicationsClosed, cohortName, onOpenApplication }: StatusCardProps) => (
  <Card withBorder shadow="sm" padding="xl" data-testid="status-card">
    {application?.status === SUBMITTED_STATUS && decision ? (
      <DecisionCard decision={decision} companyName={application.companyName} onView={onOpenApplication} />
    ) : application?.status === SUBMITTED_STATUS ? (
      <SubmittedCard companyName={application.companyName} onView={onOpenApplication} />
    ) : applicationsClosed ? (
      <ClosedCard cohortName={cohortName} hasDraft={application !== null} />
    ) : application?.status === IN_PROGRESS_STATUS ? (
      <ActionCard
        badge={t('In Progress')}
        badgeColor="yellow"
        title={t('Complete Your Application')}
        text={application.companyName
          ? t('Your application for {companyName} is saved. Pick up where you left off and submit when every step is done.', { companyName: application.companyName })
          : t('Your application is saved. Pick up where you left off and submit when every step is done.')}
        action={t('Continue Application')}
        onAction={onOpenApplication}
      />
    ) : (
      <ActionCard
        badge={t('Active')}
        badgeColor="cyan"
        title={cohortName}
        text={t('Applications are open. Tell us about your startup in eight short steps; each step is saved when you move on.')}
        action={t('Apply Now')}
        onAction={onOpenApplication}
      />
    )}
  </Card>
);
