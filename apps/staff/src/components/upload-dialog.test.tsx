import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadDialog } from './upload-dialog';

// jsdom's File has no text() (every browser the console supports has): read it as the browser would.
if (!('text' in File.prototype))
  Object.defineProperty(File.prototype, 'text', {
    value(this: File) {
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(this);
      });
    }
  });

describe('the tracking-number upload', () => {
  it('reads the CSV, names the lines it cannot use, ships the rest and lists what the API refused', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({
            data: {
              shipped: [{ row: 1, orderId: 7, orderNumber: 'TP261126000001' }],
              refused: [{ row: 2, orderNumber: 'TP261126000002', code: 'ORDER_MOVE_REFUSED' }]
            }
          }),
          { status: 200 }
        );
      })
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<UploadDialog onDone={onDone} onClose={() => undefined} />);
    const csv =
      '주문번호,택배사,송장번호\nTP261126000001,CJ대한통운,612345678901\nTP261126000002,한진\n"TP261126000002","HANJIN","1234-5678-9012"\n';
    await user.upload(
      screen.getByLabelText('CSV 파일'),
      new File([csv], 'tracking.csv', { type: 'text/csv' })
    );
    expect((await screen.findByTestId('upload-preview')).textContent).toContain('2건을 읽었습니다.');
    expect(screen.getByRole('alert').textContent).toBe('형식이 맞지 않는 줄: 3');
    await user.click(screen.getByRole('button', { name: '2건 배송중으로 변경' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        shipments: [
          { orderNumber: 'TP261126000001', courier: 'CJ대한통운', trackingNumber: '612345678901' },
          { orderNumber: 'TP261126000002', courier: 'HANJIN', trackingNumber: '1234-5678-9012' }
        ]
      }
    ]);
    const result = await screen.findByTestId('upload-result');
    expect(result.textContent).toContain('1건을 배송중으로 변경했습니다.');
    expect(result.textContent).toContain(
      '2행 TP261126000002: 주문 상태가 바뀌어 처리할 수 없습니다. 목록을 새로 고쳐 주세요.'
    );
  });
});
