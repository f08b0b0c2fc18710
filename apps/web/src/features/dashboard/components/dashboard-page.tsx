import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Skeleton } from '@mantine/core';
import { DIMMED, stackLook, textLook, titleLook, withStyle } from '../../../components/mantine-look.ts';
import { IconMailCheck } from '@tabler/icons-react';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/texts/founder-help-texts';
import { forgetVerificationSent, verificationSentTo } from '../../../lib/verification-notice.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import type { SessionUser } from '../../../lib/auth-client.ts';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { firstIncompleteStep } from '@portal/shared/application/step-progress';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { useViewer } from '../api/viewer.ts';
import { useMyApplications, useOpenCohorts, type ApplicationsListed, type StartOffline } from '../api/cohorts.ts';
import { CohortChoices } from './cohort-choices.tsx';
import { PastApplications } from './past-applications.tsx';
import { cohortName } from '@portal/shared/cohorts/cohort-messages';
import { StatusCard } from './status-card.tsx';
import { ViewerError } from './viewer-error.tsx';
import { IsolatedText } from '../../../components/isolated-text.tsx';
import { t, useLocale } from '../../../lib/i18n.ts';
import { PartsInTurns } from '../../../lib/in-turns.tsx';

/** What the wizard receives when opened from the dashboard (the user's display name and email). */
export interface ApplicationEntryState {
  initialData: { name: string; email: string };
}

const PAGE = stackLook('lg');
const TITLE = titleLook(1, 'h2');
const INTRO = withStyle(textLook(), DIMMED);

/**
 * The applicant home: a greeting and the status card for the founder's application. `application`: the
 * founder's record as the route fetched it (undefined while loading), so Continue Application knows the first
 * step still to do.
 */
export const DashboardPage = ({
  user,
  application,
  startOffline,
  team,
  onApplicationsListed,
}: {
  user: SessionUser;
  application: ApplicationRecord | null | undefined;
  /** Starts an application without a connection (the route composes it from the application's save queue). */
  startOffline?: StartOffline;
  /** The co-founders of the current application (the route composes it from the application feature's team). */
  team?: ReactNode;
  /** The server listed the founder's applications (after joining or leaving a team too): the route tells the save queue. */
  onApplicationsListed?: ApplicationsListed;
}) => {
  const viewer = useViewer();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const locale = useLocale();
  const openCohorts = useOpenCohorts();
  const myApplications = useMyApplications(onApplicationsListed);
  const name = viewer.data?.name ?? user.name;
  const email = viewer.data?.email ?? user.email;
  const openApplication = async () => {
    const state: ApplicationEntryState = { initialData: { name, email } };
    // Without an application, Apply Now joins the newest open cohort: one with an eligibility check asks it first.
    // A tap before the open cohorts arrived waits for them (online), so the check is never skipped.
    const noApplication = !viewer.data?.application && !application;
    const cohorts =
      openCohorts.data ?? (noApplication && navigator.onLine ? (await openCohorts.refetch()).data : undefined) ?? [];
    const newest = [...cohorts].sort((a, b) => b.opensAt.localeCompare(a.opensAt))[0];
    if (noApplication && newest?.eligibilityCheck) return void navigate(`/eligibility/${encodeURIComponent(newest.id)}`);
    const submitted = viewer.data?.application?.status === SUBMITTED_STATUS;
    void navigate(`/application/${submitted ? 'review' : firstIncompleteStep(application)}`, { state });
  };

  // The current application (the newest) is the status card's; the others are past. Offline these stay empty.
  const applications = myApplications.data ?? [];
  const current = applications.find((a) => a.current);
  const past = applications.filter((a) => !a.current);
  const draftInOpenCohort = current !== undefined && current.submittedAt === null && current.cohort?.state === 'open';
  // With no application yet the status card's Apply Now starts one; with a draft in an open cohort, Continue does.
  const choices =
    current && !draftInOpenCohort
      ? (openCohorts.data ?? []).filter((cohort) => !applications.some((a) => a.cohort?.id === cohort.id))
      : [];
  const featuredName = config
    ? cohortName({ nameEn: config.cohortName, nameHi: config.cohortNameHi, names: config.cohortNames }, locale)
    : '';
  const currentCohortName = current?.cohort ? cohortName(current.cohort, locale) : featuredName;
  const applicationsClosed = current?.cohort ? current.cohort.state !== 'open' : config?.applicationsClosed;
  const startedApplication = () => {
    const state: ApplicationEntryState = { initialData: { name, email } };
    void navigate('/application/personal', { state });
  };

  // The application as this device holds it (the wizard's copy, with saves still queued) is newer than the
  // dashboard's own answer when the founder went on in the wizard, offline or before that answer was asked again.
  const cardApplication =
    application && viewer.data
      ? { id: application.id, status: application.status, companyName: application.companyName }
      : (viewer.data?.application ?? null);
  // Answers copied from a last application count once the founder has checked their step.
  const everyStepDone =
    application != null &&
    application.status !== SUBMITTED_STATUS &&
    application.uncheckedSteps.length === 0 &&
    firstIncompleteStep(application) === 'review';

  const [verificationSent, setVerificationSent] = useState(verificationSentTo);
  const dismissVerification = () => {
    forgetVerificationSent();
    setVerificationSent(null);
  };

  return (
    <div {...PAGE}>
      <PartsInTurns>
        {verificationSent ? (
          <Alert
            variant="light"
            color="cyan"
            icon={<IconMailCheck size={20} aria-hidden />}
            withCloseButton
            onClose={dismissVerification}
            closeButtonLabel={t('Dismiss')}
            data-testid="verification-sent"
          >
            <IsolatedText text={FOUNDER_HELP_TEXTS.verificationSent(verificationSent)} values={[verificationSent]} />
          </Alert>
        ) : null}
        <div>
          <h1 {...TITLE}>
            <IsolatedText text={t('Welcome, {name}', { name: name.trim() || t('User') })} values={[name.trim()]} />
          </h1>
          <p {...INTRO}>{t('Your application at a glance.')}</p>
        </div>
        {viewer.error && !viewer.data ? (
          <ViewerError error={viewer.error} onRetry={() => void viewer.refetch()} retrying={viewer.isFetching} />
        ) : viewer.data && config ? (
          <StatusCard
            application={cardApplication}
            everyStepDone={everyStepDone}
            decision={viewer.data.decision}
            applicationsClosed={applicationsClosed}
            cohortName={currentCohortName}
            onOpenApplication={() => void openApplication()}
          />
        ) : (
          <Skeleton height={180} radius="md" aria-label={t('Loading your application status')} />
        )}
        {application?.copiedAnswers && application.uncheckedSteps.length > 0 && application.status !== SUBMITTED_STATUS ? (
          <p {...INTRO} data-testid="dashboard-copied-answers">
            {t('{filled} of {total} answers are filled from your last application: check each step', {
              filled: application.copiedAnswers.filled,
              total: application.copiedAnswers.total,
            })}
          </p>
        ) : null}
        {team}
        {choices.length > 0 ? (
          <CohortChoices cohorts={choices} earlier={current} onStarted={startedApplication} startOffline={startOffline} />
        ) : null}
        <PastApplications applications={past} />
      </PartsInTurns>
    </div>
  );
};
