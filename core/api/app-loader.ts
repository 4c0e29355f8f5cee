/**
 * Asks for the app's entry scripts, once, in order. At high priority: Chrome fetches an inserted
 * script at low priority otherwise, behind every image. The early entry calls it; so does its
 * stand-in (stand-in.ts) when the early entry did not run.
 */
export function appLoader(files: readonly string[]): () => void {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    for (const file of files) {
      const script = document.createElement('script');
      script.src = file;
      // Inserted scripts run as they arrive; these must run in order, as deferred ones do.
      script.async = false;
      script.setAttribute('fetchpriority', 'high');
      document.head.appendChild(script);
    }
  };
}
