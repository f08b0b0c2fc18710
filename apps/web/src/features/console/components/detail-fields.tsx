import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { revenueLabel, sectorLabel } from '@portal/shared/options';
import type { ConsoleDetail } from '../api/console-types.ts';
import { formatRupees } from '@portal/shared/rupees';
import { formatDateTime } from '../lib/format.ts';

const Field = ({ label, value, wide }: { label: string; value: string; wide?: boolean }) => (
  <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{value || '—'}</Text>
  </div>
);

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper withBorder p="md">
    <Title order={2} size="h5" mb="sm">
      {title}
    </Title>
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  </Paper>
);

/** Every field of the application, with the form's labels. */
export const DetailFields = ({ detail }: { detail: ConsoleDetail }) => (
  <>
    <Section title="Personal information">
      <Field label="Name" value={detail.name ?? ''} />
      <Field label="Email" value={detail.email ?? ''} />
      <Field label="Phone Number" value={detail.phone ? `+91 ${detail.phone}` : ''} />
    </Section>
    <Section title="Company">
      <Field label="Company Name" value={detail.companyName ?? ''} />
      <Field label="City" value={detail.city ?? ''} />
      <Field label="State" value={detail.state ?? ''} />
      <Field label="Number of Founders" value={detail.foundersCount?.toString() ?? ''} />
      <Field label="Team Size" value={detail.teamSize?.toString() ?? ''} />
      <Field label="DPIIT Certified" value={detail.hasDpiitCertification === null ? '' : detail.hasDpiitCertification ? 'Yes' : 'No'} />
      <Field label="Company Description" value={detail.description ?? ''} wide />
    </Section>
    <Section title="Business and funding">
      <Field label="Sector" value={detail.sector === 'other' ? (detail.otherSector ?? '') : sectorLabel(detail.sector)} />
      <Field label="Founding Year" value={detail.foundingYear ?? ''} />
      <Field label="Revenue Range" value={revenueLabel(detail.revenue)} />
      <Field label="Equity Funding" value={formatRupees(detail.equityFunding)} />
      <Field label="Debt Funding" value={formatRupees(detail.debtFunding)} />
      <Field label="Grant Funding" value={formatRupees(detail.grantFunding)} />
      <Field label="Total Funding" value={formatRupees(detail.totalFunding)} />
      <Field label="Submitted" value={formatDateTime(detail.submittedAt)} />
      <Field label="Application ID" value={detail.id} />
    </Section>
  </>
);
