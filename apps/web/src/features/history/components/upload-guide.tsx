import { Box, Group, List, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHelpCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The sources a history comes from, each with its steps (2 to 4, history.upload.guide). */
const GUIDE_STEPS = {
  exchangeSite: [
    'history.upload.guide.sources.exchangeSite.step1',
    'history.upload.guide.sources.exchangeSite.step2',
    'history.upload.guide.sources.exchangeSite.step3',
  ],
  sportsbook: [
    'history.upload.guide.sources.sportsbook.step1',
    'history.upload.guide.sources.sportsbook.step2',
    'history.upload.guide.sources.sportsbook.step3',
  ],
  exchangeApi: [
    'history.upload.guide.sources.exchangeApi.step1',
    'history.upload.guide.sources.exchangeApi.step2',
    'history.upload.guide.sources.exchangeApi.step3',
  ],
  pikkit: [
    'history.upload.guide.sources.pikkit.step1',
    'history.upload.guide.sources.pikkit.step2',
  ],
  betAnalytix: [
    'history.upload.guide.sources.betAnalytix.step1',
    'history.upload.guide.sources.betAnalytix.step2',
  ],
  spreadsheet: [
    'history.upload.guide.sources.spreadsheet.step1',
    'history.upload.guide.sources.spreadsheet.step2',
    'history.upload.guide.sources.spreadsheet.step3',
  ],
} as const satisfies Record<string, readonly ParseKeys[]>;
type GuideSource = keyof typeof GUIDE_STEPS;
const GUIDE_SOURCES = Object.keys(GUIDE_STEPS) as GuideSource[];

/**
 * "How do I get my file?": folded by default under the upload's text, a source picker and the
 * few steps that get a history out of it. Every kind goes in any tab (the server tells JSON,
 * cURL and CSV apart), so the steps say what to paste or drop, not which tab to pick.
 */
export function UploadGuide() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [source, setSource] = useState<GuideSource>('exchangeSite');
  const panelId = useId();
  return (
    <Box data-testid="upload-guide">
      <UnstyledButton
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
        aria-controls={panelId}
        data-testid="upload-guide-toggle"
      >
        <Group gap={6} wrap="nowrap">
          <IconHelpCircle size={16} aria-hidden="true" />
          <Text size="sm" c="blue" component="span">
            {t('history.upload.guide.title')}
          </Text>
          <IconChevronDown
            size={14}
            aria-hidden="true"
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
          />
        </Group>
      </UnstyledButton>
      {opened && (
        <Stack gap="xs" mt="xs" id={panelId} data-testid="upload-guide-panel">
          <Select
            label={t('history.upload.guide.source')}
            data={GUIDE_SOURCES.map((value) => ({
              value,
              label: t(`history.upload.guide.sources.${value}.name`),
            }))}
            value={source}
            onChange={(value) => {
              if (value) setSource(value as GuideSource);
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="upload-guide-source"
          />
          <List type="ordered" size="sm" spacing={4} data-testid="upload-guide-steps">
            {GUIDE_STEPS[source].map((step: ParseKeys) => (
              <List.Item key={step}>{t(step)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Box>
  );
}
