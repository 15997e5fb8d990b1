import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlannerDocument } from '@mall/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/testing/render';
import { UploadDialog } from './upload-dialog';

beforeAll(async () => {
  await loadNamespace('planner');
});

const MB = 1024 * 1024;
/** A File of `size` bytes without allocating them (the dialog reads only name and size). */
function fileOf(name: string, size: number, type = 'application/pdf') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const DOC: PlannerDocument = {
  plannerDocumentId: 1,
  kind: 'ID_CARD',
  state: 'SUBMITTED',
  originFileName: 'id.jpg',
  contentType: 'image/jpeg',
  byteSize: 100,
  fileUrl: `${'a'.repeat(32)}.bin`,
  reviewNote: null,
  submittedAt: '2026-11-27T03:00:00.000Z',
  reviewedAt: null
};

type Upload = (
  kind: string,
  files: readonly File[],
  onProgress: (percent: number) => void
) => Promise<PlannerDocument[]>;

function setup(upload: ReturnType<typeof vi.fn<Upload>> = vi.fn<Upload>(async () => [DOC])) {
  const onUploaded = vi.fn();
  renderWithProviders(
    <UploadDialog kind="ID_CARD" onClose={() => undefined} onUploaded={onUploaded} upload={upload} />
  );
  const input = screen.getByTestId('document-file-input') as HTMLInputElement;
  const submit = screen.getByRole('button', { name: '올리기' });
  return { upload, onUploaded, input, submit, user: userEvent.setup({ applyAccept: false }) };
}

describe('the document upload dialog', () => {
  it('says ALT_FileError when nothing was chosen, and sends nothing', async () => {
    const { user, submit, upload } = setup();
    await user.click(submit);
    expect(screen.getByTestId('upload-refusal').textContent).toContain('올릴 파일을 선택해 주세요.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses an image over 20 MB and a PDF over 10 MB with the size (ALT_ImageValidation)', async () => {
    const { user, input, submit, upload } = setup();
    await user.upload(input, fileOf('scan.jpg', 20 * MB + 1, 'image/jpeg'));
    expect(screen.getByTestId('upload-refusal').textContent).toContain(
      'scan.jpg: 20MB 이하의 파일만 올릴 수 있습니다.'
    );
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'scan.jpg 빼기' }));
    await user.upload(input, fileOf('bank.pdf', 10 * MB + 1));
    expect(screen.getByTestId('upload-refusal').textContent).toContain(
      'bank.pdf: 10MB 이하의 파일만 올릴 수 있습니다.'
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a type outside the list and a fourth file', async () => {
    const { user, input } = setup();
    await user.upload(input, fileOf('virus.exe', 100, 'application/octet-stream'));
    expect(screen.getByTestId('upload-refusal').textContent).toContain('virus.exe: 올릴 수 없는 형식입니다.');
    await user.click(screen.getByRole('button', { name: 'virus.exe 빼기' }));
    await user.upload(
      input,
      [1, 2, 3, 4].map((n) => fileOf(`p${n}.pdf`, 100))
    );
    expect(screen.getByTestId('upload-refusal').textContent).toContain('한 번에 3개까지 올릴 수 있습니다.');
  });

  it('uploads up to three good files with progress, then hands over what the API stored', async () => {
    let report: (percent: number) => void = () => undefined;
    let finish: (docs: PlannerDocument[]) => void = () => undefined;
    const upload = vi.fn<Upload>(
      (_kind: string, _files: readonly File[], onProgress: (percent: number) => void) =>
        new Promise<PlannerDocument[]>((resolve) => {
          report = onProgress;
          finish = resolve;
        })
    );
    const { user, input, submit, onUploaded } = setup(upload);
    await user.upload(input, [fileOf('id.jpg', 2 * MB, 'image/jpeg'), fileOf('back.pdf', 3 * MB)]);
    expect(screen.queryByTestId('upload-refusal')).toBeNull();
    await user.click(submit);
    expect(upload).toHaveBeenCalledWith('ID_CARD', expect.any(Array), expect.any(Function));
    expect(upload.mock.calls[0]![1].map((file) => file.name)).toEqual(['id.jpg', 'back.pdf']);
    report(42);
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42'));
    finish([DOC]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith([DOC]));
  });

  it('shows the server’s refusal by content in the dialog', async () => {
    const upload = vi.fn<Upload>(async () => {
      throw new ApiError({ status: 400, code: 'ALT_FileError', message: 'x' });
    });
    const { user, input, submit } = setup(upload);
    await user.upload(input, fileOf('bank.pdf', 100));
    await user.click(submit);
    expect((await screen.findByTestId('upload-refusal')).textContent).not.toBe('');
  });
});
