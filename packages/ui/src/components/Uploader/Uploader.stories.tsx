import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyImage } from '../../../../../.storybook/story-images';
import { Uploader, type UploaderItem, type UploaderProps } from './Uploader';
import { phoneColumn } from '../../storybook/frames';
import { blankPreviewLabels, usePreviewLabels } from '../../storybook/previewLabels';

/**
 * Image upload: 80px tiles in a wrapping grid and an add tile (the camera on phones with
 * `capture`). Each file uploads through the async `upload` prop with a progress bar; a failure
 * offers a retry; a done tile opens `ImagePreview`; delete buttons are named per photo. Refused
 * files (too large, wrong type, too many) reach `onError` with a reason code for a translated
 * message.
 */
const meta = {
  title: 'Kit/Uploader',
  component: Uploader,
  args: {
    upload: fn(),
    onError: fn(),
    onChange: fn(),
    addLabel: '',
    previewLabel: () => '',
    deleteLabel: () => '',
    uploadingLabel: '',
    failedLabel: '',
    retryLabel: '',
    imageAlt: () => '',
    previewLabels: blankPreviewLabels,
  },
  argTypes: {
    upload: { control: false },
    defaultValue: { control: false },
    previewLabels: { control: false },
    addLabel: { control: false },
    failedLabel: { control: false },
    retryLabel: { control: false },
  },
  decorators: [phoneColumn],
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const svg = (seed: number) =>
  new File([decodeURIComponent(storyImage(seed, 160, 160).split(',')[1]!)], `photo-${seed}.svg`, {
    type: 'image/svg+xml',
  });

const done = (seed: number): UploaderItem => ({
  id: `done-${seed}`,
  preview: storyImage(seed, 160, 160),
  url: storyImage(seed, 160, 160),
  status: 'done',
  progress: 1,
});

/** Uploads in two steps and answers with a deterministic image. */
const fakeUpload = (file: File, onProgress: (f: number) => void) =>
  new Promise<string>((resolve) => {
    onProgress(0.5);
    setTimeout(() => resolve(URL.createObjectURL(file)), 150);
  });

function Demo(args: Partial<UploaderProps>) {
  const { t } = useTranslation();
  const previewLabels = usePreviewLabels();
  return (
    <Uploader
      upload={fakeUpload}
      {...args}
      addLabel={t('kit.uploader.add')}
      previewLabel={(index, total) => t('kit.uploader.preview', { index, total })}
      deleteLabel={(index) => t('kit.uploader.delete', { index })}
      uploadingLabel={t('kit.uploader.uploading')}
      failedLabel={t('kit.uploader.failed')}
      retryLabel={t('common.retry')}
      imageAlt={(index) => t('kit.album.photoAlt', { index })}
      previewLabels={previewLabels}
    />
  );
}

const render: Story['render'] = ({ upload, ...args }) => (
  <Demo {...args} upload={upload === meta.args.upload ? fakeUpload : upload} />
);
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Empty: only the add tile. Picking a photo uploads it with a progress bar, then it can be previewed. */
export const Empty: Story = {
  render,
  args: { onChange: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/*');
    // The upload takes 150 ms: on a busy machine `upload` can return after it is over, so the
    // progress bar is watched for from before, and its name read while it is there.
    const barNames: string[] = [];
    const observer = new MutationObserver(() => {
      const bar = canvasElement.querySelector('[role="progressbar"]');
      if (bar) barNames.push(bar.getAttribute('aria-label') ?? '');
    });
    observer.observe(canvasElement, { childList: true, subtree: true, attributes: true });
    await userEvent.upload(input, svg(3));
    await waitFor(() => expect(barNames.length).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    observer.disconnect();
    await expect(barNames[0]).toMatch(/\S/);
    const done = args.onChange as ReturnType<typeof fn>;
    await waitFor(() => expect(done.mock.lastCall?.[0]?.[0]?.status).toBe('done'));
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Three photos already uploaded. */
export const WithPhotos: Story = {
  render,
  args: { defaultValue: [done(1), done(2), done(3)] },
  play: async ({ canvas, args }) => {
    // Each tile: preview and delete, named with the photo's position.
    const deletes = canvas
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-label')?.includes('2'));
    await expect(deletes.length).toBeGreaterThanOrEqual(1);
    const before = canvas.getAllByRole('listitem').length;
    const deleteSecond = canvas.getAllByRole('button')[3]!;
    await userEvent.click(deleteSecond);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(before - 1);
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** The three tile states side by side: done, uploading at 40 %, failed with a retry. */
export const States: Story = {
  render,
  args: {
    defaultValue: [
      done(4),
      { id: 'up', preview: storyImage(5, 160, 160), status: 'uploading', progress: 0.4 },
      { id: 'bad', preview: storyImage(6, 160, 160), status: 'failed', progress: 0, file: svg(6) },
    ],
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

/** The first attempt of this story fails; later ones succeed. Reset before the story runs. */
let attempts = 0;
const failOnceUpload: UploaderProps['upload'] = (file, onProgress) => {
  attempts += 1;
  return attempts === 1 ? Promise.reject(new Error('network')) : fakeUpload(file, onProgress);
};

/** A failed upload retried: the second try succeeds. */
export const FailedThenRetry: Story = {
  render: (args) => <Demo {...args} upload={failOnceUpload} />,
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ canvasElement, loaded }) => {
    const { t } = loaded.i18n as i18n;
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), svg(7));
    const retry = await canvas.findByRole('button', {
      name: (name) => name.includes(t('common.retry')),
    });
    await expect(canvas.getByText(t('kit.uploader.failed'))).toBeInTheDocument();
    await userEvent.click(retry);
    await waitFor(() => expect(attempts).toBe(2));
    await waitFor(() =>
      expect(
        canvas.queryByRole('button', { name: (name) => name.includes(t('common.retry')) }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(
      canvas.getByRole('button', { name: t('kit.uploader.preview', { index: 1, total: 1 }) }),
    ).toBeInTheDocument();
  },
};

/** Refusals come back as reason codes; nothing is uploaded. */
export const Refusals: Story = {
  render,
  args: { maxSize: 50, maxCount: 2, defaultValue: [done(8)] },
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    // The picker's accept filter is only a hint, so the check is redone in code.
    await userEvent.upload(input, new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(args.onError).toHaveBeenLastCalledWith(
      expect.objectContaining({ reason: 'wrong-type' }),
    );
    await userEvent.upload(input, svg(9));
    await expect(args.onError).toHaveBeenLastCalledWith(
      expect.objectContaining({ reason: 'too-large' }),
    );
    await userEvent.upload(input, [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ]);
    await expect(args.onError).toHaveBeenLastCalledWith(
      expect.objectContaining({ reason: 'too-many' }),
    );
    // One fitted; the limit of two is reached, so the add tile is gone.
    await waitFor(() => expect(fileInput(canvasElement)).toBeNull());
  },
};

/** Many photos wrap onto several rows. */
export const ManyPhotos: Story = {
  render,
  args: { defaultValue: Array.from({ length: 11 }, (_, i) => done(i + 10)) },
};

/** With `capture`, phones open the back camera directly. */
export const Camera: Story = {
  render,
  args: { capture: 'environment', multiple: false },
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).toHaveAttribute('capture', 'environment');
  },
};

export const Disabled: Story = {
  render,
  args: { isDisabled: true, defaultValue: [done(20)] },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.at(-1)).toBeDisabled();
  },
};
