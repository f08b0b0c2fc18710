import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EMAIL_PREFERENCE_TEXTS, channelList } from '@portal/shared/account/email-preferences';
import { MESSAGE_CHANNELS, PHONE_CHANNELS, type MessageChannel } from '@portal/shared/messages/channels';
import { CHANNEL_NAMES, KIND_NAMES } from '@portal/shared/messages/message-texts';
import { notify } from '../../../components/toasts.tsx';
import { t, useLocale } from '../../../lib/i18n.ts';
import { useUpdatePreferences, type Preferences } from '../api/viewer.ts';
import { serverErrorText } from '../../../lib/server-error-text.ts';

const saveFailed = (error: Error) =>
  notify({ color: 'red', title: t('Your preference was not saved'), message: serverErrorText(error) });

/**
 * The channel boxes: only the channels this server is set up to send on (configuredChannels); SMS and WhatsApp only
 * with a confirmed +91 mobile (usableChannels).
 */
const ChannelBoxes = ({
  preferences,
  value,
  onChange,
}: {
  preferences: Preferences;
  value: MessageChannel[];
  onChange: (channels: MessageChannel[]) => void;
}) => {
  const locale = useLocale();
  const texts = EMAIL_PREFERENCE_TEXTS;
  const usable = preferences.usableChannels;
  const configured = MESSAGE_CHANNELS.filter((channel) => preferences.configuredChannels.includes(channel));
  const phoneChannels = configured
    .filter((channel) => PHONE_CHANNELS.includes(channel))
    .map((channel) => CHANNEL_NAMES[locale][channel]);
  return (
    <Checkbox.Group
      // The section's heading names the group (channels-title); a label would say it twice.
      description={texts.channelsIntro(phoneChannels.length > 0 ? channelList(phoneChannels, locale, 'disjunction') : undefined)}
      value={value}
      onChange={(next) => {
        if (next.length > 0) onChange(next as MessageChannel[]);
      }}
    >
      <Stack gap="xs" mt="xs">
        {configured.map((channel) => (
          <Checkbox
            key={channel}
            value={channel}
            label={CHANNEL_NAMES[locale][channel]}
            disabled={!usable.includes(channel)}
            description={usable.includes(channel) ? undefined : texts.needsMobile(CHANNEL_NAMES[locale][channel])}
            data-testid={`channel-${channel}`}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
};

/** The account page's section: the channels (saved at once) and the kinds of message stopped on a channel. */
export const MessageChannelsSection = ({ preferences }: { preferences: Preferences }) => {
  const locale = useLocale();
  const update = useUpdatePreferences();
  const texts = EMAIL_PREFERENCE_TEXTS;
  const stops = preferences.stoppedMessages;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="channels-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="channels-title">
          {texts.channelsTitle}
        </Title>
        <ChannelBoxes
          preferences={preferences}
          value={preferences.channels as MessageChannel[]}
          onChange={(channels) => update.mutate({ channels, channelsOffered: true }, { onError: saveFailed })}
        />
        <Title order={3} size="h5">
          {texts.stoppedTitle}
        </Title>
        {stops.length === 0 ? <Text size="sm">{texts.stoppedNone}</Text> : null}
        {stops.map((stop) => (
          <Group key={`${stop.kind}-${stop.channel}`} justify="space-between" wrap="wrap" data-testid="stopped-message">
            <Text size="sm">
              {KIND_NAMES[locale][stop.kind as keyof (typeof KIND_NAMES)['en']]} ·{' '}
              {CHANNEL_NAMES[locale][stop.channel as MessageChannel]}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => update.mutate({ stoppedMessages: stops.filter((s) => s !== stop) }, { onError: saveFailed })}
            >
              {texts.resume}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
};
