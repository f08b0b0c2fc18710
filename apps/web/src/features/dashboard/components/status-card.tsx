import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { cardLook, DIMMED, groupLook, stackLook, textLook, titleLook, withStyle } from '../../../components/mantine-look.ts';
import { PlainButton } from '../../../components/plain-button.tsx';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/texts/messages';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/texts/founder-help-texts';
import { DECISION_TEXTS, isDecision } from '@portal/shared/review/review';
import type { PublishedDecision, ViewerApplication } from '../api/viewer.ts';
import { IN_PROGRESS_STATUS, SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { IsolatedText } from '../../../components/isolated-text.tsx';
import { t } from '../../../lib/i18n.ts';

export interface StatusCardProps {
  application: ViewerApplication | null;
  /** Shown instead of 'Submitted' once the program team publishes it. */
  decision?: PublishedDecision | null;
  /** The application's cohort (or, with none, every cohort) is not open: nothing new can be started or submitted. */
  applicationsClosed?: boolean;
  /** The current application's cohort, else the featured one, in the reader's language. */
  cohortName: string;
  /** Every required step of the unsubmitted application is done: the card offers the review and submit. */
  everyStepDone?: boolean;
  /** Opens the application wizard (Apply Now / Continue Application / View your application). */
  onOpenApplication: () => void;
}

const BADGE_STYLES = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' },
} as const;

const HEADING_ROW = groupLook({ gap: 'xs', justify: 'space-between', align: 'flex-start' });
const TITLE = titleLook(2, 'h3');
const ACTIONS = groupLook({});
const CARD_BODY = stackLook('sm');
const BODY_TEXT = textLook();
const DIMMED_TEXT = withStyle(textLook(), DIMMED);
const CARD = cardLook();

/** A card's title with its status badge beside it (below it when the card is narrow). */
const CardHeading = ({ title, badge, color, icon }: { title: string; badge: string; color: string; icon?: ReactNode }) => (
  <div {...HEADING_ROW}>
    <h2 {...TITLE}>{title}</h2>
    <Badge color={color} size="lg" variant="light" styles={BADGE_STYLES} leftSection={icon}>
      {badge}
    </Badge>
  </div>
);

const ViewApplication = ({ onOpen }: { onOpen: () => void }) => (
  <div {...ACTIONS}>
    <PlainButton
      variant="default"
      size="md"
      rightSection={<IconArrowRight size={18} aria-hidden className="flip-in-rtl" />}
      onClick={onOpen}
    >
      {FOUNDER_HELP_TEXTS.viewApplication}
    </PlainButton>
  </div>
);

const SubmittedCard = ({ companyName, onView }: { companyName: string | null; onView: () => void }) => (
  <div {...CARD_BODY}>
    <CardHeading
      title={t('Application Submitted')}
      badge={t('Submitted')}
      color="green"
      icon={<IconCircleCheck size={14} aria-hidden />}
    />
    <p {...BODY_TEXT}>
      {companyName ? (
        <IsolatedText
          text={t(
            'Thank you for applying with {companyName}! We have received your application and our team is reviewing it. We will be in touch by email.',
            { companyName },
          )}
          values={[companyName]}
        />
      ) : (
        t('Thank you for applying! We have received your application and our team is reviewing it. We will be in touch by email.')
      )}
    </p>
    <ViewApplication onOpen={onView} />
  </div>
);

/** The published decision, in the words of packages/shared (never an internal review state). */
const DecisionCard = ({
  decision,
  companyName,
  onView,
}: {
  decision: PublishedDecision;
  companyName: string | null;
  onView: () => void;
}) => {
  const texts = isDecision(decision.outcome) ? DECISION_TEXTS[decision.outcome] : undefined;
  if (!texts) return <SubmittedCard companyName={companyName} onView={onView} />;
  return (
    <div {...CARD_BODY} data-testid="decision-card">
      <CardHeading title={texts.title} badge={texts.badge} color={texts.color} />
      <p {...BODY_TEXT}>{texts.text}</p>
      <ViewApplication onOpen={onView} />
    </div>
  );
};

const ClosedCard = ({ cohortName, hasDraft }: { cohortName: string; hasDraft: boolean }) => (
  <div {...CARD_BODY} data-testid="closed-card">
    <CardHeading title={cohortName} badge={t('Closed')} color="gray" />
    <p {...BODY_TEXT}>{MESSAGES.APPLICATIONS_CLOSED}</p>
    {hasDraft ? <p {...DIMMED_TEXT}>{t('Your unfinished application stays saved, but it can no longer be submitted.')}</p> : null}
  </div>
);

const ActionCard = (props: {
  badge: string;
  badgeColor: string;
  title: string;
  text: string;
  action: string;
  onAction: () => void;
}) => (
  <div {...CARD_BODY}>
    <CardHeading title={props.title} badge={props.badge} color={props.badgeColor} />
    <p {...BODY_TEXT}>{props.text}</p>
    <div {...ACTIONS}>
      <PlainButton
        size="md"
        rightSection={<IconArrowRight size={18} aria-hidden className="flip-in-rtl" />}
        onClick={props.onAction}
      >
        {props.action}
      </PlainButton>
    </div>
  </div>
);

/** The dashboard's status card, chosen by application status (anything else counts as active). */
export const StatusCard = ({
  application,
  decision,
  applicationsClosed,
  cohortName,
  everyStepDone,
  onOpenApplication,
}: StatusCardProps) => (
  <div {...CARD} data-testid="status-card">
    {/* The Active and Closed cards are titled with the cohort; the others name the application's cohort above. */}
    {application && (application.status === SUBMITTED_STATUS || !applicationsClosed) ? (
      <p {...DIMMED_TEXT} data-testid="status-card-cohort">
        {cohortName}
      </p>
    ) : null}
    {application?.status === SUBMITTED_STATUS && decision ? (
      <DecisionCard decision={decision} companyName={application.companyName} onView={onOpenApplication} />
    ) : application?.status === SUBMITTED_STATUS ? (
      <SubmittedCard companyName={application.companyName} onView={onOpenApplication} />
    ) : applicationsClosed ? (
      <ClosedCard cohortName={cohortName} hasDraft={application !== null} />
    ) : application?.status === IN_PROGRESS_STATUS && everyStepDone ? (
      <ActionCard
        badge={t('Ready to submit')}
        badgeColor="teal"
        title={t('Submit Your Application')}
        text={
          application.companyName
            ? t('Every step of your application for {companyName} is done. Check your answers and submit it.', {
                companyName: application.companyName,
              })
            : t('Every step of your application is done. Check your answers and submit it.')
        }
        action={t('Review and Submit')}
        onAction={onOpenApplication}
      />
    ) : application?.status === IN_PROGRESS_STATUS ? (
      <ActionCard
        badge={t('In Progress')}
        badgeColor="yellow"
        title={t('Complete Your Application')}
        text={
          application.companyName
            ? t('Your application for {companyName} is saved. Pick up where you left off and submit when every step is done.', {
                companyName: application.companyName,
              })
            : t('Your application is saved. Pick up where you left off and submit when every step is done.')
        }
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
  </div>
);
