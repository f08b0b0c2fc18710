import { SegmentedControl, Text, type SegmentedControlItem } from '@mantine/core';

/** One rubric line: its label above a row of score buttons that the label names. */
export const CriterionScore = ({
  labelId,
  label,
  data,
  value,
  onChange,
}: {
  labelId: string;
  label: string;
  data: (string | SegmentedControlItem)[];
  value: string;
  onChange: (value: string) => void;
}) => (
  <div>
    <Text size="sm" fw={500} id={labelId}>
      {label}
    </Text>
    <SegmentedControl fullWidth size="xs" aria-labelledby={labelId} data={data} value={value} onChange={onChange} />
  </div>
);
