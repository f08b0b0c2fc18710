import { useSearchParams } from 'react-router';
import { NativeSelect } from '@mantine/core';
import { useConsoleCohorts } from '../cohorts/cohorts-api.ts';
import { ALL_COHORTS, useConsoleCohort } from '../lib/console-cohort.ts';

/**
 * The console's cohort, on every page: its choice goes into the URL (`?cohort=`), which every page's queries and
 * the CSV export read. Another cohort starts the list on page 1 and forgets its stage filter (stages are per cohort).
 */
export const CohortSwitcher = () => {
  const cohorts = useConsoleCohorts();
  const view = useConsoleCohort();
  const [, setSearch] = useSearchParams();
  const options = [
    ...(cohorts.data ?? []).map((c) => ({ value: c.id, label: c.state === 'open' ? c.nameEn : `${c.nameEn} (${c.state})` })),
    { value: ALL_COHORTS, label: 'All cohorts' },
  ];
  return (
    <NativeSelect
      label="Cohort"
      data={options}
      value={view.value}
      size="sm"
      styles={{ input: { height: 44, minHeight: 44 } }}
      data-testid="cohort-switcher"
      onChange={(event) => {
        const value = event.currentTarget.value;
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('cohort', value);
            next.delete('page');
            next.delete('stage');
            return next;
          },
          { replace: false },
        );
      }}
    />
  );
};
