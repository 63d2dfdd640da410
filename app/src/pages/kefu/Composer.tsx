import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, type ProductCard } from '@shop/api/contract';
import { LIMITS } from '@shop/domain';
import { Button, IconButton, Popup, Uploader, type UploaderErrorReason, type UploaderItem } from '@shop/ui';
import { ImageIcon } from '@shop/ui/icons';
import { useApi } from '../../api/useApi';
import { useFeedback } from '../../shell/feedback';
import * as styles from '../../features/chat/Kefu.css';
import { useUploaderLabels } from '../../shell/imageLabels';
import { typedDirection } from '@shop/ui/TextField';

/** What the composer hands the conversation to send. */
export interface Outgoing {
  kind: 'text' | 'image' | 'product';
  content: string;
  /** A product card to draw while a product message is on its way. */
  product?: ProductCard | null;
}

/** The counter shows from this many characters left. */
const COUNTER_FROM = 100;
/** Pictures one sheet sends at most (the kit's album size). */
const IMAGES_AT_ONCE = 9;
const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * The domain's rule for a message (`validateChatMessage`), loaded once the composer is shown: it
 * lives with every other form rule (49 KiB), which the conversation does not need to draw.
 */
const loadRule = () => import('./chatRule').then((rule) => rule.validateChatMessage);

const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;

/**
 * The composer under a conversation: a text box (at most LIMITS.chatMessageMax characters, a
 * counter near the limit, the domain's rule for what may be sent), the send button, and a sheet
 * to upload photos with the kit's Uploader (purpose `chat`, progress, retry) and send them.
 */
export function Composer({
  onSend,
  attachment,
  disabled = false,
}: {
  onSend: (outgoing: Outgoing) => void;
  attachment?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const issueId = useId();
  const counterId = useId();
  const left = LIMITS.chatMessageMax - graphemes(text);
  useEffect(() => {
    void loadRule().catch(() => undefined);
  }, []);

  const submit = async () => {
    // What is sent is what the field held at the press; anything typed while the rule loads stays.
    const submitted = text;
    let validate;
    try {
      validate = await loadRule();
    } catch {
      setIssue(t('messages.noNetwork'));
      return;
    }
    const checked = validate(submitted);
    if (!checked.ok) {
      const found = checked.errors.content;
      setIssue(found ? String(t(found.key, { max: LIMITS.chatMessageMax, ...found.values })) : null);
      return;
    }
    setIssue(null);
    setText((current) => (current === submitted ? '' : current));
    onSend({ kind: 'text', content: checked.value });
  };

  return (
    <div className={styles.composer}>
      {attachment}
      <form
        className={styles.composerRow}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <IconButton label={t('pages.kefu.chat.photo')} onPress={() => setSheetOpen(true)} isDisabled={disabled}>
          <ImageIcon />
        </IconButton>
        <textarea
          className={styles.input}
          rows={1}
          value={text}
          placeholder={t('pages.kefu.chat.placeholder')}
          aria-label={t('pages.kefu.chat.inputLabel')}
          aria-invalid={issue ? true : undefined}
          aria-describedby={[issue ? issueId : null, left <= COUNTER_FROM ? counterId : null].filter(Boolean).join(' ') || undefined}
          disabled={disabled}
          dir={typedDirection(text)}
          onChange={(event) => {
            setText(event.target.value);
            if (issue) setIssue(null);
          }}
          onKeyDown={(event) => {
            // Enter is a new line on phones; Ctrl/⌘+Enter sends from a keyboard.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button type="submit" size="sm" isDisabled={disabled || text.trim() === ''}>
          {t('pages.kefu.chat.send')}
        </Button>
      </form>
      {issue || left <= COUNTER_FROM ? (
        <p className={styles.composerNote} style={{ margin: 0 }}>
          {issue ? (
            <span id={issueId} className={styles.composerError} role="alert">
              {issue}
            </span>
          ) : null}
          {left <= COUNTER_FROM ? (
            <span id={counterId} className={`${styles.counter} ${left < 0 ? styles.counterOver : ''}`}>
              {/* Past the limit, how many too many: a negative count ("-5 characters left") reads
                  badly, and in Arabic its sign lands behind the number. */}
              {left < 0
                ? t('pages.kefu.chat.charactersOver', { count: -left })
                : t('pages.kefu.chat.charactersLeft', { count: left })}
            </span>
          ) : null}
        </p>
      ) : null}
      <Popup
        isOpen={sheetOpen}
        onOpenChange={setSheetOpen}
        title={t('pages.kefu.chat.photoTitle')}
        closeLabel={t('common.close')}
      >
        {({ close }) => (
          <PhotoSheet
            onSend={(urls) => {
              for (const url of urls) onSend({ kind: 'image', content: url });
              close();
            }}
          />
        )}
      </Popup>
    </div>
  );
}

function PhotoSheet({ onSend }: { onSend: (urls: string[]) => void }) {
  const { t } = useTranslation();
  const uploaderLabels = useUploaderLabels();
  const api = useApi();
  const feedback = useFeedback();
  const [items, setItems] = useState<UploaderItem[]>([]);
  const done = items.filter((item) => item.status === 'done' && item.url).map((item) => item.url!);
  const busy = items.some((item) => item.status === 'uploading');
  const refused: Record<UploaderErrorReason, string> = {
    'too-large': t('errors.fileTooLarge', { maxMegabytes: UPLOAD_MAX_MEGABYTES }),
    'wrong-type': t('errors.unsupportedFile'),
    'too-many': t('kit.uploader.tooMany', { max: IMAGES_AT_ONCE }),
  };
  return (
    <div className={styles.sheet}>
      <Uploader
        upload={async (file, onProgress) => {
          const uploaded = await api.upload(
            'uploadImage',
            { file, purpose: 'chat' },
            {
              onProgress: (progress) => {
                if (progress.fraction !== null) onProgress(progress.fraction);
              },
            },
          );
          return uploaded.url;
        }}
        onChange={setItems}
        onError={({ reason }) => feedback.toast(refused[reason], 'error')}
        maxCount={IMAGES_AT_ONCE}
        multiple
        maxSize={UPLOAD_MAX_BYTES}
        accept={UPLOAD_MIME_TYPES}
        {...uploaderLabels}
        imageAlt={(index) => t('pages.kefu.chat.imageAlt', { index: index + 1 })}
      />
      <Button block isDisabled={done.length === 0 || busy} onPress={() => onSend(done)}>
        {t('pages.kefu.chat.sendPhotos', { count: Math.max(done.length, 1) })}
      </Button>
    </div>
  );
}
