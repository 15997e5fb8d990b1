/** The feed's own small icons (kept out of shared/ui/icons, which Home's first load carries). */
type Props = { size?: number };

const svg = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true
});

export const SoundIcon = ({ on, size = 22 }: Props & { on: boolean }) => (
  <svg {...svg(size)}>
    <path d="M11 5 6 9H2v6h4l5 4z" />
    {on ? <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" /> : <path d="m23 9-6 6M17 9l6 6" />}
  </svg>
);

export const PlayIcon = ({ playing, size = 22 }: Props & { playing: boolean }) => (
  <svg {...svg(size)}>
    {playing ? <path d="M8 5v14M16 5v14" /> : <path d="M7 4.5v15l12-7.5z" fill="currentColor" />}
  </svg>
);

export const BagIcon = ({ size = 22 }: Props) => (
  <svg {...svg(size)}>
    <path d="M6 8h12l-1 12H7z" />
    <path d="M9 8a3 3 0 0 1 6 0" />
  </svg>
);

export const EyeIcon = ({ size = 14 }: Props) => (
  <svg {...svg(size)}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
