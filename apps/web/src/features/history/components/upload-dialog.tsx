import type { SheetMapping, UploadResponse } from '@stakelab/core';
import {
  Anchor,
  Button,
  FileButton,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileUpload, IconUpload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { bankrollName } from '../../../lib/bankroll-name';
import { useBankrolls } from '../../../lib/bankrolls-api';
import { translateServerMessage } from '../../../lib/server-messages';
import {
  setAsideCsvPath,
  UPLOAD_TYPES,
  type UploadType,
  useUploadHistory,
} from '../api/upload-history';
import { importMessageText, isImportMessageCode } from '../utils/import-messages';
import { importResultText } from '../utils/upload-message';
import { initialMapperState, type MapperState, mappingOf } from '../utils/sheet-mapper';
import { ColumnMapper } from './column-mapper';
import { UploadGuide } from './upload-guide';
import { type UploadChoices, UploadPreview } from './upload-preview';

const TYPE_LABEL_KEYS = {
  json: 'history.upload.types.json',
  curl: 'history.upload.types.curl',
  csv: 'history.upload.types.csv',
} as const;

const PLACEHOLDER_KEYS = {
  json: 'history.upload.placeholders.json',
  curl: 'history.upload.placeholders.curl',
  csv: 'history.upload.placeholders.csv',
} as const;

const HINT_KEYS = {
  json: 'history.upload.hints.json',
  curl: 'history.upload.hints.curl',
  csv: 'history.upload.hints.csv',
} as const;

/**
 * What a file picker offers per type; a curl command is pasted, not picked. Either file goes in
 * either tab: the server reads the text as what it is.
 */
const HISTORY_FILES = '.json,.csv,.txt,application/json,text/csv,text/plain';
const FILE_TYPES: Partial<Record<UploadType, string>> = {
  json: HISTORY_FILES,
  csv: HISTORY_FILES,
};

const NO_CHOICES: UploadChoices = { setAsideUnreadable: false, preferSource: new Set() };

/**
 * Why an upload failed, in the interface language (docs/product.md §8): an importer's refusal
 * by its message key, another server message as known, else 'Upload failed.'; a network
 * failure reads 'Upload failed: ' and its text.
 */
function failureText(t: TFunction, failure: unknown): string {
  if (!(failure instanceof ApiError)) return t('history.upload.failed');
  if (failure.isNetworkError) return t('history.upload.failedWith', { error: failure.message });
  if (isImportMessageCode(failure.code)) {
    return importMessageText(t, failure.code, failure.params, failure.message);
  }
  // A replayed cURL command's failure: its message key is the `reason`.
  const reason = failure.params['reason'];
  if (
    failure.code === 'REPLAY_FAILED' &&
    typeof reason === 'string' &&
    isImportMessageCode(reason)
  ) {
    return importMessageText(t, reason, failure.params, failure.message);
  }
  if (failure.hasServerMessage) return translateServerMessage(failure.message);
  return t('history.upload.failed');
}

interface UploadDialogProps {
  opened: boolean;
  onClose: () => void;
  userEmail: string;
}

/**
 * docs/product.md §2 upload dialog: the type (JSON, CURL and, beyond the spec, CSV), the pasted
 * text or a picked file, a red error line, a green success line, Upload ('Uploading...' while busy)
 * and Cancel. Beyond the spec, Upload first asks for a preview (a dry run) and Import then
 * writes it with the user's choices. Success empties the box and reloads the bets
 * (docs/product.md §4). Memoised: closed, it has nothing to redraw while the page filters.
 */
export const UploadDialog = memo(function UploadDialog({
  opened,
  onClose,
  userEmail,
}: UploadDialogProps) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const upload = useUploadHistory();
  const [type, setType] = useState<UploadType>('json');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [setAsideImportId, setSetAsideImportId] = useState<number | null>(null);
  const [preview, setPreview] = useState<UploadResponse | null>(null);
  const [choices, setChoices] = useState<UploadChoices>(NO_CHOICES);
  // A spreadsheet no known format fits: the server's question and the user's answer so far;
  // `mapping` is the one the preview was made with, which Import sends again.
  const [mapper, setMapper] = useState<{ answer: UploadResponse; state: MapperState } | null>(null);
  const [mapping, setMapping] = useState<SheetMapping | null>(null);
  // '': no choice (a StakeLab CSV's Bankroll column, else the main bankroll); else an id.
  const [bankrollChoice, setBankrollChoice] = useState('');
  const bankrolls = useBankrolls(opened);
  const bankrollOptions = [
    { value: '', label: t('history.upload.bankrollFromFile') },
    ...(bankrolls.data?.bankrolls ?? []).map((bankroll) => ({
      value: String(bankroll.id),
      label: bankrollName(bankroll, t),
    })),
  ];
  const bankrollChosen = bankrollChoice === '' ? {} : { bankrollId: Number(bankrollChoice) };
  const typeLabelId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const importing = upload.isPending && upload.variables.dryRun !== true;

  const clearMessages = () => {
    setError(null);
    setSuccess(null);
    setSetAsideImportId(null);
  };

  // The import's Import button is gone once it is done: the focus goes to its result (read out
  // by the live region too), inside the dialog rather than to the page behind it.
  useEffect(() => {
    if (success !== null) successRef.current?.focus();
  }, [success]);

  const close = () => {
    if (upload.isPending) return;
    clearMessages();
    setPreview(null);
    setMapper(null);
    setMapping(null);
    onClose();
  };

  const readFile = async (file: File | null) => {
    if (!file) return;
    clearMessages();
    try {
      setText(await file.text());
    } catch {
      setError(t('history.upload.fileReadError'));
    }
  };

  const showResult = (response: UploadResponse) => {
    setPreview(null);
    setMapper(null);
    setMapping(null);
    setSuccess(importResultText(t, i18n.language, response));
    setSetAsideImportId((response.setAside ?? 0) > 0 ? (response.importId ?? null) : null);
    setText('');
  };

  const requestPreview = () => {
    clearMessages();
    if (text.trim() === '') {
      setError(t('history.upload.nothingToUpload'));
      return;
    }
    upload.mutate(
      { type, data: text, userEmail, dryRun: true, ...bankrollChosen },
      {
        onSuccess: (response) => {
          if (response.needsMapping === true) {
            setMapper({ answer: response, state: initialMapperState(response) });
            setMapping(null);
            return;
          }
          // A server that knows no dry run has imported already: that is the result.
          if (response.dryRun !== true) {
            showResult(response);
            return;
          }
          setChoices(NO_CHOICES);
          setPreview(response);
        },
        onError: (failure) => setError(failureText(t, failure)),
      },
    );
  };

  /** The mapped sheet's preview: a dry run with the mapping the user made. */
  const previewMapped = (state: MapperState) => {
    clearMessages();
    const outcome = mappingOf(state);
    if (!outcome.ok) {
      const roles = outcome.missing.map((role) => t(`history.upload.mapper.roles.${role}`));
      setError(t('history.upload.mapper.missing', { roles: roles.join(', ') }));
      return;
    }
    upload.mutate(
      { type, data: text, userEmail, dryRun: true, ...bankrollChosen, mapping: outcome.mapping },
      {
        onSuccess: (response) => {
          if (response.dryRun !== true) {
            showResult(response);
            return;
          }
          setChoices(NO_CHOICES);
          setMapping(outcome.mapping);
          setPreview(response);
        },
        onError: (failure) => setError(failureText(t, failure)),
      },
    );
  };

  const runImport = () => {
    clearMessages();
    upload.mutate(
      {
        type,
        data: text,
        userEmail,
        ...bankrollChosen,
        ...(mapping === null ? {} : { mapping }),
        ...(choices.setAsideUnreadable ? { setAsideUnreadable: true } : {}),
        ...(choices.preferSource.size > 0 ? { preferSource: [...choices.preferSource] } : {}),
      },
      { onSuccess: showResult, onError: (failure) => setError(failureText(t, failure)) },
    );
  };

  const togglePreferSource = (betId: string) =>
    setChoices((current) => {
      const preferSource = new Set(current.preferSource);
      if (!preferSource.delete(betId)) preferSource.add(betId);
      return { ...current, preferSource };
    });

  const fileTypes = FILE_TYPES[type];
  const blockedByUnreadable =
    preview !== null && (preview.unreadable ?? []).length > 0 && !choices.setAsideUnreadable;
  // A re-import of the same file: importing would write nothing ("Inserted 0 new bets"), so the
  // preview says so and Import stays off, unless the user takes the source's version of a bet.
  const nothingNew =
    preview !== null &&
    preview.inserted === 0 &&
    (preview.updated ?? 0) === 0 &&
    choices.preferSource.size === 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('history.upload.title')}
      size="xl"
      fullScreen={isPhone === true}
      closeButtonProps={{ 'aria-label': t('history.upload.close') }}
      data-testid="upload-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (preview) runImport();
          else if (mapper) previewMapped(mapper.state);
          else requestPreview();
        }}
        noValidate
        aria-label={t('history.upload.title')}
      >
        <Stack gap="md">
          {preview ? (
            <UploadPreview
              preview={preview}
              choices={choices}
              onSetAsideChange={(setAsideUnreadable) =>
                setChoices((current) => ({ ...current, setAsideUnreadable }))
              }
              onPreferSourceToggle={togglePreferSource}
              nothingNew={nothingNew}
            />
          ) : mapper ? (
            <ColumnMapper
              answer={mapper.answer}
              state={mapper.state}
              onChange={(state) => setMapper({ ...mapper, state })}
              disabled={upload.isPending}
            />
          ) : (
            <>
              {/* The spec's title says Betfair: what else goes in, and how to get it out. */}
              <Stack gap={4}>
                <Text size="sm" data-testid="upload-intro">
                  {t('history.upload.intro')}
                </Text>
                <UploadGuide />
              </Stack>
              <Input.Wrapper label={t('history.upload.type')} id={typeLabelId} labelElement="div">
                <SegmentedControl
                  fullWidth
                  mt={4}
                  value={type}
                  onChange={(value) => {
                    setType(value as UploadType);
                    clearMessages();
                  }}
                  data={UPLOAD_TYPES.map((value) => ({
                    value,
                    label: t(TYPE_LABEL_KEYS[value]),
                  }))}
                  aria-labelledby={`${typeLabelId}-label`}
                  disabled={upload.isPending}
                  data-testid="upload-type"
                />
              </Input.Wrapper>
              <Textarea
                label={t('history.upload.text')}
                description={t(HINT_KEYS[type])}
                placeholder={t(PLACEHOLDER_KEYS[type])}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                // Fixed rows, not autosize: a pasted 15 MB history must not be measured per change.
                rows={10}
                resize="vertical"
                ref={textRef}
                // The dialog opens on the text to paste, its main field (docs/design.md).
                data-autofocus
                spellCheck={false}
                autoComplete="off"
                disabled={upload.isPending}
                styles={{
                  input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 },
                }}
                data-testid="upload-text"
              />
              {fileTypes && (
                <Group gap="xs">
                  {/* readFile reports its own failure (fileReadError); nothing waits for it. */}
                  <FileButton onChange={(file) => void readFile(file)} accept={fileTypes}>
                    {(props) => (
                      <Button
                        {...props}
                        variant="default"
                        size="xs"
                        leftSection={<IconFileUpload size={16} aria-hidden="true" />}
                        disabled={upload.isPending}
                        data-testid="upload-file"
                      >
                        {t('history.upload.chooseFile')}
                      </Button>
                    )}
                  </FileButton>
                  <Text size="xs" c="dimmed">
                    {t('history.upload.fileHint')}
                  </Text>
                </Group>
              )}
              {/* After the text: the keyboard goes type, text, then where the bets go. */}
              <Select
                label={t('history.upload.bankroll')}
                description={t('history.upload.bankrollHint')}
                data={bankrollOptions}
                value={bankrollChoice}
                onChange={(value) => setBankrollChoice(value ?? '')}
                allowDeselect={false}
                disabled={upload.isPending}
                comboboxProps={{ withinPortal: true }}
                data-testid="upload-bankroll"
              />
            </>
          )}
          <div aria-live="polite">
            {error !== null && (
              <Text c="red" size="sm" role="alert" data-testid="upload-error">
                {error}
              </Text>
            )}
            {success !== null && (
              <Text
                c="green"
                size="sm"
                fw={600}
                ref={successRef}
                tabIndex={-1}
                data-testid="upload-success"
              >
                {success}
              </Text>
            )}
            {setAsideImportId !== null && (
              <Anchor
                href={setAsideCsvPath(setAsideImportId)}
                download
                size="sm"
                data-testid="upload-set-aside-download"
              >
                <Group gap={4} component="span">
                  <IconDownload size={16} aria-hidden="true" />
                  {t('history.upload.result.download')}
                </Group>
              </Anchor>
            )}
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={upload.isPending}>
              {t('history.upload.cancel')}
            </Button>
            {preview ? (
              <>
                <Button
                  variant="default"
                  onClick={() => {
                    clearMessages();
                    setPreview(null);
                    // Back where the text is, which comes back in place of the preview (or to
                    // the mapping, which focuses its own title).
                    if (mapper === null) window.setTimeout(() => textRef.current?.focus(), 0);
                  }}
                  disabled={upload.isPending}
                  data-testid="upload-back"
                >
                  {mapper === null
                    ? t('history.upload.preview.back')
                    : t('history.upload.mapper.backToMapper')}
                </Button>
                <Button
                  type="submit"
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                  disabled={upload.isPending || blockedByUnreadable || nothingNew}
                  data-testid="upload-import"
                >
                  {importing
                    ? t('history.upload.preview.importing')
                    : t('history.upload.preview.import')}
                </Button>
              </>
            ) : mapper ? (
              <>
                <Button
                  variant="default"
                  onClick={() => {
                    clearMessages();
                    setMapper(null);
                    window.setTimeout(() => textRef.current?.focus(), 0);
                  }}
                  disabled={upload.isPending}
                  data-testid="mapper-back"
                >
                  {t('history.upload.preview.back')}
                </Button>
                <Button
                  type="submit"
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                  disabled={upload.isPending}
                  data-testid="mapper-preview"
                >
                  {upload.isPending
                    ? t('history.upload.uploading')
                    : t('history.upload.mapper.preview')}
                </Button>
              </>
            ) : (
              <Button
                type="submit"
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                disabled={upload.isPending}
                data-testid="upload-submit"
              >
                {upload.isPending ? t('history.upload.uploading') : t('history.upload.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});
