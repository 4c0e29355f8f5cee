/** Whether a platform-supplied link is an ordinary web address (not javascript:, data: and the like). */
export function isWebUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
}
