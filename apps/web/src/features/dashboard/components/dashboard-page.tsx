import { useState } from 'react';
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
import { StatusCard } from './status-card.tsx';
import { ViewerError } from './viewer-error.tsx';
import { t } from '../../../lib/i18n.ts';

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
}: {
  user: SessionUser;
  application: ApplicationRecord | null | undefined;
}) => {
  const viewer = useViewer();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const name = viewer.data?.name ?? user.name;
  const email = viewer.data?.email ?? user.email;
  const openApplication = () => {
    const state: ApplicationEntryState = { initialData: { name, email } };
    const submitted = viewer.data?.application?.status === SUBMITTED_STATUS;
    void navigate(`/application/${submitted ? 'review' : firstIncompleteStep(application)}`, { state });
  };

  const [verificationSent, setVerificationSent] = useState(verificationSentTo);
  const dismissVerification = () => {
    forgetVerificationSent();
    setVerificationSent(null);
  };

  return (
    <div {...PAGE}>
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
          {FOUNDER_HELP_TEXTS.verificationSent(verificationSent)}
        </Alert>
      ) : null}
      <div>
        <h1 {...TITLE}>{t('Welcome, {name}', { name: name.trim() || t('User') })}</h1>
        <p {...INTRO}>{t('Your application at a glance.')}</p>
      </div>
      {viewer.error && !viewer.data ? (
        <ViewerError error={viewer.error} onRetry={() => void viewer.refetch()} retrying={viewer.isFetching} />
      ) : viewer.data && config ? (
        <StatusCard
          application={viewer.data.application}
          decision={viewer.data.decision}
          applicationsClosed={config.applicationsClosed}
          cohortName={config.cohortName}
          onOpenApplication={openApplication}
        />
      ) : (
        <Skeleton height={180} radius="md" aria-label={t('Loading your application status')} />
      )}
    </div>
  );
};
