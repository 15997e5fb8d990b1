import { useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion, useSoundOn } from './sound';

/**
 * One feed video's playing state: it plays only while it is the visible one (`active`), never on its own when the
 * shopper asked for reduced motion (until they press play), and stays paused once they paused it. Sound follows
 * the session's choice. Answers whether it is playing and the play/pause toggle.
 */
export function useVideoPlayback(ref: RefObject<HTMLVideoElement | null>, active: boolean) {
  const soundOn = useSoundOn();
  // null: the shopper has not chosen; true/false: they pressed play/pause on this video.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [playing, setPlaying] = useState(false);
  const reduced = useRef(prefersReducedMotion());
  const wantsPlay = active && (chosen ?? !reduced.current);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = !soundOn;
  }, [ref, soundOn]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (wantsPlay) {
      // A browser may refuse (autoplay policy with sound): the poster and the play button stay.
      void video.play().catch(() => setPlaying(false));
    } else {
      video.pause();
    }
  }, [ref, wantsPlay]);

  // Leaving the screen forgets a pause: coming back plays again (as the feed does for an untouched video).
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (!active && chosen === false) setChosen(null);
  }

  return {
    playing,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    toggle: () => setChosen(!playing)
  };
}
