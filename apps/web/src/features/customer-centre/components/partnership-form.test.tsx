import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/testing/render';
import type { sendPartnership } from '../api/centre-api';
import { PartnershipForm } from './partnership-form';

beforeAll(async () => {
  await loadNamespace('content');
});

const MB = 1024 * 1024;
/** A File of `size` bytes without allocating them (the form reads only name and size). */
function fileOf(name: string, size = 1000) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup(send = vi.fn<typeof sendPartnership>(async () => ({ applicationId: 7, receivedAt: '' }))) {
  const onSent = vi.fn();
  renderWithProviders(<PartnershipForm onSent={onSent} send={send} />);
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByTestId('partnership-file-input') as HTMLInputElement;
  return { send, onSent, user, input };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('회사명'), '맑은숲');
  await user.type(screen.getByLabelText('담당자명'), '김하늘');
  await user.type(screen.getByLabelText('이메일'), 'sky@example.com');
  await user.type(screen.getByLabelText('연락처'), '01012345678');
  await user.selectOptions(screen.getByLabelText('제휴 분야'), 'SUPPLY');
  await user.type(screen.getByLabelText('제안 내용'), '원료 공급을 제안합니다.');
  await user.click(screen.getByRole('checkbox'));
}

describe('the partnership form', () => {
  it('shows each empty field its message and sends nothing', async () => {
    const { user, send } = setup();
    await user.click(screen.getByRole('button', { name: '제휴 문의 보내기' }));
    expect(screen.getByTestId('partnership-company-error').textContent).toBe('회사명을 입력해 주세요.');
    expect(screen.getByTestId('partnership-agree-error').textContent).toBe(
      '개인정보 수집·이용에 동의해 주세요.'
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an .exe, a PDF over 10 MB, an image over 20 MB and a fourth file, before sending', async () => {
    const { user, input } = setup();
    await user.upload(input, fileOf('setup.exe'));
    expect(screen.getByTestId('partnership-files-error').textContent).toContain('PDF, XLS, XLSX, JPG, PNG');
    await user.upload(input, fileOf('big.pdf', 10 * MB + 1));
    expect(screen.getByTestId('partnership-files-error').textContent).toBe(
      '10MB 이하의 파일만 첨부할 수 있습니다.'
    );
    await user.upload(input, fileOf('photo.png', 20 * MB + 1));
    expect(screen.getByTestId('partnership-files-error').textContent).toBe(
      '20MB 이하의 파일만 첨부할 수 있습니다.'
    );
    await user.upload(input, [fileOf('a.pdf'), fileOf('b.xlsx'), fileOf('c.jpg')]);
    expect(screen.getByTestId('partnership-files').children).toHaveLength(3);
    await user.upload(input, fileOf('d.pdf'));
    expect(screen.getByTestId('partnership-files-error').textContent).toBe(
      '파일은 최대 3개까지 첨부할 수 있습니다.'
    );
    expect(screen.getByTestId('partnership-files').children).toHaveLength(3);
  });

  it("lands the server's refusals on their fields and keeps what was typed", async () => {
    const send = vi.fn<typeof sendPartnership>(async () => {
      throw new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '',
        fields: [{ field: 'email', code: 'VA_EmailFormat', message: '' }]
      });
    });
    const { user, input } = setup(send);
    await fill(user);
    await user.upload(input, fileOf('profile.pdf'));
    await user.click(screen.getByRole('button', { name: '제휴 문의 보내기' }));
    await waitFor(() =>
      expect(screen.getByTestId('partnership-email-error').textContent).toBe(
        '이메일 형식이 올바르지 않습니다.'
      )
    );
    expect((screen.getByLabelText('회사명') as HTMLInputElement).value).toBe('맑은숲');
    expect(screen.getByTestId('partnership-files').children).toHaveLength(1);

    send.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'ALT_FileError', message: '', data: undefined })
    );
    await user.click(screen.getByRole('button', { name: '제휴 문의 보내기' }));
    await waitFor(() => expect(screen.getByTestId('partnership-files-error')).toBeTruthy());
  });

  it('sends the body and files and hands over the answer', async () => {
    const { user, input, send, onSent } = setup();
    await fill(user);
    await user.upload(input, fileOf('profile.pdf'));
    await user.click(screen.getByRole('button', { name: '제휴 문의 보내기' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ applicationId: 7, receivedAt: '' }));
    expect(send.mock.calls[0]![0]).toMatchObject({ company: '맑은숲', category: 'SUPPLY', agree: true });
    expect(send.mock.calls[0]![1].map((file) => file.name)).toEqual(['profile.pdf']);
  });
});
