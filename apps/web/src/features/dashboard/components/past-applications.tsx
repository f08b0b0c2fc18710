import { cohortName } from '@portal/shared/cohorts/cohort-messages';
import { istDate } from '@portal/shared/format/ist-time';
import { DECISION_TEXTS, isDecision } from '@portal/shared/review/review';
import { cardLook, DIMMED, stackLook, textLook, titleLook, withStyle } from '../../../components/mantine-look.ts';
import { t, useLocale } from '../../../lib/i18n.ts';
import type { ApplicationSummary } from '../api/cohorts.ts';

const CARD = cardLook();
const BODY = stackLook('sm');
const TITLE = titleLook(2, 'h3');
const TEXT = textLook();
const DIMMED_TEXT = withStyle(textLook('sm'), DIMMED);

/** The founder's earlier applications (every one but the current): cohort, when submitted, the published decision. */
export const PastApplications = ({ applications }: { applications: ApplicationSummary[] }) => {
  const locale = useLocale();
  if (applications.length === 0) return null;
  return (
    <section {...CARD} aria-labelledby="past-applications" data-testid="past-applications">
      <div {...BODY}>
        <h2 {...TITLE} id="past-applications">
          {t('Past applications')}
        </h2>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {applications.map((application) => {
            const decision =
              application.decision && isDecision(application.decision.outcome)
                ? DECISION_TEXTS[application.decision.outcome].badge
                : null;
            return (
              <li key={application.id} style={{ marginBlockEnd: '0.5rem' }}>
                <p {...TEXT}>
                  <b>{application.cohort ? cohortName(application.cohort, locale) : t('Application')}</b>
                  {decision ? ` · ${decision}` : ''}
                </p>
                <p {...DIMMED_TEXT}>
                  {application.submittedAt
                    ? t('Submitted on {date}', { date: istDate(application.submittedAt, locale) })
                    : t('Not submitted')}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
};
