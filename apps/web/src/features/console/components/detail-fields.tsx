import { SimpleGrid, Text } from '@mantine/core';
import { summaryOf } from '@portal/shared/application/application-fields';
import type { ConsoleDetail } from '../api/console-types.ts';
import { formatRupees } from '@portal/shared/format/rupees';
import { formatDateTime } from '../lib/format.ts';
import { DetailPanel } from './detail-panel.tsx';

const Field = ({ label, value, wide }: { label: string; value: string; wide?: boolean }) => (
  <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{value || '—'}</Text>
  </div>
);

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <DetailPanel title={title}>
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  </DetailPanel>
);

const lines = (detail: ConsoleDetail, steps: ('personal' | 'company' | 'business' | 'funding')[]) =>
  steps
    .flatMap((step) => summaryOf(step, detail))
    .map((line) => <Field key={line.key} label={line.label} value={line.text} wide={line.key === 'description'} />);

/** Every field of the application, with the form's labels (the field catalogue, packages/shared/src/application/application-fields.ts). */
export const DetailFields = ({ detail }: { detail: ConsoleDetail }) => (
  <>
    <Section title="Personal information">{lines(detail, ['personal'])}</Section>
    <Section title="Company">{lines(detail, ['company'])}</Section>
    <Section title="Business and funding">
      {lines(detail, ['business', 'funding'])}
      <Field label="Total Funding" value={formatRupees(detail.totalFunding)} />
      <Field label="Submitted" value={formatDateTime(detail.submittedAt)} />
      <Field label="Application ID" value={detail.id} />
    </Section>
  </>
);
