import { SimpleGrid, Text } from '@mantine/core';
import { BLIND_REVIEW_TEXTS } from '@portal/shared/review/blind-review';
import type { ConsoleDetail } from '../api/console-types.ts';
import { DetailPanel } from '../components/detail-panel.tsx';

/**
 * The answers to the cohort's own questions, worded as on the form version the application was submitted with
 * (renaming a question later does not change them), formatted by the server; an answer hidden in blind review says so.
 */
export const OwnAnswersPanel = ({ detail }: { detail: ConsoleDetail }) =>
  detail.ownAnswers.length === 0 ? null : (
    <DetailPanel title={`The cohort's own questions (form version ${detail.formVersion ?? '—'})`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" data-testid="own-answers">
        {detail.ownAnswers.map((a) => (
          <div
            key={a.questionId}
            data-question={a.questionId}
            style={a.kind === 'long_text' ? { gridColumn: '1 / -1' } : undefined}
          >
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {a.onForm ? a.label : `${a.label} (no longer on the form)`}
            </Text>
            <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} c={a.withheld ? 'dimmed' : undefined}>
              {a.withheld ? BLIND_REVIEW_TEXTS.withheld : (a.answer ?? '—')}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </DetailPanel>
  );
