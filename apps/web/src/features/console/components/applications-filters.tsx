import { useEffect, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { INDIAN_STATES, REVENUE_RANGES, SECTORS } from '@portal/shared/application/options';
import { CONSOLE_SEARCH_MAX, NO_STAGE_FILTER, statusLabel } from '@portal/shared/review/review';
import { REVIEW_STAGE_TEXTS } from '@portal/shared/review/review-stages';
import type { FilterKey, ListParams } from '../lib/list-params.ts';
import type { AnswerFilterGroup } from '../own-questions/answer-filter-options.ts';

export interface ApplicationsFiltersProps {
  params: ListParams;
  statuses: string[];
  /** The review stages, to filter by (the list then ranks within one stage). */
  stages: { id: string; name: string }[];
  /** The cohort's yes/no and choice questions, to filter by an answer (none: no such filter). */
  answers: AnswerFilterGroup[];
  exportHref: string;
  onChange: (key: FilterKey, value: string | undefined) => void;
}

const SEARCH_DELAY_MS = 300;

/** Status, sector, state, revenue, stage and own-question answer filters, a text search (applied as you type) and the CSV export. */
export const ApplicationsFilters = ({ params, statuses, stages, answers, exportHref, onChange }: ApplicationsFiltersProps) => {
  const [search, setSearch] = useState(params.search ?? '');
  useEffect(() => {
    if ((params.search ?? '') === search.trim()) return;
    const timer = setTimeout(() => onChange('search', search.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, params.search, onChange]);

  const select = (key: FilterKey, label: string, data: { value: string; label: string }[] | AnswerFilterGroup[]) => (
    <Select
      label={label}
      placeholder="All"
      data={data}
      value={params[key] ?? null}
      onChange={(value) => onChange(key, value ?? undefined)}
      clearable
      searchable={data.flatMap((d) => ('items' in d ? d.items : [d])).length > 10}
      w={{ base: '100%', xs: 180 }}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="Search"
        placeholder="Company, founder, email, city or ID"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={CONSOLE_SEARCH_MAX}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 280 }}
      />
      {select(
        'status',
        'Status',
        statuses.map((s) => ({ value: s, label: statusLabel(s) })),
      )}
      {select(
        'sector',
        'Sector',
        SECTORS.map((s) => ({ value: s.value, label: s.label })),
      )}
      {select(
        'state',
        'State',
        INDIAN_STATES.map((s) => ({ value: s, label: s })),
      )}
      {select(
        'revenue',
        'Revenue Range',
        REVENUE_RANGES.map((r) => ({ value: r.value, label: r.label })),
      )}
      {stages.length > 0
        ? select('stage', REVIEW_STAGE_TEXTS.stage, [
            ...stages.map((s) => ({ value: s.id, label: s.name })),
            { value: NO_STAGE_FILTER, label: REVIEW_STAGE_TEXTS.noStage },
          ])
        : null}
      {answers.length > 0 ? select('answer', 'Answer', answers) : null}
      <Button component="a" href={exportHref} variant="default" leftSection={<IconDownload size={16} aria-hidden />} download>
        Export CSV
      </Button>
    </Group>
  );
};
