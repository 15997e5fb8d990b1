import type { DiveIn } from '@mall/domain';
import { useState, type SyntheticEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { postDiveInView } from '../api/dive-in-api';

/** Played this long in view, a video counts as viewed (issue 20); the server keeps one view per viewer and day. */
export const VIEW_AFTER_SECONDS = 2;
/** Videos this page has counted already: a second pass over the same video asks nothing again. */
const counted = new Set<number>();

/**
 * Counts the video's view once it has played VIEW_AFTER_SECONDS, and answers the count to show (the answer's when
 * there is one, else the list's).
 */
export function useViewCount(video: Pick<DiveIn, 'diveInId' | 'formatViewCount'>) {
  const count = useMutation({ mutationFn: postDiveInView });
  const [shown, setShown] = useState<string | null>(null);
  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (counted.has(video.diveInId) || event.currentTarget.currentTime < VIEW_AFTER_SECONDS) return;
    counted.add(video.diveInId);
    count.mutate(video.diveInId, { onSuccess: (answer) => setShown(answer.formatViewCount) });
  };
  return { formatViewCount: shown ?? video.formatViewCount, onTimeUpdate };
}

/** Tests start each case with nothing counted. */
export function forgetCountedViews(): void {
  counted.clear();
}
