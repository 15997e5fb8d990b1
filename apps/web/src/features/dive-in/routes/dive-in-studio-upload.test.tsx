import { DIVE_IN_VIDEO_MAX_BYTES } from '@mall/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../shared/testing/fake-api';
import { productSummary } from '../../../shared/testing/fixtures';
import { ownVideo } from '../testing/dive-in-fixtures';
import {
  callsTo,
  fillForm,
  installObjectUrls,
  MINE,
  mp4,
  sentUpload,
  setupStudio,
  UPLOAD
} from '../testing/studio-harness';

let urls: ReturnType<typeof installObjectUrls>;
beforeEach(() => {
  urls = installObjectUrls();
});
afterEach(() => urls.uninstall());

/** The tagged products' names (each chip ends with its remove button's ×). */
const chips = () =>
  screen.queryAllByTestId('studio-product-chip').map((chip) => chip.textContent?.replace('×', ''));

describe('/mypage/diveIn upload: the browser checks first', () => {
  it('says what each empty field needs and sends nothing', async () => {
    const { api, user } = setupStudio();
    await user.click(await screen.findByTestId('studio-open-form'));
    await user.click(screen.getByTestId('studio-submit'));
    expect(await screen.findByText('올릴 영상을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('태그를 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('영상 설명을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('영상 속 상품을 1개 이상 담아 주세요.')).toBeTruthy();
    // The focus goes to the first field with a problem: the video.
    expect(document.activeElement).toBe(screen.getByTestId('studio-video-input'));
    expect(callsTo(api.calls, UPLOAD)).toHaveLength(0);
  });

  it('refuses a file that is not MP4 or is over 100 MB as it is chosen, and previews a good one', async () => {
    const { user } = setupStudio();
    await user.click(await screen.findByTestId('studio-open-form'));
    const input = screen.getByTestId('studio-video-input');
    await user.upload(input, new File(['x'], 'clip.mov', { type: 'video/quicktime' }));
    expect(await screen.findByText('MP4 영상(H.264 영상, AAC 소리)만 올릴 수 있습니다.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    const huge = mp4('huge.mp4', 1);
    Object.defineProperty(huge, 'size', { value: DIVE_IN_VIDEO_MAX_BYTES + 1 });
    await user.upload(input, huge);
    expect(await screen.findByText('영상은 100MB 이하만 올릴 수 있습니다.')).toBeTruthy();
    expect(screen.queryByTestId('studio-preview')).toBeNull();
    expect(urls.made).toEqual([]);

    await user.upload(input, mp4('first.mp4'));
    expect((await screen.findByTestId('studio-preview')).getAttribute('src')).toBe('blob:preview-1');
    expect(screen.queryByText('영상은 100MB 이하만 올릴 수 있습니다.')).toBeNull();
    expect(screen.getByTestId('studio-video-name').textContent).toBe('first.mp4 · 2 KB');
    // Another file replaces the preview, and the first one's URL is given back.
    await user.upload(input, mp4('second.mp4'));
    await waitFor(() =>
      expect(screen.getByTestId('studio-preview').getAttribute('src')).toBe('blob:preview-2')
    );
    expect(urls.revoked).toEqual(['blob:preview-1']);
  });

  it('refuses a video under 1 s or over 90 s once the preview has read its length', async () => {
    const { api, user } = setupStudio();
    await fillForm(user);
    const preview = screen.getByTestId('studio-preview');
    Object.defineProperty(preview, 'duration', { configurable: true, value: 95.2 });
    fireEvent.loadedMetadata(preview);
    expect(await screen.findByText('영상 길이는 1초 이상 90초 이하여야 합니다.')).toBeTruthy();
    await user.click(screen.getByTestId('studio-submit'));
    expect(callsTo(api.calls, UPLOAD)).toHaveLength(0);
  });

  it('counts the caption and keeps it one paragraph; tags products as removable chips, paused ones not offered', async () => {
    const { user } = setupStudio();
    await fillForm(user);
    const caption = screen.getByTestId('studio-caption') as HTMLTextAreaElement;
    await user.type(caption, '{Enter}둘째 줄');
    expect(caption.value).toBe('촉촉한 세럼 바르는 법 둘째 줄');
    expect(screen.getByText(`${caption.value.length}/300`)).toBeTruthy();
    expect(chips()).toEqual(['비타 글로우 세럼', '무기자차 선크림']);
    expect(screen.getByTestId('studio-product-count').textContent).toBe('2/10개 선택');
    const results = screen.getByTestId('studio-product-results');
    expect(within(results).queryByText('판매 중지 크림')).toBeNull();
    expect(within(results).getAllByRole('button', { name: '담음' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '무기자차 선크림 빼기' }));
    expect(chips()).toEqual(['비타 글로우 세럼']);
  });

  it('stops adding products at ten, over several searches', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      productSummary({ productId: 2001 + index, productName: `${index < 6 ? '토너' : '세럼'} ${index + 1}` })
    );
    const { api, user } = setupStudio({
      'GET /api/product/v1/public/products': (call) => {
        const found = many.filter((product) =>
          product.productName.startsWith(call.url.searchParams.get('textSearchValue') ?? '')
        );
        return ok({ list: found, pageNumber: 1, pageSize: 6, totalPageNumber: 1, totalSize: found.length });
      }
    });
    await user.click(await screen.findByTestId('studio-open-form'));
    const box = screen.getByTestId('studio-product-search');
    const addAll = async (keyword: string, names: string[]) => {
      await user.clear(box);
      await user.type(box, `${keyword}{Enter}`);
      const results = await screen.findByTestId('studio-product-results');
      await waitFor(() => expect(within(results).getByText(names[0]!)).toBeTruthy());
      for (const name of names)
        await user.click(within(results).getByRole('button', { name: `${name} 담기` }));
      return results;
    };
    await addAll('토너', ['토너 1', '토너 2', '토너 3', '토너 4', '토너 5', '토너 6']);
    const results = await addAll('세럼', ['세럼 7', '세럼 8', '세럼 9', '세럼 10']);
    expect(chips()).toHaveLength(10);
    expect(screen.getByTestId('studio-products-full').textContent).toBe(
      '상품은 최대 10개까지 담을 수 있습니다.'
    );
    expect(within(results).getByRole('button', { name: '세럼 11 담기' }).matches(':disabled')).toBe(true);
    const searched = callsTo(api.calls, 'GET /api/product/v1/public/products').map(
      (call) => call.url.searchParams
    );
    expect(
      searched.map((query) => [
        query.get('textSearchBy'),
        query.get('textSearchValue'),
        query.get('pageSize')
      ])
    ).toEqual([
      ['PRODUCT_NAME', '토너', '6'],
      ['PRODUCT_NAME', '세럼', '6']
    ]);
  });
});

describe('/mypage/diveIn upload: sending', () => {
  it('sends request JSON and the video with progress, then says it awaits review and lists it', async () => {
    let release: () => void = () => undefined;
    let list = [ownVideo(21)];
    const { api, user } = setupStudio({
      [MINE]: () => ok(list),
      [UPLOAD]: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        list = [ownVideo(30, { content: '촉촉한 세럼 바르는 법' }), ...list];
        return { status: 201, body: { data: list[0] } };
      }
    });
    await fillForm(user, mp4('serum.mp4'));
    await user.click(screen.getByTestId('studio-submit'));

    const progress = await screen.findByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('올리는 중… 50%')).toBeTruthy();
    // The whole form is locked while it travels.
    expect(screen.getByTestId('studio-caption').matches(':disabled')).toBe(true);
    const [call] = callsTo(api.calls, UPLOAD);
    expect(sentUpload(call!)).toEqual({
      request: { tagCode: 'SKINCARE', content: '촉촉한 세럼 바르는 법', productIds: [1001, 1002] },
      video: { name: 'serum.mp4', type: 'video/mp4', size: 2048 },
      parts: ['request', 'video']
    });
    expect(call!.headers.get('authorization')).toBe('Bearer access-token');

    release();
    expect((await screen.findByTestId('studio-uploaded')).textContent).toContain(
      '영상을 올렸습니다. 검토가 끝나면 다이브인 피드에 게시됩니다.'
    );
    expect(screen.queryByTestId('studio-form')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('studio-video')).toHaveLength(2));
    expect(within(screen.getAllByTestId('studio-video')[0]!).getByTestId('studio-status').textContent).toBe(
      '검토 중'
    );
    // The preview's URL is given back with the form.
    expect(urls.revoked).toEqual(['blob:preview-1']);
  });

  it("shows the server's refusals on their fields and keeps the caption, tag and products", async () => {
    const answers = [
      fail(400, 'DIVE_IN_VIDEO_DURATION', 'duration', { data: { min: 1, max: 90 } }),
      fail(413, 'ALT_ImageValidation', 'too large', { data: { maxMb: 100 } }),
      fail(409, 'DIVE_IN_PRODUCT_NOT_ALLOWED', 'not allowed', { data: { productId: 1002 } }),
      fail(400, 'VALIDATION_FAILED', 'invalid', {
        fields: [{ field: 'tagCode', code: 'VA_InvalidInput', message: 'invalid' }]
      }),
      fail(500, 'INTERNAL_ERROR', 'boom')
    ];
    const { api, user } = setupStudio({ [UPLOAD]: () => answers.shift()! });
    await fillForm(user);
    const input = screen.getByTestId('studio-video-input');
    const submit = async () => {
      await user.click(await screen.findByTestId('studio-submit'));
      await waitFor(() => expect(screen.queryByTestId('studio-progress')).toBeNull());
    };

    await submit();
    expect(await screen.findByText('영상 길이는 1초 이상 90초 이하여야 합니다.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    // Another video, and the next refusal: too large for the server.
    await user.upload(input, mp4('other.mp4'));
    await submit();
    expect(await screen.findByText('영상은 100MB 이하만 올릴 수 있습니다.')).toBeTruthy();

    await user.upload(input, mp4('third.mp4'));
    await submit();
    expect(
      await screen.findByText('영상에 담을 수 없는 상품이 있습니다. 표시된 상품을 빼고 다시 올려 주세요.')
    ).toBeTruthy();
    const refused = screen.getAllByTestId('studio-product-chip').find((chip) => chip.dataset.refused);
    expect(refused?.textContent).toContain('무기자차 선크림');
    await user.click(screen.getByRole('button', { name: '무기자차 선크림 빼기' }));
    expect(screen.queryByText(/영상에 담을 수 없는 상품이 있습니다/)).toBeNull();

    await submit();
    expect(
      await screen.findByText('선택한 태그는 더 이상 쓸 수 없습니다. 다른 태그를 선택해 주세요.')
    ).toBeTruthy();
    await submit();
    expect((await screen.findByTestId('studio-failure')).textContent).toBe(
      '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'
    );

    // Nothing typed or picked was lost along the way.
    expect((screen.getByTestId('studio-caption') as HTMLTextAreaElement).value).toBe('촉촉한 세럼 바르는 법');
    expect((screen.getByTestId('studio-tag') as HTMLSelectElement).value).toBe('SKINCARE');
    expect(chips()).toEqual(['비타 글로우 세럼']);
    expect(callsTo(api.calls, UPLOAD).map((call) => sentUpload(call).request.productIds)).toEqual([
      [1001, 1002],
      [1001, 1002],
      [1001, 1002],
      [1001],
      [1001]
    ]);
  });

  it('cancels a running upload and keeps the form as it was', async () => {
    const { api, user } = setupStudio({ [UPLOAD]: () => new Promise(() => undefined) });
    await fillForm(user);
    await user.click(screen.getByTestId('studio-submit'));
    await screen.findByRole('progressbar');
    await user.click(screen.getByRole('button', { name: '올리기 취소' }));
    expect(await screen.findByTestId('studio-submit')).toBeTruthy();
    expect(screen.queryByTestId('studio-failure')).toBeNull();
    expect((screen.getByTestId('studio-caption') as HTMLTextAreaElement).value).toBe('촉촉한 세럼 바르는 법');
    expect(callsTo(api.calls, UPLOAD)).toHaveLength(1);
  });

  it('asks before closing a form with something in it', async () => {
    const { user } = setupStudio();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('작성 중인 내용을 지우고 닫을까요?');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.getByTestId('studio-form')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '취소' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByTestId('studio-form')).toBeNull());
  });
});
