import { DIVE_IN_MAX_PRODUCTS, type DiveInOwn } from '@mall/domain';
import { useEffect, useRef, useState } from 'react';
import { useUploadDiveIn } from '../api/dive-in-studio-api';
import {
  captionValue,
  checkUpload,
  uploadRefusal,
  videoDurationProblem,
  videoFileProblem,
  type Problems,
  type Refusal,
  type StudioField
} from './studio-rules';

/** A product tagged in the form, as its chip shows it. */
export type PickedProduct = { productId: number; name: string; imageUrl: string };

/**
 * The upload form's state (docs/decisions/087): the video (checked as it is chosen and once its length is known),
 * the tag, the caption, the products, each field's problem, the upload's progress and its cancel. A refusal — the
 * browser's or the server's — lands on its field and keeps everything typed, picked and chosen.
 */
export function useUploadForm(onUploaded: (video: DiveInOwn) => void) {
  const [video, setVideo] = useState<File | null>(null);
  const [tagCode, setTagCode] = useState('');
  const [content, setContent] = useState('');
  const [products, setProducts] = useState<PickedProduct[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [refusedProductId, setRefusedProductId] = useState<number | null>(null);
  const [failure, setFailure] = useState<Refusal['failure']>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** Counts refused tries: the form moves the focus to the first field with a problem after each. */
  const [refusals, setRefusals] = useState(0);
  const running = useRef<AbortController | null>(null);
  const upload = useUploadDiveIn();

  // Leaving the page (or closing the form) stops an upload still on its way.
  useEffect(() => () => running.current?.abort(), []);

  const settle = (field: StudioField, problem: Problems[StudioField] | null = null) =>
    setProblems((current) => ({ ...current, [field]: problem ?? undefined }));

  const chooseVideo = (file: File | undefined) => {
    if (!file) return;
    const problem = videoFileProblem(file);
    settle('video', problem);
    setVideo(problem ? null : file);
  };

  const addProduct = (product: PickedProduct) => {
    if (products.length >= DIVE_IN_MAX_PRODUCTS) return;
    if (products.some((picked) => picked.productId === product.productId)) return;
    setProducts([...products, product]);
    settle('productIds');
  };

  const removeProduct = (productId: number) => {
    setProducts(products.filter((picked) => picked.productId !== productId));
    if (productId === refusedProductId) {
      setRefusedProductId(null);
      settle('productIds');
    }
  };

  async function submit() {
    setFailure(null);
    const checked = checkUpload({ tagCode, content, productIds: products.map((p) => p.productId) });
    const found: Problems = 'problems' in checked ? { ...checked.problems } : {};
    if (!video) found.video = { key: 'VIDEO_REQUIRED' };
    else if (problems.video) found.video = problems.video;
    if (!video || !('body' in checked) || found.video) {
      setProblems(found);
      setRefusals((count) => count + 1);
      return;
    }
    setProblems({});
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    try {
      const created = await upload.mutateAsync({
        body: checked.body,
        video,
        onProgress: setProgress,
        signal: controller.signal
      });
      onUploaded(created);
    } catch (error) {
      // Cancelled by the planner: nothing went wrong, and nothing is lost.
      if (controller.signal.aborted) return;
      const refusal = uploadRefusal(error);
      setProblems(refusal.problems);
      setRefusedProductId(refusal.refusedProductId);
      setFailure(refusal.failure);
      setRefusals((count) => count + 1);
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  return {
    video,
    chooseVideo,
    /** The preview has read the video's length: too short or too long is said before sending. */
    onDuration: (seconds: number) => settle('video', videoDurationProblem(seconds)),
    tagCode,
    setTagCode: (code: string) => {
      setTagCode(code);
      settle('tagCode');
    },
    content,
    setContent: (typed: string) => {
      setContent(captionValue(typed));
      settle('content');
    },
    products,
    addProduct,
    removeProduct,
    refusedProductId,
    problems,
    refusals,
    failure,
    progress,
    uploading: progress !== null,
    cancelUpload: () => running.current?.abort(),
    submit,
    dirty: video !== null || tagCode !== '' || content !== '' || products.length > 0
  };
}

export type UploadForm = ReturnType<typeof useUploadForm>;
