import type { ReactNode } from 'react';
import { Box, Button, Group, Text, Title } from '@mantine/core';
import { cardLook } from '../../../components/mantine-look.ts';
import { IconPencil } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { WIZARD_STEPS, type WizardStepId } from '@portal/shared/application/steps';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED } from '../lib/tones.ts';
import { FROM_REVIEW } from '../lib/review-return.ts';
import { t } from '../../../lib/i18n.ts';

export interface ReviewItem {
  label: string;
  value: ReactNode;
}

interface Props {
  step: WizardStepId;
  items?: ReviewItem[];
  children?: ReactNode;
  readOnly: boolean;
}

/** One section of the review: its answers and an edit button that jumps to its step. */
export const ReviewSection = ({ step, items = [], children, readOnly }: Props) => {
  const navigate = useNavigate();
  const title = WIZARD_STEPS.find((s) => s.id === step)?.label ?? step;
  const headingId = `review-${step}`;
  return (
    <section {...cardLook({ shadow: null, padding: 'md', radius: 'md' })} aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        {readOnly ? null : (
          <Button
            variant="subtle"
            size="sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('Edit {section}', { section: title })}
            onClick={() => navigate(`/application/${step}?${FROM_REVIEW}`)}
          >
            {WIZARD_TEXTS.edit}
          </Button>
        )}
      </Group>
      {items.length > 0 ? (
        <Box
          component="dl"
          m={0}
          style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: '6px 16px' }}
        >
          {items.map((item) => (
            <Box key={item.label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c={MUTED}>
                {item.label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {item.value}
              </Text>
            </Box>
          ))}
        </Box>
      ) : null}
      {children}
    </section>
  );
};
