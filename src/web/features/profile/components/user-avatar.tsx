import * as React from 'react';
import { initials, type NameParts } from '../../../../domain/authors';
import { earlyImageFailure } from '../../../lib/early-image-failure';
import { cn } from '../../../lib/utils';

/** A short, stable hash of a stored file name: its default version (see avatarSrc). */
function nameVersion(name: string): string {
  let hash = 5381;
  for (let i = 0; i < name.length; i++) hash = (Math.imul(hash, 33) ^ name.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/**
 * SPEC section 7: an avatar URL beginning with http is used as-is; otherwise it is a stored file
 * name served from /uploads/ with a version query: the one given (after an upload), else one
 * derived from the name. Every upload is stored under a new name, so the derived version changes
 * with the picture, and the server-rendered page and the browser compute the same address.
 * Returns null when there is no picture.
 */
export function avatarSrc(avatarUrl: string | null | undefined, version?: string | number): string | null {
  const value = avatarUrl?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  // A stored name may carry a folder (avatars/x.webp); '.' and '..' segments never leave /uploads/.
  const segments = value.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  if (segments.length === 0) return null;
  const path = segments.map(encodeURIComponent).join('/');
  return `/uploads/${path}?v=${encodeURIComponent(String(version ?? nameVersion(path)))}`;
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
  const fail = () => {
    console.warn('Avatar image failed to load:', src);
    setFailedSrc(src);
  };

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
          onError={fail}
          ref={earlyImageFailure(fail)}
        />
      ) : (
        <span aria-hidden={alt === '' ? true : undefined} aria-label={alt || undefined} role={alt ? 'img' : undefined}>
          {initials(user)}
        </span>
      )}
    </span>
  );
}
