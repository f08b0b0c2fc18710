import { Group, Text } from '@mantine/core';
import { SCORE_SUMMARY_TEXTS as T, type UncalibratedReason } from '@portal/shared/review/score-summary';
import type { ScoreSummary } from '../api/console-types.ts';
import { formatScore } from '../lib/format.ts';

/** Why the calibrated figure is missing, in words (the list shows it as the dash's title). */
export const uncalibratedText = (summary: Pick<ScoreSummary, 'uncalibratedReason'>): string | null =>
  summary.uncalibratedReason ? T.uncalibrated[summary.uncalibratedReason as UncalibratedReason] : null;

/** The calibrated figure, or "—" when there is none (the reason beside it, or as its title). */
export const CalibratedValue = ({ summary }: { summary: ScoreSummary }) =>
  summary.calibrated === null ? (
    <span title={uncalibratedText(summary) ?? undefined} aria-label={`— ${uncalibratedText(summary) ?? ''}`}>
      —
    </span>
  ) : (
    <>{formatScore(summary.calibrated)}</>
  );

/**
 * An application's score figures as the server summed them up (ScoreSummary): the same on the list, the application
 * page and the reviewer's page. A calibrated figure that cannot be given says why.
 */
export const ScoreFigures = ({ summary }: { summary: ScoreSummary }) => {
  const reason = uncalibratedText(summary);
  return (
    <div data-testid="score-figures">
      <Group gap="lg" wrap="wrap">
        <Text size="sm" title={T.rawMeanHelp}>
          {T.rawMean}: <b data-testid="figure-raw-mean">{formatScore(summary.rawMean)}</b>
        </Text>
        <Text size="sm" title={T.weightedMeanHelp}>
          {T.weightedMean}: <b data-testid="figure-weighted-mean">{formatScore(summary.weightedMean)}</b>
        </Text>
        <Text size="sm" title={T.calibratedHelp}>
          {T.calibrated}: <b data-testid="figure-calibrated">{formatScore(summary.calibrated)}</b>
        </Text>
        <Text size="sm" data-testid="figure-reviewers">
          {T.reviewers(summary.reviewers)}
        </Text>
      </Group>
      {reason ? (
        <Text size="xs" c="dimmed" data-testid="figure-uncalibrated">
          {reason}
        </Text>
      ) : null}
    </div>
  );
};
