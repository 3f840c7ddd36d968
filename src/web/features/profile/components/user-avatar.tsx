import * as React from 'react';
import { initials, type NameParts } from '../../../../domain/authors';
import { cn } from '../../../lib/utils';

/** One cache-busting version per page load: a fresh picture after a reload, cached while browsing. */
const PAGE_LOAD_VERSION = Date.now().toString(36);

/**
 * SPEC section 7: an avatar URL beginning with http is used as-is; otherwise it is a stored file
 * name served from /uploads/ with a version query. Returns null when there is no picture.
 */
export function avatarSrc(avatarUrl: string | null | undefined, version: string | number = PAGE_LOAD_VERSION): string | null {
  const value = avatarUrl?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  // A stored name may carry a folder (avatars/x.webp); '.' and '..' segments never leave /uploads/.
  const segments = value.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  if (segments.length === 0) return null;
  return `/uploads/${segments.map(encodeURIComponent).join('/')}?v=${encodeURIComponent(String(version))}`;
}

export interface UserAvatarProps {
  user: NameParts & { avatar_url?: string | null };
  /** Cache-busting version for stored files (e.g. after an upload). */
  version?: string | number;
  className?: string;
  /** Alternative text for the picture; decorative when the name is shown next to it. */
  alt?: string;
}

/** The user's picture, or their initials when there is none or it fails to load (SPEC section 8). */
export function UserAvatar({ user, version, className, alt = '' }: UserAvatarProps) {
  const src = avatarSrc(user.avatar_url, version);
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;

  return (
    <span
      data-testid="user-avatar"
      className={cn(
        'relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary-text select-none',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt={alt}
          className="size-full object-cover"
          onError={() => {
            console.warn('Avatar image failed to load:', src);
            setFailedSrc(src);
          }}
        />
      ) : (
        <span aria-hidden={alt === '' ? true : undefined} aria-label={alt || undefined} role={alt ? 'img' : undefined}>
          {initials(user)}
        </span>
      )}
    </span>
  );
}
