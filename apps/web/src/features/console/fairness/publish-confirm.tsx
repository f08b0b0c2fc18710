import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { FAIRNESS_MESSAGES, FAIRNESS_TEXTS } from '@portal/shared/review/review-fairness';
import { useDecisionPreview } from '../api/fairness-api.ts';

export interface PublishConfirmProps {
  applicationId: string;
  opened: boolean;
  publishing: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Before a decision goes out: the exact email the founder will get, then publish or cancel. */
export const PublishConfirm = ({ applicationId, opened, publishing, onClose, onConfirm }: PublishConfirmProps) => {
  const preview = useDecisionPreview(applicationId, opened);
  const email = preview.data;
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
            {!email.willSend ? <Alert color="yellow">{FAIRNESS_MESSAGES.NO_EMAIL}</Alert> : null}
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
            {FAIRNESS_TEXTS.publishConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
