import { List, Stack, Text, Title } from '@mantine/core';
import { cohortName } from '@portal/shared/cohorts/cohort-messages';
import { fillText, PRIVACY_NOTICE_TEXTS as T } from '@portal/shared/privacy/privacy-messages';
import type { PrivacyNotice as Notice } from '@portal/shared/privacy/privacy';
import { useLocale } from '../../lib/i18n.ts';

const Section = ({ heading, children }: { heading: string; children: React.ReactNode }) => (
  <Stack gap={4}>
    <Title order={3} size="h5">
      {heading}
    </Title>
    {children}
  </Stack>
);

const Items = ({ items }: { items: readonly string[] }) => (
  <List size="sm" spacing={4}>
    {items.map((item) => (
      <List.Item key={item}>{item}</List.Item>
    ))}
  </List>
);

/** The privacy notice, its configured parts (fiduciary, grievance officer, retention) filled in. */
export const PrivacyNoticeText = ({ notice, headingOrder = 2 }: { notice: Notice; headingOrder?: 1 | 2 }) => {
  const cohort = cohortName({ nameEn: notice.cohort, nameHi: notice.cohortHi, names: notice.cohortNames }, useLocale());
  return (
    <Stack gap="md">
      <Title order={headingOrder} size="h3">
        {T.TITLE}
      </Title>
      <Text size="sm">{fillText(T.INTRO, { fiduciary: notice.fiduciary, cohort })}</Text>
      <Section heading={T.COLLECTED_HEADING}>
        <Items items={T.COLLECTED} />
      </Section>
      <Section heading={T.PURPOSES_HEADING}>
        <Items items={T.PURPOSES} />
      </Section>
      <Section heading={T.RETENTION_HEADING}>
        <Text size="sm">{fillText(T.RETENTION, { days: notice.retentionDays })}</Text>
      </Section>
      <Section heading={T.RIGHTS_HEADING}>
        <Items items={T.RIGHTS} />
      </Section>
      <Section heading={T.GRIEVANCE_HEADING}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {fillText(T.GRIEVANCE, {
            officer: notice.officer ?? fillText(T.DEFAULT_OFFICER, { productName: notice.productName }),
            contact: notice.contact,
          })}
        </Text>
        <Text size="sm">{T.BOARD}</Text>
      </Section>
      <Text size="xs" c="dimmed">
        {fillText(T.VERSION, { version: notice.version })}
      </Text>
    </Stack>
  );
};
