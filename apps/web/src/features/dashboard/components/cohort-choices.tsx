import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@mantine/core';
import { IconArrowRight, IconCopy } from '@tabler/icons-react';
import { cohortName } from '@portal/shared/cohorts/cohort-messages';
import { istDateTime } from '@portal/shared/format/ist-time';
import { cardLook, DIMMED, stackLook, textLook, titleLook, withStyle } from '../../../components/mantine-look.ts';
import { PlainButton } from '../../../components/plain-button.tsx';
import { PlainCheckbox } from '../../../components/fields/plain-checkbox.tsx';
import { IsolatedText } from '../../../components/isolated-text.tsx';
import { t, useLocale } from '../../../lib/i18n.ts';
import { useStartApplication, type ApplicationSummary, type OpenCohort, type StartOffline } from '../api/cohorts.ts';
import { serverErrorText } from '../../../lib/server-error-text.ts';

const CARD = cardLook();
const BODY = stackLook('sm');
const TITLE = titleLook(2, 'h3');
const TEXT = withStyle(textLook(), DIMMED);
const ROW = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem' } as const;

/**
 * "Start from my … application" or "Start empty", once the founder chose a cohort (docs/cohorts.md): the earlier
 * application's typed answers are copied, and its video and documents kept when the box stays ticked.
 */
const StartChoice = ({
  cohortId,
  earlier,
  onStarted,
  startOffline,
}: {
  cohortId: string;
  earlier: ApplicationSummary;
  onStarted: () => void;
  startOffline?: StartOffline;
}) => {
  const locale = useLocale();
  const start = useStartApplication(startOffline, onStarted);
  const [keepFiles, setKeepFiles] = useState(true);
  const earlierName = earlier.cohort ? cohortName(earlier.cohort, locale) : t('Application');
  const copying = start.isPending && start.variables?.copyFrom !== undefined;
  return (
    <div {...BODY} data-testid={`start-choice-${cohortId}`}>
      {start.error ? (
        <Alert color="red" role="alert" data-testid="start-application-error">
          {serverErrorText(start.error)}
        </Alert>
      ) : null}
      <PlainCheckbox
        label={t('Keep my earlier video and documents')}
        checked={keepFiles}
        onChange={(event) => setKeepFiles(event.currentTarget.checked)}
      />
      <div style={ROW}>
        <PlainButton
          size="md"
          leftSection={<IconCopy size={18} aria-hidden />}
          loading={copying}
          disabled={start.isPending}
          onClick={() => start.mutate({ cohortId, copyFrom: earlier.id, keepFiles })}
        >
          <IsolatedText text={t('Start from my {cohort} application', { cohort: earlierName })} values={[earlierName]} />
        </PlainButton>
        <PlainButton
          size="md"
          variant="default"
          loading={start.isPending && !copying}
          disabled={start.isPending}
          onClick={() => start.mutate({ cohortId })}
        >
          {t('Start empty')}
        </PlainButton>
      </div>
    </div>
  );
};

/**
 * The open cohorts the founder has not applied to, each with its Apply button: starting one makes it the current
 * application and opens the wizard. With an earlier application (`earlier`), Apply offers to start from it. A refusal
 * (closed meanwhile, a draft elsewhere) is said in the founder's language. Without a connection the start waits on the
 * phone (`startOffline`) and the wizard opens on the phone's copy.
 */
export const CohortChoices = ({
  cohorts,
  earlier,
  onStarted,
  startOffline,
}: {
  cohorts: OpenCohort[];
  earlier: ApplicationSummary | undefined;
  onStarted: () => void;
  startOffline?: StartOffline;
}) => {
  const locale = useLocale();
  const start = useStartApplication(startOffline, onStarted);
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<string | null>(null);
  return (
    <>
      {start.error ? (
        <Alert color="red" role="alert" data-testid="start-application-error">
          {serverErrorText(start.error)}
        </Alert>
      ) : null}
      {cohorts.map((cohort) => {
        const name = cohortName(cohort, locale);
        return (
          <div {...CARD} key={cohort.id} data-testid={`open-cohort-${cohort.id}`}>
            <div {...BODY}>
              <h2 {...TITLE}>{name}</h2>
              {cohort.description ? <p {...textLook()}>{cohort.description}</p> : null}
              {cohort.closesAt ? (
                <p {...TEXT}>{t('Applications close {date}.', { date: istDateTime(cohort.closesAt, locale) })}</p>
              ) : null}
              {earlier && choosing === cohort.id ? (
                <StartChoice cohortId={cohort.id} earlier={earlier} onStarted={onStarted} startOffline={startOffline} />
              ) : (
                <div>
                  <PlainButton
                    size="md"
                    rightSection={<IconArrowRight size={18} aria-hidden className="flip-in-rtl" />}
                    loading={start.isPending && start.variables?.cohortId === cohort.id}
                    disabled={start.isPending}
                    onClick={() =>
                      // A cohort with an eligibility check asks its questions before anything starts.
                      cohort.eligibilityCheck
                        ? void navigate(`/eligibility/${encodeURIComponent(cohort.id)}`)
                        : earlier
                          ? setChoosing(cohort.id)
                          : start.mutate({ cohortId: cohort.id })
                    }
                  >
                    <IsolatedText text={t('Apply to {cohort}', { cohort: name })} values={[name]} />
                  </PlainButton>
                </div>
              )}
            </div>
          </div>
        );
      })}
    </>
  );
};
