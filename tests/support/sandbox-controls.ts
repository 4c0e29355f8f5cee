/** The sandbox's test controls (sandbox/README.md, "Test controls") as plain calls, for e2e tests. */
async function answer<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { value: T }).value;
}

export function sandboxControls(baseUrl: string, merchantCode: string) {
  const get = <T>(route: string, params: Record<string, string>) =>
    fetch(`${baseUrl}__sandbox/${route}?${new URLSearchParams({ merchantCode, ...params })}`).then((r) => answer<T>(r, route));
  const post = <T>(route: string, body: unknown) =>
    fetch(`${baseUrl}__sandbox/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => answer<T>(r, route));
  return {
    setStatus: (status: {
      maintenance: null | { title: string; message: string; endTime: string | null };
      regionRestriction: boolean;
      regionMessage?: string | null;
    }) => post('status', { merchantCode, ...status }),
    reset: () => post('reset', { merchantCode }),
    /** Switches whitelabel modules; the page must reload to see them (features resolve at start). */
    setToggles: (modules: Record<string, boolean>) => post('toggles', { merchantCode, modules }),
    smsOutbox: (mobileNum: string) => get<Array<{ code: string; purpose: string }>>('sms-outbox', { mobileNum }),
    emailOutbox: (email: string) => get<Array<{ subject: string; body: string }>>('email-outbox', { email }),
    captchaAnswer: () => get<{ answer: string }>('captcha', {}).then((v) => v.answer),
  };
}
