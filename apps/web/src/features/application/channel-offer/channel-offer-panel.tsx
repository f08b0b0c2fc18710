import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { EMAIL_PREFERENCE_TEXTS, channelList } from '@portal/shared/account/email-preferences';
import type { MessageChannel } from '@portal/shared/messages/channels';
import type { ChannelOfferQuery } from '@portal/shared/graphql/graphql-types.generated';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { channelsOffered } from '../lib/channel-offer-trigger.ts';
import { serverErrorText } from '../../../lib/server-error-text.ts';
import { useLocale } from '../../../lib/i18n.ts';

type Offer = ChannelOfferQuery['channelOffer'];

/**
 * SMS and WhatsApp: every channel but email needs a confirmed mobile (PHONE_CHANNELS; its module brings zod, which the
 * wizard's chunks do not load).
 */
const needsPhone = (channel: string): boolean => channel !== 'email';

/** Every target of the panel is at least 44 px high (a thumb's width). */
const TARGET = { minHeight: 44 } as const;

/**
 * The offer of SMS and WhatsApp besides email, once, after the founder's first save (lazily loaded: the wizard's own
 * code stays within its budget, and opening the wizard asks the server nothing). It asks the server whether it was
 * offered already; only channels this server is set up for are offered, and SMS and WhatsApp only with a confirmed
 * +91 mobile (else it says so and links to the Security page, where one is added). Choosing or dismissing marks it
 * offered on the server (`channelsOffered`), so no device shows it again.
 */
const ChannelOfferPanel = ({ userId }: { userId: string }) => {
  const texts = EMAIL_PREFERENCE_TEXTS;
  const locale = useLocale();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [chosen, setChosen] = useState<MessageChannel[]>([]);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    graphqlRequest('ChannelOffer', {})
      .then(({ channelOffer }) => {
        if (!live) return;
        const phoneConfigured = channelOffer.configuredChannels.some((c) => needsPhone(c));
        // Offered before (here or elsewhere): remembered. Nothing but email set up: nothing to offer, asked again later.
        if (channelOffer.channelsOffered || !phoneConfigured) return channelsOffered(userId, channelOffer.channelsOffered);
        setOffer(channelOffer);
        setChosen(channelOffer.channels as MessageChannel[]);
      })
      // No answer: the next save asks again.
      .catch(() => live && channelsOffered(userId, false));
    return () => {
      live = false;
    };
  }, [userId]);

  if (!offer) return null;
  const usable = offer.usableChannels;
  const configured = offer.configuredChannels as MessageChannel[];
  // The texts name only the phone channels this portal is set up for.
  const namesOf = (channels: MessageChannel[], type: 'conjunction' | 'disjunction') =>
    channelList(
      channels.map((c) => texts.channelNames[c]),
      locale,
      type,
    );
  const phoneChannels = configured.filter(needsPhone);
  const waitingForMobile = phoneChannels.filter((c) => !usable.includes(c));

  const finish = async (change: { channels?: MessageChannel[] }) => {
    setSaving(true);
    setFailed(null);
    try {
      await graphqlRequest('UpdatePreferences', { input: { ...change, channelsOffered: true } });
      // The account pages read the preferences again when next shown.
      void queryClient.invalidateQueries({ queryKey: ['viewer'] });
      channelsOffered(userId, true);
    } catch (error) {
      setFailed(serverErrorText(error));
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" mb="md" role="region" aria-labelledby="channel-offer-title" data-testid="channel-offer">
      <Stack gap="sm">
        <Text fw={700} id="channel-offer-title">
          {texts.offerTitle(namesOf(phoneChannels, 'disjunction'))}
        </Text>
        <Text size="sm">{texts.offerIntro(namesOf(phoneChannels, 'disjunction'))}</Text>
        {/* Toggle buttons (aria-pressed), not Checkbox: the wizard's chunks load no Checkbox code or styles. */}
        <Group gap="xs" wrap="wrap" role="group" aria-labelledby="channel-offer-title">
          {configured.map((channel) => {
            const on = chosen.includes(channel);
            return (
              <Button
                key={channel}
                style={TARGET}
                variant={on ? 'filled' : 'default'}
                aria-pressed={on}
                disabled={!usable.includes(channel)}
                data-testid={`offer-${channel}`}
                onClick={() => {
                  const next = on ? chosen.filter((c) => c !== channel) : [...chosen, channel];
                  if (next.length > 0) setChosen(next);
                }}
              >
                {on ? '✓ ' : ''}
                {texts.channelNames[channel]}
              </Button>
            );
          })}
        </Group>
        {waitingForMobile.length ? (
          <Text size="sm" data-testid="offer-needs-mobile">
            {texts.needsMobile(namesOf(waitingForMobile, 'conjunction'))}{' '}
            <Anchor
              component={Link}
              to="/account/security"
              style={{ display: 'inline-block', minHeight: 44, lineHeight: '44px' }}
            >
              {texts.offerAddMobile}
            </Anchor>
          </Text>
        ) : null}
        {failed ? (
          <Text size="sm" c="red" role="alert">
            {failed}
          </Text>
        ) : null}
        <Group gap="sm" wrap="wrap">
          <Button style={TARGET} loading={saving} onClick={() => void finish({ channels: chosen })}>
            {texts.offerSave}
          </Button>
          <Button style={TARGET} variant="subtle" disabled={saving} onClick={() => void finish({})}>
            {texts.offerDismiss}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

export default ChannelOfferPanel;
