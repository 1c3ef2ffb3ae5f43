import type { SocialData } from '../../../machines/types';

/** The social data of an unregistered Google account, kept between /login and /confirmar_datos. */
const KEY = 'socialData';

export function saveSocial(social: SocialData | null): void {
  if (social) sessionStorage.setItem(KEY, JSON.stringify(social));
}

export function readSocial(): SocialData | null {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as SocialData) : null;
  } catch {
    return null;
  }
}

export function forgetSocial(): void {
  sessionStorage.removeItem(KEY);
}
