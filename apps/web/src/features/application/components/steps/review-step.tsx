import { Stack, Text } from '@mantine/core';
import { FIELD_LABELS, summaryOf, type ApplicationForm } from '@portal/shared/application/application-fields';
import { reviewProblems } from '@portal/shared/application/review-problems';
import { questionOfField } from '@portal/shared/application/field-merge';
import { WIZARD_STEPS } from '@portal/shared/application/steps';
import { croreLabel, totalFundingRupees } from '@portal/shared/application/calc';
import { useSubmitApplication } from '../../hooks/use-submit-application.ts';
import { useWizard } from '../../hooks/wizard-context.ts';
import { rupeesOf } from '../../lib/format.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { ReadOnlyNote } from '../read-only-note.tsx';
import { ReviewSection, type ReviewItem } from '../review-section.tsx';
import { StepHeading, stepHeadingId } from '../step-heading.tsx';
import { SubmitPanel } from '../submit-panel.tsx';
import { VideoViewer } from '../video-viewer.tsx';
import { ViewDocumentLink } from '../view-document-link.tsx';
import { MUTED } from '../../lib/tones.ts';
import { t, useLocale } from '../../../../lib/i18n.ts';
import { missingSignOffs, useTeam } from '../../team/team-api.ts';
import { TeamPanel, TeamSignOff } from '../../team/team-parts.tsx';
import { serverApplicationId } from '../../lib/local-application.ts';
import { ownReviewItems } from '../../lib/own-review.ts';
import { stepOfField } from '../../lib/step-fields.ts';

const documentLink = (url: string | null) => (url ? <ViewDocumentLink url={url} /> : WIZARD_TEXTS.notProvided);

/** The typed steps' answers, as the field catalogue words them ('—' when blank), and the total funding. */
const sections = (values: ApplicationForm): Record<'personal' | 'company' | 'business' | 'funding', ReviewItem[]> => {
  const lines = (step: 'personal' | 'company' | 'business' | 'funding'): ReviewItem[] =>
    // State names are shown in the founder's language; typed answers as typed.
    summaryOf(step, values, WIZARD_TEXTS).map((line) => ({
      label: line.label,
      value: (line.key === 'state' && line.text ? t(line.text) : line.text) || '—',
    }));
  return {
    personal: lines('personal'),
    company: lines('company'),
    business: lines('business'),
    funding: [
      ...lines('funding'),
      {
        label: WIZARD_TEXTS.totalFunding,
        value: t(
          croreLabel(
            totalFundingRupees({
              equity: rupeesOf(values.equityFunding),
              debt: rupeesOf(values.debtFunding),
              grant: rupeesOf(values.grantFunding),
            }),
          ),
        ),
      },
    ],
  };
};

/** Review: every answer with an edit button, the video, the terms and 'Submit Application'. */
export const ReviewStep = () => {
  const { values, readOnly, uncheckedSteps, ownQuestions, own, conflicts, changesOnlyInPage } = useWizard();
  const locale = useLocale();
  const submission = useSubmitApplication();
  const base = sections(values);
  /** Each section's lines, then the cohort's own questions of that step (the application's form version's wording). */
  const ownItems = (step: Parameters<typeof ownReviewItems>[2]) => ownReviewItems(ownQuestions, own, step, locale);
  const items = {
    personal: [...base.personal, ...ownItems('personal')],
    company: [...base.company, ...ownItems('company')],
    business: [...base.business, ...ownItems('business')],
    funding: [...base.funding, ...ownItems('funding')],
  };
  // A field two members changed blocks the submit until the founder chooses which value to keep (docs/co-founders.md).
  const stepOfConflict = (field: string) => {
    const question = questionOfField(field);
    return question === null ? stepOfField(field as keyof ApplicationForm) : ownQuestions.find((q) => q.id === question)?.step;
  };
  const conflictSteps = [...new Set(conflicts.map((c) => stepOfConflict(c.field)))];
  const local = readOnly
    ? []
    : [
        ...reviewProblems(values),
        ...conflictSteps.map((step) =>
          t('{step} — changed in two places: choose which to keep', {
            step: t(WIZARD_STEPS.find((s) => s.id === step)?.label ?? String(step)),
          }),
        ),
      ];
  const applicationId = serverApplicationId(values.applicationId);
  const team = useTeam(applicationId);
  const waitingForSignOff = missingSignOffs(team.data).length > 0;
  return (
    <Stack gap="md" component="section" aria-labelledby={stepHeadingId('review')}>
      <StepHeading step="review" />
      {readOnly ? <ReadOnlyNote /> : <Text c={MUTED}>{WIZARD_TEXTS.reviewIntro}</Text>}
      <ReviewSection step="personal" items={items.personal} readOnly={readOnly} />
      <ReviewSection step="company" items={items.company} readOnly={readOnly} />
      <ReviewSection step="business" items={items.business} readOnly={readOnly} />
      <ReviewSection step="funding" items={items.funding} readOnly={readOnly} />
      <ReviewSection step="video" items={ownItems('video')} readOnly={readOnly}>
        {values.videoUrl ? <VideoViewer src={values.videoUrl} /> : <Text size="sm">{WIZARD_TEXTS.noVideoYet}</Text>}
      </ReviewSection>
      <ReviewSection
        step="financial"
        items={[
          { label: FIELD_LABELS.financialStatementUrl, value: documentLink(values.financialStatementUrl) },
          ...ownItems('financial'),
        ]}
        readOnly={readOnly}
      />
      <ReviewSection
        step="pitch_deck"
        items={[{ label: FIELD_LABELS.pitchDeckUrl, value: documentLink(values.pitchDeckUrl) }, ...ownItems('pitch_deck')]}
        readOnly={readOnly}
      />
      {applicationId ? <TeamPanel applicationId={applicationId} readOnly={readOnly} /> : null}
      {readOnly ? null : <TeamSignOff applicationId={applicationId} />}
      {readOnly ? null : (
        <SubmitPanel
          problems={local}
          unchecked={uncheckedSteps}
          refusal={submission.problems.filter((p) => !local.includes(p))}
          queued={submission.queued}
          keptOnPhone={!changesOnlyInPage}
          blocked={local.length > 0 || uncheckedSteps.length > 0 || waitingForSignOff}
          busy={submission.busy}
          onSubmit={() => void submission.submit()}
        />
      )}
    </Stack>
  );
};
