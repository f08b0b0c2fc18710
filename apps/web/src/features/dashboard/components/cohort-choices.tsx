import { Alert } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { cohortName } from '@portal/shared/cohorts/cohort-messages';
import { istDateTime } from '@portal/shared/format/ist-time';
import { cardLook, DIMMED, stackLook, textLook, titleLook, withStyle } from '../../../components/mantine-look.ts';
import { PlainButton } from '../../../components/plain-button.tsx';
import { t, useLocale } from '../../../lib/i18n.ts';
import { useStartApplication, type OpenCohort } from '../api/cohorts.ts';

const CARD = cardLook();
const BODY = stackLook('sm');
const TITLE = titleLook(2, 'h3');
const TEXT = withStyle(textLook(), DIMMED);

/**
 * The open cohorts the founder has not applied to, each with its Apply button: starting one makes it the current
 * application and opens the wizard. A refusal (closed meanwhile, a draft elsewhere) is said in the founder's language.
 */
export const CohortChoices = ({ cohorts, onStarted }: { cohorts: OpenCohort[]; onStarted: () => void }) => {
  const locale = useLocale();
  const start = useStartApplication();
  return (
    <>
      {start.error ? (
        <Alert color="red" role="alert" data-testid="start-application-error">
          {t(start.error.message)}
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
              <div>
                <PlainButton
                  size="md"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  loading={start.isPending && start.variables === cohort.id}
                  disabled={start.isPending}
                  onClick={() => start.mutate(cohort.id, { onSuccess: onStarted })}
                >
                  {t('Apply to {cohort}', { cohort: name })}
                </PlainButton>
              </div>
            </div>
          </div>
        );
      })}
    </>
  );
};
