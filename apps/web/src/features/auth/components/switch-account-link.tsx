import { Link, useLocation } from 'react-router';
import { Anchor, Text } from '@mantine/core';

/** 'Don't have an account?' and back: the other form, keeping the page a guard stopped the founder at. */
export const SwitchAccountLink = ({ question, to, label }: { question: string; to: string; label: string }) => {
  const location = useLocation();
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={to} state={location.state} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
};
