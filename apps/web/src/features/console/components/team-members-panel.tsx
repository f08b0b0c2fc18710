import { List, Text } from '@mantine/core';
import type { ConsoleDetail } from '../api/console-types.ts';
import { formatDateTime } from '../lib/format.ts';
import { DetailPanel } from './detail-panel.tsx';

/**
 * Everyone on the application (docs/co-founders.md): the founder who started it and the co-founders who joined, first
 * joined first. A blind reviewer gets "withheld" for each name and address from the server.
 */
export const TeamMembersPanel = ({ members }: { members: ConsoleDetail['members'] }) => (
  <DetailPanel title={members.length > 1 ? `Team (${members.length} founders)` : 'Team'}>
    {members.length === 0 ? (
      <Text c="dimmed">No member on record.</Text>
    ) : (
      <List spacing={4} size="sm" data-testid="console-team">
        {members.map((member, index) => (
          <List.Item key={`${member.email}-${member.joinedAt}-${index}`}>
            <Text size="sm" span fw={600}>
              {member.name}
            </Text>{' '}
            <Text size="sm" span c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {member.email} · joined {formatDateTime(member.joinedAt)}
            </Text>
          </List.Item>
        ))}
      </List>
    )}
  </DetailPanel>
);
