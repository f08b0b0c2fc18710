import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { FAIRNESS_TEXTS } from '@portal/shared/review/review-fairness';
import { hasUnfinishedWork, STAGE_PROGRESS_TEXTS } from '@portal/shared/review/stage-progress';
import { useDecisionPreview } from '../api/fairness-api.ts';

export interface PublishConfirmProps {
  applicationId: string;
  opened: boolean;
  publishing: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Before a decision goes out: the exact email the founder will get (always sent), a warning when the review in the
 * application's current stage is not finished (it asks, it does not block), then publish or cancel.
 */
export const PublishConfirm = ({ applicationId, opened, publishing, onClose, onConfirm }: PublishConfirmProps) => {
  const preview = useDecisionPreview(applicationId, opened);
  const email = preview.data;
  const unfinished = email && hasUnfinishedWork(email.stageProgress) ? email.stageProgress : null;
  return (
    <Modal opened={opened} onClose={onClose} title={FAIRNESS_TEXTS.publishTitle} size="lg" centered>
      <Stack gap="sm" data-testid="publish-confirm">
        <Text size="sm">{FAIRNESS_TEXTS.publishIntro}</Text>
        {preview.error ? (
          <Alert color="red" role="alert">
            {preview.error.message}
          </Alert>
        ) : !email ? (
          <Loader size="sm" aria-label="Loading the email" />
        ) : (
          <>
            {unfinished ? (
              <Alert color="yellow" title={STAGE_PROGRESS_TEXTS.warningTitle} data-testid="publish-warning">
                {STAGE_PROGRESS_TEXTS.warning(unfinished)}
              </Alert>
            ) : null}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <b>{FAIRNESS_TEXTS.emailTo}:</b> {email.to}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <b>{FAIRNESS_TEXTS.emailSubject}:</b> {email.subject}
            </Text>
            <Text
              component="pre"
              size="sm"
              p="sm"
              bg="gray.0"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}
              data-testid="publish-email-text"
            >
              {email.text}
            </Text>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {FAIRNESS_TEXTS.cancel}
          </Button>
          <Button color="green" onClick={onConfirm} disabled={!email} loading={publishing}>
            {unfinished ? FAIRNESS_TEXTS.publishAnyway : FAIRNESS_TEXTS.publishConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
