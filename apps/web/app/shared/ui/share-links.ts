/** Messaging-app share links (the spec's share modal): WhatsApp and Telegram, the two Iranians use most. */
export function whatsAppShareUrl(url: string, text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}

export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

/** A share link from the API may be a path; people need the whole address. */
export function absoluteUrl(origin: string, link: string): string {
  return /^https?:\/\//.test(link) ? link : `${origin}${link.startsWith('/') ? '' : '/'}${link}`;
}

/** The address with its escapes undone for reading; a malformed escape leaves it as it is. */
export function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
