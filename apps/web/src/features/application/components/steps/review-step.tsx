import { Anchor, Stack, Text } from '@mantine/core';
import { FIELD_LABELS, reviewProblems, type ApplicationForm } from '@portal/shared/schemas/application';
import { revenueLabel, sectorLabel } from '@portal/shared/options';
import { PHONE_PREFIX } from '@portal/shared/limits';
import { croreLabel, totalFundingRupees } from '@portal/shared/calc';
import { useSubmitApplication } from '../../hooks/use-submit-application.ts';
import { useWizard } from '../../hooks/wizard-context.ts';
import { formatRupees } from '@portal/shared/rupees';
import { rupeesOf } from '../../lib/format.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { ReadOnlyNote } from '../read-only-note.tsx';
import { ReviewSection, type ReviewItem } from '../review-section.tsx';
import { StepHeading, stepHeadingId } from '../step-heading.tsx';
import { SubmitPanel } from '../submit-panel.tsx';
import { VideoViewer } from '../video-viewer.tsx';
import { MUTED } from '../../lib/tones.ts';

const shown = (value: unknown): string => (value === null || value === undefined || String(value).trim() === '' ? '—' : String(value));

const sectorText = (values: ApplicationForm): string => (values.sector === 'other' ? shown(values.otherSector) : sectorLabel(values.sector));

const documentLink = (url: string | null) =>
  url ? (
    <Anchor href={url} target="_blank" rel="noopener">
      {WIZARD_TEXTS.viewDocument}
    </Anchor>
  ) : (
    WIZARD_TEXTS.notProvided
  );

const sections = (values: ApplicationForm): Record<'personal' | 'company' | 'business' | 'funding', ReviewItem[]> => ({
  personal: [
    { label: FIELD_LABELS.name, value: shown(values.name) },
    { label: FIELD_LABELS.email, value: shown(values.email) },
    { label: FIELD_LABELS.phone, value: values.phone ? `${PHONE_PREFIX} ${values.phone}` : '—' },
  ],
  company: [
    { label: FIELD_LABELS.companyName, value: shown(values.companyName) },
    { label: FIELD_LABELS.description, value: shown(values.description) },
    { label: FIELD_LABELS.foundersCount, value: shown(values.foundersCount) },
    { label: FIELD_LABELS.teamSize, value: shown(values.teamSize) },
    { label: FIELD_LABELS.city, value: shown(values.city) },
    { label: FIELD_LABELS.state, value: shown(values.state) },
    { label: FIELD_LABELS.hasDpiitCertification, value: values.hasDpiitCertification ? WIZARD_TEXTS.yes : WIZARD_TEXTS.no },
  ],
  business: [
    { label: FIELD_LABELS.sector, value: sectorText(values) },
    { label: FIELD_LABELS.foundingYear, value: shown(values.foundingYear) },
    { label: FIELD_LABELS.revenue, value: revenueLabel(values.revenue) },
  ],
  funding: [
    { label: FIELD_LABELS.equityFunding, value: formatRupees(rupeesOf(values.equityFunding)) },
    { label: FIELD_LABELS.debtFunding, value: formatRupees(rupeesOf(values.debtFunding)) },
    { label: FIELD_LABELS.grantFunding, value: formatRupees(rupeesOf(values.grantFunding)) },
    {
      label: WIZARD_TEXTS.totalFunding,
      value: croreLabel(totalFundingRupees({ equity: rupeesOf(values.equityFunding), debt: rupeesOf(values.debtFunding), grant: rupeesOf(values.grantFunding) })),
    },
  ],
});

/** Review (spec §2, §5): every answer with an edit button, the video, the terms and 'Submit Application'. */
export const ReviewStep = () => {
  const { values, readOnly } = useWizard();
  const submission = useSubmitApplication();
  const items = sections(values);
  const local = readOnly ? [] : reviewProblems(values);
  return (
    <Stack gap="md" component="section" aria-labelledby={stepHeadingId('review')}>
      <StepHeading step="review" />
      {readOnly ? <ReadOnlyNote /> : <Text c={MUTED}>{WIZARD_TEXTS.reviewIntro}</Text>}
      <ReviewSection step="personal" items={items.personal} readOnly={readOnly} />
      <ReviewSection step="company" items={items.company} readOnly={readOnly} />
      <ReviewSection step="business" items={items.business} readOnly={readOnly} />
      <ReviewSection step="funding" items={items.funding} readOnly={readOnly} />
      <ReviewSection step="video" readOnly={readOnly}>
        {values.videoUrl ? <VideoViewer src={values.videoUrl} /> : <Text size="sm">{WIZARD_TEXTS.noVideoYet}</Text>}
      </ReviewSection>
      <ReviewSection step="financial" items={[{ label: FIELD_LABELS.financialStatementUrl, value: documentLink(values.financialStatementUrl) }]} readOnly={readOnly} />
      <ReviewSection step="pitch_deck" items={[{ label: FIELD_LABELS.pitchDeckUrl, value: documentLink(values.pitchDeckUrl) }]} readOnly={readOnly} />
      {readOnly ? null : (
        <SubmitPanel
          problems={local}
          refusal={submission.problems.filter((p) => !local.includes(p))}
          queued={submission.queued}
          blocked={local.length > 0}
          busy={submission.busy}
          onSubmit={() => void submission.submit()}
        />
      )}
    </Stack>
  );
};
