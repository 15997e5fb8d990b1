import type { ReactNode } from 'react';

type Props = {
  title: string;
  message1: string;
  message2: string;
  profileUrl: string | null;
  profileAlt: string;
  backgroundMobileUrl: string | null;
  backgroundPcUrl: string | null;
  /** In place of the plain profile picture: a button opening the profile (the drawer), when allowed. */
  profileButton?: ((picture: ReactNode) => ReactNode) | undefined;
  /** Under the messages: the planner's line, an empty-state hint. */
  children?: ReactNode;
  /** Top right over the background: the owner's edit button. */
  action?: ReactNode;
  compact?: boolean;
};

/**
 * A mall as visitors see it: the background (the mobile picture below 768 px, the PC one from there, either
 * standing in for the other), the profile picture, the title and the two messages. The owner's screen and the
 * Home drawer show it.
 */
export function MallHero(props: Props) {
  const { title, message1, message2, profileUrl, profileAlt, action, children, compact } = props;
  const mobile = props.backgroundMobileUrl ?? props.backgroundPcUrl;
  const pc = props.backgroundPcUrl ?? props.backgroundMobileUrl;
  const picture = (
    <span
      className={`block shrink-0 overflow-hidden rounded-full bg-plum-soft ring-4 ring-white ${compact ? 'size-20' : 'size-24 md:size-28'}`}
    >
      {profileUrl ? (
        <img
          src={profileUrl}
          alt={profileAlt}
          className="size-full object-cover"
          data-testid="mall-profile-image"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-full items-center justify-center font-display text-3xl text-plum"
        >
          {title.slice(0, 1)}
        </span>
      )}
    </span>
  );
  return (
    <div className="overflow-hidden rounded-3xl bg-white ring-1 ring-line/70" data-testid="mall-hero">
      <div
        className={`relative bg-gradient-to-br from-plum-soft via-cream to-coral-soft ${compact ? 'h-32' : 'h-36 md:h-56'}`}
      >
        {mobile && pc && (
          <picture>
            <source media="(min-width: 768px)" srcSet={pc} />
            <img src={mobile} alt="" className="size-full object-cover" data-testid="mall-background" />
          </picture>
        )}
        {action && <div className="absolute right-3 top-3 z-10">{action}</div>}
      </div>
      <div className={`relative px-5 pb-5 ${compact ? '-mt-10' : '-mt-12 md:-mt-14 md:px-8 md:pb-7'}`}>
        {props.profileButton ? props.profileButton(picture) : picture}
        <h2
          className={`mt-3 font-bold tracking-tight text-ink break-keep ${compact ? 'text-xl' : 'text-2xl md:text-[28px]'}`}
          data-testid="mall-title"
        >
          {title}
        </h2>
        {message1 && <p className="mt-2 text-[15px] leading-relaxed text-ink break-keep">{message1}</p>}
        {message2 && <p className="mt-1 text-sm leading-relaxed text-muted break-keep">{message2}</p>}
        {children}
      </div>
    </div>
  );
}
