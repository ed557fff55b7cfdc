import {
  Button,
  FileButton,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { translateServerMessage } from '../../../lib/server-messages';
import { UPLOAD_TYPES, type UploadType, useUploadHistory } from '../api/upload-history';
import { uploadSuccessText } from '../utils/upload-message';

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

/** What a file picker offers per type; a curl command is pasted, not picked. */
const FILE_TYPES: Partial<Record<UploadType, string>> = {
  json: '.json,application/json',
  csv: '.csv,text/csv,text/plain',
};

interface UploadDialogProps {
  opened: boolean;
  onClose: () => void;
  userEmail: string;
}

/**
 * docs/product.md §2 upload dialog: the type (JSON, CURL and, beyond the spec, CSV), the pasted
 * text or a picked file, a red error line, a green success line, Upload ('Uploading...' while busy)
 * and Cancel. Success empties the box and reloads the bets (docs/product.md §4).
 */
export function UploadDialog({ opened, onClose, userEmail }: UploadDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const upload = useUploadHistory(userEmail);
  const [type, setType] = useState<UploadType>('json');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const typeLabelId = useId();

  const clearMessages = () => {
    setError(null);
    setSuccess(null);
  };

  const close = () => {
    if (upload.isPending) return;
    clearMessages();
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

  const submit = () => {
    clearMessages();
    if (text.trim() === '') {
      setError(t('history.upload.nothingToUpload'));
      return;
    }
    upload.mutate(
      { type, data: text, userEmail },
      {
        onSuccess: (response) => {
          setSuccess(uploadSuccessText(t, response.message));
          setText('');
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.isNetworkError) {
            // docs/product.md §8: an exception reads 'Upload failed: ' plus the error's text.
            setError(t('history.upload.failedWith', { error: failure.message }));
          } else if (failure instanceof ApiError && failure.hasServerMessage) {
            setError(translateServerMessage(failure.message));
          } else {
            setError(t('history.upload.failed'));
          }
        },
      },
    );
  };

  const fileTypes = FILE_TYPES[type];

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('history.upload.title')}
      size="lg"
      fullScreen={isPhone === true}
      closeButtonProps={{ 'aria-label': t('history.upload.close') }}
      data-testid="upload-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
        aria-label={t('history.upload.title')}
      >
        <Stack gap="md">
          <Input.Wrapper label={t('history.upload.type')} id={typeLabelId} labelElement="div">
            <SegmentedControl
              fullWidth
              mt={4}
              value={type}
              onChange={(value) => {
                setType(value as UploadType);
                clearMessages();
              }}
              data={UPLOAD_TYPES.map((value) => ({ value, label: t(TYPE_LABEL_KEYS[value]) }))}
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
            spellCheck={false}
            autoComplete="off"
            disabled={upload.isPending}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
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
          <div aria-live="polite">
            {error !== null && (
              <Text c="red" size="sm" role="alert" data-testid="upload-error">
                {error}
              </Text>
            )}
            {success !== null && (
              <Text c="green" size="sm" fw={600} data-testid="upload-success">
                {success}
              </Text>
            )}
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={upload.isPending}>
              {t('history.upload.cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              disabled={upload.isPending}
              data-testid="upload-submit"
            >
              {upload.isPending ? t('history.upload.uploading') : t('history.upload.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
