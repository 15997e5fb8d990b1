import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InquiryWrite } from '@mall/domain';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/testing/render';
import { EMPTY_DRAFT, type InquiryDraft } from '../lib/inquiry-input';
import { InquiryForm } from './inquiry-form';

beforeAll(async () => {
  await loadNamespace('content');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const MB = 1024 * 1024;
function fileOf(name: string, size = 1000, type = 'image/jpeg') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

type Submit = (body: InquiryWrite) => Promise<unknown>;
/** The form as the write route holds it: draft and photos in the route's state. */
function Harness({ onSubmit }: { onSubmit: Submit }) {
  const [draft, setDraft] = useState<InquiryDraft>(EMPTY_DRAFT);
  const [photos, setPhotos] = useState<File[]>([]);
  return (
    <InquiryForm
      draft={draft}
      onDraft={setDraft}
      photos={photos}
      onPhotos={setPhotos}
      orders={[]}
      pending={false}
      submitLabel="등록"
      onSubmit={(body) => onSubmit({ ...body, photoNames: photos.map((p) => p.name) } as InquiryWrite)}
      onCancel={() => undefined}
    />
  );
}

function setup(onSubmit = vi.fn<Submit>(async () => undefined)) {
  renderWithProviders(<Harness onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup({ applyAccept: false }) };
}

describe('the inquiry form', () => {
  it('refuses an empty form field by field, as the server would, and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByTestId('inquiry-submit'));
    const alerts = (await screen.findAllByRole('alert')).map((node) => node.textContent);
    expect(alerts).toEqual([
      '문의 유형을 선택해 주세요.',
      '제목을 입력해 주세요.',
      '문의 내용을 입력해 주세요.'
    ]);
    expect(screen.getByTestId('inquiry-title').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes up to three JPEG/PNG photos of 20 MB, refuses others with the reason, and removes one', async () => {
    const { user } = setup();
    const input = screen.getByTestId('inquiry-photo-input');
    await user.upload(input, fileOf('memo.pdf', 1000, 'application/pdf'));
    expect(screen.getByTestId('inquiry-photo-problem').textContent).toBe(
      'JPG 또는 PNG 이미지 파일을 선택해 주세요.'
    );
    await user.upload(input, fileOf('big.jpg', 20 * MB + 1));
    expect(screen.getByTestId('inquiry-photo-problem').textContent).toContain('20');
    await user.upload(input, [
      fileOf('a.jpg'),
      fileOf('b.png', 10, 'image/png'),
      fileOf('c.jpg'),
      fileOf('d.jpg')
    ]);
    expect(screen.getAllByTestId('inquiry-photo')).toHaveLength(3);
    expect(screen.queryByTestId('inquiry-photo-input')).toBeNull();
    expect(screen.getByTestId('inquiry-photo-problem').textContent).toBe(
      '사진은 최대 3장까지 올릴 수 있습니다.'
    );
    await user.click(screen.getAllByTestId('inquiry-photo-remove')[0]!);
    expect(screen.getAllByTestId('inquiry-photo')).toHaveLength(2);
  });

  it('keeps everything typed and chosen when the server refuses, and shows the refusal by its field', async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '',
        fields: [{ field: 'title', code: 'INQ_TitleLength', message: '' }]
      });
    });
    const { user } = setup(onSubmit);
    await user.selectOptions(screen.getByTestId('inquiry-category'), 'PRODUCT');
    await user.type(screen.getByTestId('inquiry-title'), '  세럼 문의 ');
    await user.type(screen.getByTestId('inquiry-body'), '첫 줄{enter}둘째 줄');
    await user.upload(screen.getByTestId('inquiry-photo-input'), fileOf('a.jpg'));
    await user.click(screen.getByTestId('inquiry-submit'));
    expect(onSubmit).toHaveBeenCalledWith({
      category: 'PRODUCT',
      orderNumber: null,
      title: '세럼 문의',
      body: '첫 줄\n둘째 줄',
      photoNames: ['a.jpg']
    });
    expect(screen.getByRole('alert').textContent).toContain('100');
    expect((screen.getByTestId('inquiry-title') as HTMLInputElement).value).toBe('  세럼 문의 ');
    expect((screen.getByTestId('inquiry-body') as HTMLTextAreaElement).value).toBe('첫 줄\n둘째 줄');
    expect(screen.getAllByTestId('inquiry-photo')).toHaveLength(1);
  });

  it('shows a refusal without fields above the buttons (a network failure), translated', async () => {
    const { user } = setup(
      vi.fn<Submit>(async () => {
        throw new ApiError({ status: 413, code: 'ALT_ImageValidation', message: '', data: { maxMb: 20 } });
      })
    );
    await user.selectOptions(screen.getByTestId('inquiry-category'), 'OTHER');
    await user.type(screen.getByTestId('inquiry-title'), '제목');
    await user.type(screen.getByTestId('inquiry-body'), '내용');
    await user.click(screen.getByTestId('inquiry-submit'));
    expect(screen.getByTestId('inquiry-failure').textContent).toContain('20');
  });
});
