import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { ProgressRing } from './progress-ring.tsx';
import { IconBuilding, IconMapPin } from '@tabler/icons-react';
import { croreLabel, totalFundingRupees } from '@portal/shared/application/calc';
import { sectorLabel } from '@portal/shared/application/options';
import type { ApplicationForm } from '@portal/shared/schemas/application';
import { rupeesOf } from '../lib/format.ts';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED, SUCCESS } from '../lib/tones.ts';
import { t } from '../../../lib/i18n.ts';
import { paperLook } from '../../../components/mantine-look.ts';
import classes from './wizard-frame.module.css';

/** A long sector name wraps instead of being cut off with an ellipsis. */
const WRAPPING_BADGE = { root: { paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

interface Props {
  values: ApplicationForm;
  /** applicationPercent (packages/shared/src/application/step-progress.ts): the share of the steps complete, 100 once submitted. */
  percent: number;
  /** The sector chip waits until the founder has chosen a sector (the blank form's default is not a choice). */
  sectorChosen: boolean;
  /** Inside the phone bar, which already shows the progress: no second ring. */
  withoutProgress?: boolean;
}

/** The wizard's header: progress ring, name or 'Welcome!', company, place, sector and total funding. */
export const WizardHeader = ({ values, percent, sectorChosen, withoutProgress = false }: Props) => {
  const place = [values.city, values.state && t(values.state)].filter((part) => part && part.trim()).join(', ');
  const sector = !sectorChosen ? '' : values.sector === 'other' ? values.otherSector.trim() : sectorLabel(values.sector);
  const totalCrore = croreLabel(
    totalFundingRupees({
      equity: rupeesOf(values.equityFunding),
      debt: rupeesOf(values.debtFunding),
      grant: rupeesOf(values.grantFunding),
    }),
  );
  return (
    <section {...paperLook(classes.summary)} aria-label={WIZARD_TEXTS.summary}>
      <Group gap="md" wrap="nowrap" align="center">
        {withoutProgress ? null : (
          <ProgressRing
            percent={percent}
            size={76}
            thickness={7}
            label={
              <Text ta="center" fw={700} size="sm" data-testid="progress-percent">
                {percent}%
              </Text>
            }
            aria-label={`${WIZARD_TEXTS.progress}: ${percent}%`}
          />
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="header-name">
            {values.name.trim() || WIZARD_TEXTS.welcome}
          </Title>
          <Group gap="xs" wrap="wrap" c={MUTED}>
            {values.companyName.trim() ? (
              <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconBuilding size={14} aria-hidden />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="header-company">
                  {values.companyName}
                </Text>
              </Group>
            ) : null}
            {place ? (
              <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconMapPin size={14} aria-hidden />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {place}
                </Text>
              </Group>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            {sector ? (
              <Badge
                variant="outline"
                color="teal"
                c={SUCCESS}
                maw="100%"
                h="auto"
                styles={WRAPPING_BADGE}
                data-testid="header-sector"
              >
                {sector}
              </Badge>
            ) : null}
            <Box>
              <Text size="sm" fw={600} data-testid="header-funding">
                {WIZARD_TEXTS.totalFunding}: {t(totalCrore)}
              </Text>
            </Box>
          </Group>
        </Stack>
      </Group>
    </section>
  );
};
