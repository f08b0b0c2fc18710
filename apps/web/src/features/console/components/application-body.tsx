import { Alert, Stack } from '@mantine/core';
import { BLIND_REVIEW_TEXTS } from '@portal/shared/review/blind-review';
import type { ConsoleDetail } from '../api/console-types.ts';
import { ChangesSinceLastPanel } from '../cohorts/returning-founder.tsx';
import { DetailFields } from './detail-fields.tsx';
import { DocumentsPanel } from './documents-panel.tsx';
import { OwnAnswersPanel } from '../own-questions/own-answers-panel.tsx';

/**
 * The application itself as the server gave it to this viewer (blind-review redaction included): the blind notice,
 * what changed since the founder's last application, every field, the answers to the cohort's own
 * questions, the video and documents. The application page
 * and the reviewer's page show the same.
 */
export const ApplicationBody = ({ detail }: { detail: ConsoleDetail }) => (
  <Stack gap="md">
    {detail.blind ? (
      <Alert color="blue" data-testid="blind-notice">
        {BLIND_REVIEW_TEXTS.notice}
      </Alert>
    ) : null}
    <ChangesSinceLastPanel appliedBefore={detail.appliedBefore} changes={detail.changesSinceLast} />
    <DetailFields detail={detail} />
    <OwnAnswersPanel detail={detail} />
    <DocumentsPanel files={detail.files} />
  </Stack>
);
